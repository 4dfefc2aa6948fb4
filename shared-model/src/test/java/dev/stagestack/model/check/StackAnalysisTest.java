package dev.stagestack.model.check;

import static dev.stagestack.model.check.GraphBuilder.graph;
import static dev.stagestack.model.check.StackReport.EMPTY_STACK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StackAnalysisTest {

    private static final Trigger ESC = Trigger.key("ESCAPE");

    private static Graph menu() {
        return graph("title")
                .states("title", "level")
                .overlay("pause")
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", ESC, Action.push("pause"))
                .on("pause", Trigger.button("Resume"), Action.pop())
                .on("pause", Trigger.button("Menu"), Action.popTo("title"))
                .build();
    }

    @Test
    void boundedMenuHasExactDepthAndPopTargets() {
        StackReport r = StackAnalysis.analyze(menu());
        assertFalse(r.unbounded());
        assertEquals(3, r.maxDepth());
        assertEquals(
                Map.of("title", List.of(EMPTY_STACK), "level", List.of("title"), "pause", List.of("level")),
                r.popTargets());
        assertEquals(List.of("title"), r.emptyPopFrom());
        assertEquals(List.of("title", "level", "pause"), r.headStates());
        assertTrue(r.runawayLoops().isEmpty());
        assertTrue(r.popEmptyTransitions().isEmpty());
    }

    @Test
    void pauseOptionsPauseIsUnboundedWithWitnessStack() {
        Graph g = graph("level")
                .states("level", "pause", "options")
                .on("level", ESC, Action.push("pause"))
                .on("pause", Trigger.button("Options"), Action.push("options"))
                .on("options", Trigger.button("Back"), Action.pop())
                .on("options", Trigger.button("Pause"), Action.push("pause"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertTrue(r.unbounded());
        assertNull(r.maxDepth());
        assertEquals(List.of("level", "pause", "options", "pause"), r.unboundedCycle());
        assertEquals(List.of("level", "options"), r.popTargetsOf("pause"));
    }

    @Test
    void lifecycleLoopThatAlwaysRunsAwayIsReportedWithWitness() {
        Graph g = graph("A")
                .states("A", "B")
                .on("A", Trigger.on(TriggerType.ENTER), Action.push("B"))
                .on("B", Trigger.on(TriggerType.ENTER), Action.pop())
                .on("A", Trigger.on(TriggerType.RESUME), Action.push("B"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(1, r.runawayLoops().size());
        assertEquals(
                List.of("A", "B"), r.runawayLoops().get(0).stream().sorted().toList());
        String witness = r.runawayWitnesses().get(0);
        assertTrue(witness.contains("enter B (t2: pop)"), witness);
        assertTrue(witness.contains("resume A (t3: push B)"), witness);
        assertEquals(2, r.maxDepth());
    }

    @Test
    void enterThenPopWithoutResumeTriggerEndsAndIsNoRunaway() {
        Graph g = graph("A")
                .states("A", "B")
                .on("A", Trigger.on(TriggerType.ENTER), Action.push("B"))
                .on("B", Trigger.on(TriggerType.ENTER), Action.pop())
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertTrue(r.runawayLoops().isEmpty());
        assertEquals(List.of("A"), r.headStates());
    }

    @Test
    void divergedExampleOfSemanticsSection10() {
        Graph g = graph("title")
                .states("title", "world", "options", "audio")
                .on("title", Trigger.button("Play"), Action.push("world"))
                .on("world", Trigger.button("Options"), Action.pop(), Action.push("options"))
                .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(3, r.maxDepth());
        assertEquals(List.of("title"), r.popTargetsOf("world"));
        assertEquals(List.of("title"), r.popTargetsOf("options"));
        assertEquals(List.of("options"), r.popTargetsOf("audio"));
        assertEquals(List.of("title", "world", "audio"), r.headStates(), "options is always covered by audio");
    }

    @Test
    void secondInputEventInOneTickCanPushTwice() {
        Graph g = graph("title")
                .states("title", "world")
                .on("title", Trigger.button("Play"), Action.push("world"))
                .build();
        StackReport human = StackAnalysis.analyze(g);
        StackReport script = StackAnalysis.analyze(g, AnalysisOptions.DEFAULT.withInputEventsPerTick(2));
        assertEquals(2, human.maxDepth());
        assertEquals(List.of("title"), human.popTargetsOf("world"));
        assertEquals(List.of("title", "world"), script.popTargetsOf("world"));
        assertTrue(script.unbounded(), "the below relation cannot count how often world lies on world");
        assertEquals(2, script.assumptions().inputEventsPerTick());
        assertTrue(script.approximations().get(0).contains("at most 2 input event(s) per tick"));
    }

    @Test
    void timersWithTheSameThresholdFireInTheSameTick() {
        Graph g = graph("splash")
                .states("splash", "a", "b")
                .on("splash", Trigger.timer(1), Action.push("a"))
                .on("splash", Trigger.timer(1), Action.push("b"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("a"), r.popTargetsOf("b"), "b is always pushed right after a");
        assertEquals(3, r.maxDepth());
    }

    @Test
    void popOnEmptyStagingIsReported() {
        Graph g = graph("title")
                .states("title")
                .on("title", Trigger.button("Back"), Action.pop(), Action.pop())
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("t1"), r.popEmptyTransitions());
        assertEquals(List.of("title"), r.emptyPopFrom());
    }

    @Test
    void clearThenPushMakesANewBottomEntry() {
        Graph g = graph("title")
                .states("title", "level", "gameover")
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.signal("dead"), Action.clear(), Action.push("gameover"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of(EMPTY_STACK), r.popTargetsOf("gameover"));
        assertEquals(2, r.maxDepth());
        assertTrue(r.headStates().contains("gameover"));
    }

    @Test
    void replaceAndPopToRevealOnlyWhatCanBeBelow() {
        Graph g = graph("menu")
                .states("menu", "level1", "level2", "pause")
                .on("menu", Trigger.button("Play"), Action.push("level1"))
                .on("level1", Trigger.signal("won"), Action.replace("level2"))
                .on("level1", ESC, Action.push("pause"))
                .on("level2", ESC, Action.push("pause"))
                .on("pause", Trigger.button("Quit"), Action.popTo("menu"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(List.of("menu"), r.popTargetsOf("level2"));
        assertEquals(List.of("level1", "level2"), r.popTargetsOf("pause"));
        assertEquals(3, r.maxDepth());
    }

    @Test
    void behaviourStatesAreNamedAsAnApproximation() {
        Graph g = graph("game").coded("game", "bounce").build();
        StackReport r = StackAnalysis.analyze(g);
        assertTrue(
                r.approximations().stream().anyMatch(a -> a.contains("behaviour code [game]")),
                r.approximations().toString());
    }

    @Test
    void selfPushBeyondTheDepthLimitIsCappedAndModelsRefusals() {
        Graph g = graph("a")
                .states("a")
                .on("a", Trigger.key("N"), Action.push("a"))
                .build();
        StackReport r = StackAnalysis.analyze(g, AnalysisOptions.DEFAULT.withDepthLimit(4));
        assertTrue(r.unbounded());
        assertEquals(List.of("a", "a"), r.unboundedCycle());
        assertTrue(r.approximations().stream().anyMatch(a -> a.contains("depth limit (4)")));
    }

    @Test
    void analysisIgnoresDanglingNamesOfAnInvalidGraph() {
        Graph g = graph("title")
                .states("title")
                .on("title", Trigger.button("Play"), Action.push("nowhere"))
                .build();
        StackReport r = StackAnalysis.analyze(g);
        assertEquals(1, r.maxDepth());
        assertTrue(r.approximations().stream().anyMatch(a -> a.contains("graph has errors")));
    }
}
