package dev.stagestack.editor.geometry;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.model.diagram.PopReveals;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What the stack analysis tells the canvas, in the editor's terms: which states a pop can reveal,
 * how deep the stack can grow and the cycle that makes it unbounded.
 *
 * @param popTargets     state id to what a pop from it can reveal ({@link PopReveals#of}, the empty
 *                       stack included); a state that is absent is one the analysis cannot tell about
 * @param maxDepth       the deepest stack reachable, or empty when unbounded or unknown
 * @param unboundedCycle state ids of a stack, bottom first, whose repeating part grows without limit;
 *                       empty if none
 * @param popEmptyTransitions transitions one of whose actions can find the stack already empty
 * @param runawayLoops   lifecycle-trigger loops that run away, each as the state ids it goes through
 */
public record StackInsight(Map<String, Set<String>> popTargets, OptionalInt maxDepth, List<String> unboundedCycle,
                           List<String> popEmptyTransitions, List<List<String>> runawayLoops) {

    /** Nothing known yet (before the first analysis). */
    public static final StackInsight UNKNOWN =
            new StackInsight(Map.of(), OptionalInt.empty(), List.of());

    public StackInsight {
        popTargets = Map.copyOf(popTargets);
        unboundedCycle = List.copyOf(unboundedCycle);
        popEmptyTransitions = List.copyOf(popEmptyTransitions);
        runawayLoops = runawayLoops.stream().map(List::copyOf).toList();
    }

    /** What the canvas needs, with no findings about empty pops or runaway loops. */
    public StackInsight(Map<String, Set<String>> popTargets, OptionalInt maxDepth, List<String> unboundedCycle) {
        this(popTargets, maxDepth, unboundedCycle, List.of(), List.of());
    }

    public boolean isUnbounded() {
        return !unboundedCycle.isEmpty();
    }

    /**
     * The analysis in the canvas's terms: what a pop from each state can reveal. An incomplete
     * (coarse) report names every state as a possible target, so its pops keep the "cannot tell" glyph;
     * it also lists every pop as one that may find the stack empty, which finds nothing, so no pop is
     * taken as a finding from it (the check's {@code analysis-incomplete} warning says what was skipped).
     */
    public static StackInsight of(Graph graph, StackReport report) {
        Map<String, Set<String>> targets = PopReveals.of(graph, report);
        OptionalInt depth = report.maxDepth() == null ? OptionalInt.empty() : OptionalInt.of(report.maxDepth());
        return new StackInsight(targets, depth, report.unbounded() ? report.unboundedCycle() : List.of(),
                report.complete() ? report.popEmptyTransitions() : List.of(), report.runawayLoops());
    }
}
