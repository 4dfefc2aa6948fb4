package dev.stagestack.model.check;

import static dev.stagestack.model.check.GraphBuilder.graph;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class GraphCheckerTest {

    private static List<String> codesAndPaths(Graph g) {
        return GraphChecker.check(g).stream()
                .map(p -> p.code() + " " + p.path())
                .toList();
    }

    private static Problem only(Graph g, String code) {
        List<Problem> found = GraphChecker.check(g).stream()
                .filter(p -> p.code().equals(code))
                .toList();
        assertEquals(1, found.size(), () -> GraphChecker.check(g).toString());
        return found.get(0);
    }

    @Test
    void validGraphHasNoProblems() {
        Graph g = graph("title")
                .states("title", "level")
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.key("ESCAPE"), Action.pop())
                .build();
        assertEquals(List.of(), GraphChecker.check(g));
    }

    @Test
    void unknownTargetSuggestsTheClosestState() {
        Graph g = graph("level")
                .states("level", "pause")
                .on("level", Trigger.key("P"), Action.push("pasue"))
                .build();
        Problem p = only(g, "unknown-state");
        assertTrue(p.isError());
        assertEquals("transitions[0].actions[0].target", p.path());
        assertEquals("unknown state \"pasue\" (did you mean \"pause\"?)", p.message());
    }

    @Test
    void aKeyThePlayerNeverSendsIsAnErrorWithTheClosestName() {
        Graph g = graph("title")
                .states("title", "level")
                .on("title", Trigger.key("ESACPE"), Action.push("level"))
                .on("level", Trigger.key("escape"), Action.pop())
                .on("level", Trigger.key("TITLE"), Action.pop())
                .on("level", Trigger.key("SHIFT"), Action.pop())
                .build();
        List<Problem> keys = GraphChecker.check(g).stream()
                .filter(p -> p.code().equals("unknown-key"))
                .toList();
        assertEquals(
                List.of(
                        "transitions[0].trigger.key",
                        "transitions[1].trigger.key",
                        "transitions[2].trigger.key",
                        "transitions[3].trigger.key"),
                keys.stream().map(Problem::path).toList());
        assertTrue(keys.stream().allMatch(Problem::isError));
        assertTrue(
                keys.get(0).message().startsWith("unknown key \"ESACPE\" (did you mean \"ESCAPE\"?)"),
                keys.get(0).message());
        assertTrue(
                keys.get(1).message().contains("(did you mean \"ESCAPE\"?)"),
                "case is a typo too: " + keys.get(1).message());
        assertTrue(
                keys.get(2).message().startsWith("unknown key \"TITLE\""),
                keys.get(2).message());
        assertEquals(
                "\"SHIFT\" is a modifier key: the player never sends it alone",
                keys.get(3).message());
    }

    @Test
    void unknownInitialAndFromAreErrors() {
        Graph g = graph("titel")
                .states("title")
                .on("t1", "nowhere", Trigger.key("A"), Action.pop())
                .build();
        assertEquals(List.of("unknown-state initial", "unknown-state transitions[0].from"), codesAndPaths(g));
        assertTrue(GraphChecker.check(g).get(0).message().contains("did you mean \"title\""));
    }

    @Test
    void duplicateStateAndTransitionIds() {
        Graph g = graph("a")
                .states("a", "a")
                .on("t", "a", Trigger.key("A"), Action.pop())
                .on("t", "a", Trigger.key("B"), Action.pop())
                .build();
        assertEquals(List.of("duplicate-id states[1].id", "duplicate-id transitions[1].id"), codesAndPaths(g));
    }

    @Test
    void tickRateOutOfRange() {
        Graph g = graph("a").states("a").tickRate(0).build();
        assertEquals(List.of("tick-rate-range tickRate"), codesAndPaths(g));
        assertEquals(
                List.of("tick-rate-range tickRate"),
                codesAndPaths(graph("a").states("a").tickRate(1001).build()));
        assertTrue(GraphChecker.check(graph("a").states("a").tickRate(1000).build()).stream()
                .noneMatch(Problem::isError));
    }

    @Test
    void otherThingsThatCannotRun() {
        Graph g = new Graph(
                "x",
                "bad id",
                60,
                List.of(StateDef.of("bad id")),
                List.of(Transition.of("t1", "bad id", Trigger.timer(-1), List.of())));
        assertEquals(
                List.of(
                        "invalid-id states[0].id",
                        "negative-seconds transitions[0].trigger.seconds",
                        "empty-actions transitions[0].actions"),
                codesAndPaths(g));
        assertEquals(
                List.of("empty-states states", "unknown-state initial"),
                codesAndPaths(new Graph("x", "a", 60, List.of(), List.of())));
    }

    @Test
    void unreachableState() {
        Graph g = graph("title")
                .states("title", "credits")
                .on("title", Trigger.key("Q"), Action.quit())
                .build();
        Problem p = only(g, "unreachable");
        assertEquals("states[1].id", p.path());
        assertTrue(!p.isError());
    }

    @Test
    void stateReachedOnlyThroughAnEnterPushIsReachable() {
        Graph g = graph("options")
                .states("options", "audio")
                .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"))
                .on("audio", Trigger.key("ESCAPE"), Action.quit())
                .build();
        assertEquals(List.of(), GraphChecker.check(g));
    }

    @Test
    void deadEndIsAHeadWithNothingToDo() {
        Graph g = graph("title")
                .states("title", "gameover")
                .on("title", Trigger.signal("dead"), Action.replace("gameover"))
                .build();
        assertEquals("states[1].id", only(g, "dead-end").path());
    }

    @Test
    void behaviourBelowAHeadIsAWayToLeave() {
        Graph g = graph("world")
                .coded("world", "physics")
                .states("hud")
                .on("world", Trigger.on(TriggerType.ENTER), Action.push("hud"))
                .build();
        assertTrue(codesAndPaths(g).stream().noneMatch(c -> c.startsWith("dead-end")), codesAndPaths(g)::toString);
    }

    @Test
    void overlayThatNothingCanPop() {
        Graph g = graph("level")
                .states("level")
                .overlay("pause")
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.button("Restart"), Action.restart())
                .build();
        assertEquals("states[1].overlay", only(g, "overlay-never-popped").path());
    }

    @Test
    void overlayRemovedByPopToBelowIsFine() {
        Graph g = graph("menu")
                .states("menu")
                .overlay("pause")
                .on("menu", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.button("Menu"), Action.popTo("menu"))
                .build();
        assertEquals(List.of(), GraphChecker.check(g));
    }

    @Test
    void laterTransitionWithTheSameInputTriggerIsShadowed() {
        Graph g = graph("level")
                .states("level", "pause", "map")
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("level", Trigger.key("ESCAPE"), Action.push("map"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop())
                .on("map", Trigger.key("ESCAPE"), Action.pop())
                .build();
        List<String> found = codesAndPaths(g);
        assertTrue(found.contains("shadowed-transition transitions[1].trigger"), found::toString);
        assertTrue(found.contains("unreachable states[2].id"), found::toString);
    }

    @Test
    void timersWithTheSameThresholdAreNotShadowed() {
        Graph g = graph("splash")
                .states("splash", "a", "b")
                .on("splash", Trigger.timer(1), Action.push("a"))
                .on("splash", Trigger.timer(1), Action.replace("b"))
                .on("b", Trigger.key("ESCAPE"), Action.clear())
                .build();
        assertTrue(codesAndPaths(g).stream().noneMatch(c -> c.startsWith("shadowed")), codesAndPaths(g)::toString);
    }

    @Test
    void timerOfAStateAlwaysCoveredOnEnterNeverFires() {
        Graph g = graph("options")
                .states("options", "audio")
                .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"))
                .on("options", Trigger.timer(5), Action.quit())
                .on("audio", Trigger.key("ESCAPE"), Action.quit())
                .build();
        assertEquals("transitions[1].trigger", only(g, "timer-never-active").path());
    }

    @Test
    void timerOfAStateUncoveredByAPopCanFire() {
        Graph g = graph("options")
                .states("options", "audio")
                .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"))
                .on("options", Trigger.timer(5), Action.quit())
                .on("audio", Trigger.key("ESCAPE"), Action.pop())
                .build();
        assertTrue(codesAndPaths(g).stream().noneMatch(c -> c.startsWith("timer-never")), codesAndPaths(g)::toString);
    }

    @Test
    void suggestionsNeedAPlausibleTypo() {
        assertEquals(Optional.of("pause"), Suggestions.closest("pasue", List.of("level", "pause")));
        assertEquals(Optional.of("Level"), Suggestions.closest("level", List.of("Level")));
        assertEquals(Optional.empty(), Suggestions.closest("credits", List.of("level", "pause")));
    }

    @Property(tries = 300)
    void checkerNeverThrowsAndValidRandomGraphsHaveNoErrors(@ForAll long seed) {
        Graph g = RandomGraphs.generate(seed, 6, 12);
        assertTrue(GraphChecker.check(g).stream().noneMatch(Problem::isError));
    }
}
