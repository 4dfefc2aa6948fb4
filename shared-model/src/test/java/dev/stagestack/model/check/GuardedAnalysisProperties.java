package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Soundness of {@link StackAnalysis} on graphs with variables, guards, groups, any-state transitions,
 * anyKey and once, against {@link ConcreteExplorer}: whatever a run does, the analysis allowed for.
 */
class GuardedAnalysisProperties {

    private static final int RUN_STATES = 2000;

    private static AnalysisOptions options(int events) {
        return new AnalysisOptions(events, 6, 40);
    }

    private static ConcreteExplorer.Seen explore(Graph g, int events) {
        return new ConcreteExplorer(g, options(events), RUN_STATES).explore();
    }

    @Property(tries = 400)
    void popTargetsContainEveryBelowPairSeen(@ForAll long seed, @ForAll @IntRange(min = 1, max = 2) int events) {
        Graph g = RandomGuardedGraphs.generate(seed, 5, 9);
        StackReport report = StackAnalysis.analyze(g, options(events));
        for (List<String> pair : explore(g, events).belowPairs) {
            assertTrue(
                    report.popTargetsOf(pair.get(0)).contains(pair.get(1)),
                    () -> "missing " + pair + " in " + report.popTargets() + " for " + g);
        }
    }

    @Property(tries = 400)
    void maxDepthIsAtLeastTheDeepestStackSeen(@ForAll long seed, @ForAll @IntRange(min = 1, max = 2) int events) {
        Graph g = RandomGuardedGraphs.generate(seed, 5, 9);
        StackReport report = StackAnalysis.analyze(g, options(events));
        ConcreteExplorer.Seen seen = explore(g, events);
        assertTrue(
                report.unbounded() || report.maxDepth() >= seen.maxDepth,
                () -> "maxDepth " + report.maxDepth() + " < " + seen.maxDepth + " for " + g);
    }

    @Property(tries = 400)
    void reachableAndHeadStatesContainWhatIsSeen(@ForAll long seed, @ForAll @IntRange(min = 1, max = 2) int events) {
        Graph g = RandomGuardedGraphs.generate(seed, 5, 9);
        StackReport report = StackAnalysis.analyze(g, options(events));
        ConcreteExplorer.Seen seen = explore(g, events);
        assertTrue(report.reachable().containsAll(seen.pushed), () -> report.reachable() + " vs " + seen.pushed);
        assertTrue(
                report.headStates().containsAll(seen.heads),
                () -> report.headStates() + " vs " + seen.heads + " for " + g);
    }

    @Property(tries = 200)
    void applyingTransitionsAreTheModelsForEveryState(@ForAll long seed) {
        Graph g = RandomGuardedGraphs.generate(seed, 6, 12);
        var byState = ApplyingTransitions.byState(g);
        for (StateDef s : g.states()) {
            assertEquals(g.transitionsApplyingTo(s), byState.get(s.id()), s.id());
        }
    }

    @Property(tries = 200)
    void everyGuardedReportSaysHowItJudgedTheVariables(@ForAll long seed) {
        Graph g = RandomGuardedGraphs.generate(seed, 5, 9);
        String precision = StackAnalysis.analyze(g).guardsPrecision().orElseThrow();
        boolean big = g.variable("big").isPresent();
        assertTrue(
                big ? precision.startsWith("variables abstracted: big (0..1000000)") : precision.startsWith("exact ("),
                precision);
    }

    @Property(tries = 200)
    void graphsWithoutTheNewFeaturesSayNothingAboutGuards(@ForAll long seed) {
        Graph g = RandomGraphs.generate(seed, 6, 12);
        assertFalse(StackAnalysis.analyze(g).guardsPrecision().isPresent());
    }
}
