package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.model.check.StressGraphs;
import dev.stagestack.tools.depth.DepthJudge;
import dev.stagestack.tools.depth.ExploreDepth;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Exploring a graph whose stacks explode stops at its memory or time budget with what it found, and
 * says which budget; the tours over it stop at their own work budget.
 */
class ExplorationBudgetTest {

    private static final Graph HUB = StressGraphs.hubAndLeaves(200);
    private static final ExploreOptions NO_TIME_LIMIT =
            ExploreOptions.DEFAULTS.withMaxDepth(8).withMaxTime(Duration.ofHours(1));

    @Test
    void theMemoryBudgetStopsTheExplorationWithPartialResults() {
        long budget = 4L << 20;
        ConfigurationGraph explored = ConfigurationExplorer.explore(HUB, NO_TIME_LIMIT.withMaxMemoryBytes(budget));

        ConfigurationGraph.Exploration e = explored.exploration();
        assertEquals(ConfigurationGraph.Limit.MEMORY, e.stoppedBy());
        assertFalse(e.complete());
        assertTrue(e.bytes() > budget && e.bytes() < 2 * budget, "stops within a tick of the budget: " + e.bytes());
        assertTrue(
                e.stopped().orElseThrow().startsWith("stopped at the memory budget (4 MiB): "),
                e.stopped().get());
        assertTrue(explored.configurationCount() > 100, "partial results: " + explored.configurationCount());
        Configuration deepest = explored.configurations().get(explored.configurationCount() - 1);
        assertTrue(explored.pathTo(deepest).isPresent());
    }

    @Test
    void theTimeBudgetStopsTheExploration() {
        ConfigurationGraph explored =
                ConfigurationExplorer.explore(HUB, NO_TIME_LIMIT.withMaxTime(Duration.ofMillis(1)));

        assertEquals(ConfigurationGraph.Limit.TIME, explored.exploration().stoppedBy());
        assertTrue(
                explored.exploration().stopped().orElseThrow().startsWith("stopped at the time budget (0.001 s)"),
                explored.exploration().stopped().get());
        assertTrue(explored.configurationCount() >= 1);
    }

    /** A graph of timers alone has no input to try, and the budget is checked before each run state too. */
    @Test
    void theTimeBudgetStopsAGraphOfTimersAlone() {
        Graph timers = new Graph(
                "timers",
                "a",
                60,
                List.of(StateDef.of("a")),
                List.of(Transition.of("again", "a", Trigger.timer(0.05), List.of(Action.push("a")))));

        ConfigurationGraph explored =
                ConfigurationExplorer.explore(timers, NO_TIME_LIMIT.withMaxTime(Duration.ofNanos(1)));

        assertEquals(ConfigurationGraph.Limit.TIME, explored.exploration().stoppedBy());
        assertFalse(explored.exploration().complete());
    }

    /** 2,000 run states of the hub try 400,000 ticks: their tables take a few megabytes, not a gigabyte. */
    @Test
    void twoThousandRunStatesOfTheHubTakeAFewMegabytes() {
        ConfigurationGraph explored = ConfigurationExplorer.explore(HUB, NO_TIME_LIMIT.withMaxRunStates(2000));

        ConfigurationGraph.Exploration e = explored.exploration();
        assertEquals(ConfigurationGraph.Limit.RUN_STATES, e.stoppedBy());
        assertEquals(2000, e.runStates());
        assertTrue(e.bytes() < (16L << 20), "tables of " + e.bytes() + " bytes");
        PathCover.Tours tours = PathCover.tours(explored, PathCover.Goal.TRANSITIONS);
        assertFalse(tours.stopped());
        assertEquals(tours.total(), tours.covered());
    }

    @Test
    void theToursStopAtTheirWorkBudgetAndSaySo() {
        ConfigurationGraph explored = ConfigurationExplorer.explore(HUB, NO_TIME_LIMIT.withMaxRunStates(2000));

        PathCover.Tours tours = PathCover.tours(explored, PathCover.Goal.CONFIGURATIONS, 1_000);

        assertTrue(tours.stopped());
        assertTrue(tours.covered() > 0 && tours.covered() < tours.total(), tours.covered() + " of " + tours.total());
    }

    @Test
    void aGraphTheAnalysisCannotBoundIsCutWithAReasonNotAnEmptyWitness() {
        ExploreDepth depth = ExploreDepth.of(StressGraphs.generated(5000, 1));

        assertEquals(ExploreOptions.UNBOUNDED_DEPTH, depth.depth());
        String reason = depth.reason().orElseThrow();
        assertFalse(reason.contains("()"), reason);
        assertTrue(reason.startsWith("the stack analysis stopped at its budget"), reason);
        // the judge's own second may not find the pump on a loaded machine; with time it always does
        StackReport analysis = StackAnalysis.analyze(HUB);
        String hub = ExploreDepth.of(
                        analysis,
                        DepthJudge.judge(HUB, analysis, ExploreOptions.DEFAULTS.withMaxTime(Duration.ofMinutes(5))))
                .reason()
                .orElseThrow();
        assertTrue(
                hub.startsWith("the stack can grow without bound (pushed by ")
                        && hub.endsWith("): exploring stacks up to 8 entries"),
                hub);
    }
}
