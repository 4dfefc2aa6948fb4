package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Trigger;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** One run of the analysis gives exactly what the checker and the analysis give separately. */
class CheckAndAnalyzeTest {

    @Property(tries = 150)
    void sameProblemsAndReportAsTheSeparateCalls(@ForAll long seed) {
        Graph graph = RandomGraphs.generate(seed, 7, 14);
        GraphCheck both = GraphChecker.checkAndAnalyze(graph);
        assertEquals(GraphChecker.check(graph), both.problems());
        assertEquals(StackAnalysis.analyze(graph), both.report().orElseThrow());
    }

    @Test
    void aGraphWithErrorsStillGetsItsReport() {
        Graph graph = GraphBuilder.graph("menu")
                .states("menu", "game")
                .on("menu", Trigger.button("Play"), Action.push("gmae"))
                .build();
        GraphCheck both = GraphChecker.checkAndAnalyze(graph);
        assertEquals(GraphChecker.check(graph), both.problems());
        assertEquals("unknown-state", both.problems().get(0).code());
        assertEquals(StackAnalysis.analyze(graph), both.report().orElseThrow());
    }

    @Test
    void aStoppedAnalysisGivesTheCoarseReportAndSaysWhichWarningsWereSkipped() {
        Graph graph = GraphBuilder.graph("menu")
                .states("menu", "game")
                .on("menu", Trigger.button("Play"), Action.push("game"))
                .on("game", Trigger.key("ESCAPE"), Action.pop())
                .build();
        GraphCheck both = GraphChecker.checkAndAnalyze(graph, 0, StackAnalysis.NO_CHECKPOINT);
        assertFalse(both.report().orElseThrow().complete());
        assertEquals(
                StackAnalysis.analyze(graph, AnalysisOptions.DEFAULT, 0),
                both.report().orElseThrow());
        assertEquals(StackWarnings.check(graph, 0), both.problems());
        assertTrue(both.problems().stream().anyMatch(p -> p.code().equals("analysis-incomplete")));
    }

    /** A random graph whose analysis does about 250,000 units of work: five checkpoints. */
    private static Graph busyGraph() {
        return RandomGraphs.generate(8, 20, 80);
    }

    @Test
    void aLongAnalysisPassesItsCheckpointsAndTheyChangeNoResult() {
        AtomicInteger calls = new AtomicInteger();
        GraphCheck withCheckpoint = GraphChecker.checkAndAnalyze(busyGraph(), calls::incrementAndGet);
        assertTrue(calls.get() >= 2, "checkpoints passed: " + calls.get());
        assertEquals(GraphChecker.checkAndAnalyze(busyGraph()), withCheckpoint);
    }

    @Test
    void aCheckpointThatThrowsAbandonsTheCheck() {
        CancellationException thrown = assertThrows(
                CancellationException.class,
                () -> GraphChecker.checkAndAnalyze(busyGraph(), () -> {
                    throw new CancellationException("a newer check is on its way");
                }));
        assertEquals("a newer check is on its way", thrown.getMessage());
    }
}
