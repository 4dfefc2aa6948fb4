package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Soundness of {@link StackAnalysis} against {@link ConcreteExplorer}, an independent simulation of
 * docs/semantics.md: whatever the explorer sees, the analysis must have allowed for.
 */
class StackAnalysisProperties {

    private static final int STACKS = 300;

    private static AnalysisOptions options(int events) {
        return new AnalysisOptions(events, 6, 40);
    }

    @Property(tries = 400)
    void popTargetsContainEveryBelowPairSeen(@ForAll long seed, @ForAll @IntRange(min = 1, max = 2) int events) {
        Graph g = RandomGraphs.generate(seed, 5, 9);
        StackReport report = StackAnalysis.analyze(g, options(events));
        ConcreteExplorer.Seen seen = new ConcreteExplorer(g, options(events), STACKS).explore();
        for (List<String> pair : seen.belowPairs) {
            assertTrue(
                    report.popTargetsOf(pair.get(0)).contains(pair.get(1)),
                    () -> "missing " + pair + " in " + report.popTargets() + " for " + g);
        }
    }

    @Property(tries = 400)
    void maxDepthIsAtLeastTheDeepestStackSeen(@ForAll long seed, @ForAll @IntRange(min = 1, max = 2) int events) {
        Graph g = RandomGraphs.generate(seed, 5, 9);
        StackReport report = StackAnalysis.analyze(g, options(events));
        ConcreteExplorer.Seen seen = new ConcreteExplorer(g, options(events), STACKS).explore();
        assertTrue(
                report.unbounded() || report.maxDepth() >= seen.maxDepth,
                () -> "maxDepth " + report.maxDepth() + " < " + seen.maxDepth + " for " + g);
    }

    @Property(tries = 400)
    void reachableAndHeadStatesContainWhatIsSeen(@ForAll long seed, @ForAll @IntRange(min = 1, max = 2) int events) {
        Graph g = RandomGraphs.generate(seed, 5, 9);
        StackReport report = StackAnalysis.analyze(g, options(events));
        ConcreteExplorer.Seen seen = new ConcreteExplorer(g, options(events), STACKS).explore();
        assertTrue(report.reachable().containsAll(seen.pushed), () -> report.reachable() + " vs " + seen.pushed);
        assertTrue(
                report.headStates().containsAll(seen.heads),
                () -> report.headStates() + " vs " + seen.heads + " for " + g);
    }

    @Property(tries = 200)
    void analysisIsDeterministic(@ForAll long seed) {
        Graph g = RandomGraphs.generate(seed, 8, 16);
        assertEquals(StackAnalysis.analyze(g), StackAnalysis.analyze(g));
    }

    @Property(tries = 200)
    void moreEventsPerTickNeverShrinkTheResults(@ForAll long seed) {
        Graph g = RandomGraphs.generate(seed, 6, 12);
        StackReport one = StackAnalysis.analyze(g);
        StackReport any =
                StackAnalysis.analyze(g, AnalysisOptions.DEFAULT.withInputEventsPerTick(AnalysisOptions.ANY_NUMBER));
        assertTrue(any.reachable().containsAll(one.reachable()));
        one.popTargets()
                .forEach((state, below) -> assertTrue(any.popTargetsOf(state).containsAll(below)));
    }
}
