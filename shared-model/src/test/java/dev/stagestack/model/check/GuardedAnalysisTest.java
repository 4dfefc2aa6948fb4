package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One rule each of how the analysis judges guards, variables, groups, any-state, anyKey and once. */
class GuardedAnalysisTest {

    private static final Trigger A = Trigger.key("A");
    private static final Trigger ANY_KEY = new Trigger(TriggerType.ANY_KEY, null, 0);

    private static Transition on(String id, String from, Trigger trigger, String when, Action... actions) {
        return Transition.builder(id, from, trigger)
                .actions(List.of(actions))
                .when(when)
                .build();
    }

    private static Graph graph(List<StateDef> states, List<Variable> variables, Transition... transitions) {
        return new Graph("g", states.get(0).id(), 60, states, List.of(transitions), variables);
    }

    private static List<StateDef> states(String... ids) {
        List<StateDef> out = new ArrayList<>();
        for (String id : ids) {
            out.add(StateDef.of(id));
        }
        return out;
    }

    @Test
    void aGuardNoReachableValuationSatisfiesNeverFires() {
        Graph g = graph(
                states("title", "world"),
                List.of(Variable.bool("hasSave", false)),
                on("continue", "title", Trigger.button("Continue"), "hasSave", Action.push("world")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("title"), r.reachable());
        assertEquals(1, r.maxDepth());
        assertEquals(
                "exact (1 reachable valuation(s) of 1 variable(s))",
                r.guardsPrecision().orElseThrow());
    }

    @Test
    void aVariableSetSomewhereMakesItsGuardGoBothWays() {
        Graph g = graph(
                states("title", "world"),
                List.of(Variable.bool("hasSave", false)),
                on("save", "title", Trigger.button("Save"), null, Action.set("hasSave", true)),
                on("continue", "title", Trigger.button("Continue"), "hasSave", Action.push("world")));
        assertEquals(List.of("title", "world"), StackAnalysis.analyze(g).reachable());
    }

    @Test
    void smallVariablesAreTrackedExactlyAsAValuationSet() {
        Graph g = graph(
                states("level", "boss"),
                List.of(Variable.integer("n", 0, 3, 0)),
                on("count", "level", A, "n < 2", Action.add("n", 1)),
                on("fight", "level", Trigger.button("Fight"), "n == 3", Action.push("boss")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("level"), r.reachable(), "n only reaches 0, 1 and 2");
        assertEquals(
                "exact (3 reachable valuation(s) of 1 variable(s))",
                r.guardsPrecision().orElseThrow());
    }

    @Test
    void aVariableWithTooManyValuesIsAbstractedAndItsGuardTakenBothWays() {
        Graph g = graph(
                states("level", "boss"),
                List.of(Variable.integer("lives", 0, 1_000_000, 3), Variable.bool("hasSave", false)),
                on("fight", "level", Trigger.button("Fight"), "lives > 500000 && !hasSave", Action.push("boss")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("level", "boss"), r.reachable(), "lives is never raised, but it is abstracted");
        assertEquals(
                "variables abstracted: lives (0..1000000) (more than 4096 valuations); tracked exactly: [hasSave]",
                r.guardsPrecision().orElseThrow());
    }

    @Test
    void behaviourCodeMayWriteEveryVariable() {
        List<StateDef> states = new ArrayList<>(states("title", "world"));
        states.set(0, states.get(0).withBehavior("com.example.Title"));
        Graph g = graph(
                states,
                List.of(Variable.bool("hasSave", false)),
                on("continue", "title", Trigger.button("Continue"), "hasSave", Action.push("world")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("title", "world"), r.reachable());
        assertTrue(r.guardsPrecision().orElseThrow().endsWith("(behaviour code may set any variable)"));
    }

    @Test
    void anEmptyStagingChainIsKnownExactly() {
        Graph g = graph(
                states("title", "world", "lost"),
                List.of(),
                on("go", "title", A, "depth >= 1", Action.push("world")),
                on("never", "title", Trigger.button("B"), "depth == 0", Action.push("lost")),
                on("back", "world", A, "!onStack(world)", Action.pop(), Action.push("lost")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("title", "world"), r.reachable(), "staging holds head when input is handled");
        assertEquals(2, r.maxDepth());
    }

    @Test
    void stackFactsOtherThanTheTopAreTakenBothWays() {
        Graph g = graph(
                states("title", "world", "map"),
                List.of(),
                on("go", "title", A, null, Action.push("world")),
                on("map", "world", A, "!onStack(title)", Action.push("map")));
        assertEquals(List.of("title", "world", "map"), StackAnalysis.analyze(g).reachable(), "title is below");
    }

    @Test
    void aGuardedOrOnceTransitionShadowsNothing() {
        Graph g = graph(
                states("title", "a", "b", "c"),
                List.of(Variable.bool("x", false)),
                on("flip", "title", Trigger.button("X"), null, Action.set("x", true)),
                on("first", "title", A, "x", Action.push("a")),
                Transition.builder("second", "title", A)
                        .actions(List.of(Action.push("b")))
                        .once(true)
                        .build(),
                on("third", "title", A, null, Action.push("c")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("title", "a", "b", "c"), r.reachable());
        assertTrue(GraphChecker.check(g).stream().noneMatch(p -> p.code().equals("shadowed-transition")));
    }

    @Test
    void groupAndAnyStateTransitionsApplyToTheirStates() {
        List<StateDef> states = new ArrayList<>(states("title", "options", "help", "quitting"));
        states.set(1, states.get(1).withGroups(List.of("menus")));
        Graph g = graph(
                states,
                List.of(),
                on("options", "title", A, null, Action.push("options")),
                on("help", "@menus", Trigger.key("H"), null, Action.push("help")),
                on("exit", "*", Trigger.key("F10"), null, Action.push("quitting")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("title", "options", "help", "quitting"), r.reachable());
        assertEquals(List.of("options"), r.popTargetsOf("help"), "only menus push help");
        assertEquals(List.of("title", "options", "help", "quitting"), r.popTargetsOf("quitting"));
    }

    @Test
    void anyKeyFiresLikeAKey() {
        Graph g = graph(
                states("splash", "title"),
                List.of(Variable.bool("seen", false)),
                Transition.builder("skip", "splash", ANY_KEY)
                        .actions(List.of(Action.set("seen", true), Action.replace("title")))
                        .once(true)
                        .build());
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("splash", "title"), r.headStates());
        assertEquals(1, r.maxDepth());
    }

    @Test
    void variableActionsNeverTouchTheStack() {
        Graph g = graph(
                states("title", "world"),
                List.of(Variable.bool("title", false)),
                on("go", "title", A, null, Action.set("title", true), Action.reset("title"), Action.push("world")));
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("title", "world"), r.headStates(), "a variable named like a state is no target");
        assertFalse(r.approximations().stream().anyMatch(line -> line.contains("graph has errors")));
    }

    @Test
    void aLifecycleGuardIsJudgedAtItsTurnAndAtTheStartOfItsCallback() {
        Graph g = graph(
                states("title", "world", "hud"),
                List.of(),
                on("go", "title", A, null, Action.push("world")),
                on("pushHud", "world", Trigger.on(TriggerType.ENTER), null, Action.pop()),
                on("hud", "world", Trigger.on(TriggerType.ENTER), "onStack(world)", Action.push("hud")));
        StackReport r = StackAnalysis.analyze(g);
        assertTrue(r.reachable().contains("hud"), "a runtime may judge every guard of the callback before firing");
    }
}
