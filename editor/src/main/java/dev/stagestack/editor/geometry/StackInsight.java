package dev.stagestack.editor.geometry;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.depth.DepthJudge;
import dev.stagestack.tools.depth.DepthVerdict;
import dev.stagestack.tools.depth.PumpWitness;
import dev.stagestack.tools.diagram.PopReveals;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What the stack analysis tells the canvas, in the editor's terms: which states a pop can reveal,
 * how deep the stack can grow (the depth verdict, docs/analysis.md "Depth verdicts") and, when a
 * pumping script shows it unbounded, the states it piles up and the transitions that push them.
 *
 * @param popTargets     state id to what a pop from it can reveal ({@link PopReveals#of}, the empty
 *                       stack included); a state that is absent is one the analysis cannot tell about
 * @param maxDepth       the depth no run exceeds (exact or over-approximated, see {@code depth}), or
 *                       empty when unbounded or unknown
 * @param unboundedCycle when a pumping script shows the stack unbounded: the states one turn of its loop
 *                       adds, bottom first (the canvas marks them); empty otherwise
 * @param popEmptyTransitions transitions one of whose actions can find the stack already empty
 * @param runawayLoops   lifecycle-trigger loops that run away, each as the state ids it goes through
 * @param depth          the depth verdict with its evidence, when the graph was judged
 */
public record StackInsight(
        Map<String, Set<String>> popTargets,
        OptionalInt maxDepth,
        List<String> unboundedCycle,
        List<String> popEmptyTransitions,
        List<List<String>> runawayLoops,
        Optional<DepthVerdict> depth) {

    /** Nothing known yet (before the first analysis). */
    public static final StackInsight UNKNOWN = new StackInsight(Map.of(), OptionalInt.empty(), List.of());

    public StackInsight {
        popTargets = Map.copyOf(popTargets);
        unboundedCycle = List.copyOf(unboundedCycle);
        popEmptyTransitions = List.copyOf(popEmptyTransitions);
        runawayLoops = runawayLoops.stream().map(List::copyOf).toList();
    }

    /** What the canvas needs, with no findings about empty pops or runaway loops and no verdict. */
    public StackInsight(Map<String, Set<String>> popTargets, OptionalInt maxDepth, List<String> unboundedCycle) {
        this(popTargets, maxDepth, unboundedCycle, List.of(), List.of(), Optional.empty());
    }

    public boolean isUnbounded() {
        return !unboundedCycle.isEmpty();
    }

    /**
     * The analysis in the canvas's terms: what a pop from each state can reveal, and the depth
     * verdict, which explores the graph through the runtime ({@link DepthJudge}, so call it off the FX
     * thread). An incomplete (coarse) report names every state as a possible target, so its pops keep
     * the "cannot tell" glyph; it also lists every pop as one that may find the stack empty, which finds
     * nothing, so no pop is taken as a finding from it (the check's {@code analysis-incomplete} warning
     * says what was skipped).
     */
    public static StackInsight of(Graph graph, StackReport report) {
        return of(graph, report, DepthJudge.judge(graph, report));
    }

    /** As {@link #of(Graph, StackReport)}, with the depth verdict already made. */
    public static StackInsight of(Graph graph, StackReport report, DepthVerdict verdict) {
        Map<String, Set<String>> targets = PopReveals.of(graph, report);
        OptionalInt depth = verdict.bound().map(OptionalInt::of).orElse(OptionalInt.empty());
        List<String> cycle = verdict.witness().map(PumpWitness::growth).orElse(List.of());
        return new StackInsight(
                targets,
                depth,
                cycle,
                report.complete() ? report.popEmptyTransitions() : List.of(),
                report.runawayLoops(),
                Optional.of(verdict));
    }
}
