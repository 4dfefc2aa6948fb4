package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Trigger;
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
        Graph graph = GraphBuilder.graph("menu").states("menu", "game")
                .on("menu", Trigger.button("Play"), Action.push("gmae"))
                .build();
        GraphCheck both = GraphChecker.checkAndAnalyze(graph);
        assertEquals(GraphChecker.check(graph), both.problems());
        assertEquals("unknown-state", both.problems().get(0).code());
        assertEquals(StackAnalysis.analyze(graph), both.report().orElseThrow());
    }

    @Test
    void aStoppedAnalysisGivesTheCoarseReportAndSaysWhichWarningsWereSkipped() {
        Graph graph = GraphBuilder.graph("menu").states("menu", "game")
                .on("menu", Trigger.button("Play"), Action.push("game"))
                .on("game", Trigger.key("Escape"), Action.pop())
                .build();
        GraphCheck both = GraphChecker.checkAndAnalyze(graph, 0);
        assertFalse(both.report().orElseThrow().complete());
        assertEquals(StackAnalysis.analyze(graph, AnalysisOptions.DEFAULT, 0), both.report().orElseThrow());
        assertEquals(StackWarnings.check(graph, 0), both.problems());
        assertTrue(both.problems().stream().anyMatch(p -> p.code().equals("analysis-incomplete")));
    }
}
