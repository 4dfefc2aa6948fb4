package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.Trigger;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * A graph whose analysis runs past its work budget gets the coarsest sound report, never a wrong
 * one, and the checker says which warnings it could not compute.
 */
class AnalysisBudgetTest {

    @Property(tries = 200)
    void theCoarseReportContainsEverythingThePreciseOneSays(@ForAll long seed) {
        Graph graph = RandomGraphs.generate(seed, 6, 12);
        StackReport precise = StackAnalysis.analyze(graph);
        StackReport coarse = StackAnalysis.analyze(graph, AnalysisOptions.DEFAULT, 0);
        assertTrue(precise.complete(), "small graphs finish within the default budget");
        assertFalse(coarse.complete());
        assertNull(coarse.maxDepth(), "no bound is claimed");
        assertTrue(coarse.unbounded());
        assertTrue(coarse.reachable().containsAll(precise.reachable()));
        assertTrue(coarse.headStates().containsAll(precise.headStates()));
        assertTrue(coarse.emptyPopFrom().containsAll(precise.emptyPopFrom()));
        assertTrue(coarse.popEmptyTransitions().containsAll(precise.popEmptyTransitions()));
        precise.popTargets()
                .forEach((state, below) ->
                        assertTrue(coarse.popTargetsOf(state).containsAll(below), state + ": " + below));
        assertTrue(coarse.approximations().get(0).startsWith("Incomplete: the stack analysis stopped after"));
    }

    @Test
    void theCheckerSaysWhichWarningsItSkippedAndKeepsTheOnesThatNeedNoAnalysis() {
        Graph graph = GraphBuilder.graph("menu")
                .states("menu", "game", "lost")
                .on("menu", Trigger.button("Play"), Action.push("game"))
                .on("menu", Trigger.button("Play"), Action.push("lost"))
                .build();
        List<Problem> warnings = StackWarnings.check(graph, 0);
        assertEquals(
                List.of("shadowed-transition", "analysis-incomplete"),
                warnings.stream().map(Problem::code).toList(),
                warnings.toString());
        assertTrue(
                warnings.get(1).message().contains("were not computed"),
                warnings.get(1).message());
    }
}
