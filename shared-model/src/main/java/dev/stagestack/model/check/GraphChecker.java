package dev.stagestack.model.check;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * Validates a graph: errors (it cannot run) and warnings (it runs, but part of it can never matter).
 * Problems carry JSON paths only (e.g. {@code transitions[5].actions[1].target}); the codec's source
 * map adds file, line and column. Every problem has a stable {@link Problem#code()}:
 * errors (codes of {@link dev.stagestack.model.ProblemCodes}, the same as the codec's for the same fault)
 * {@code tick-rate-range}, {@code empty-states}, {@code invalid-id}, {@code duplicate-id},
 * {@code unknown-state}, {@code negative-seconds}, {@code unknown-key}, {@code empty-actions}, {@code unknown-sound}; warnings
 * {@code shadowed-transition}, {@code unreachable}, {@code dead-end}, {@code overlay-never-popped},
 * {@code timer-never-active}, {@code export-text}, {@code unused-variable}, {@code constant-guard}. Warnings are only computed for graphs without errors.
 */
public final class GraphChecker {

    private GraphChecker() {}

    /** Errors first, in file order, then warnings. */
    public static List<Problem> check(Graph graph) {
        List<Problem> problems = new ArrayList<>(StructureRules.check(graph));
        if (problems.isEmpty()) {
            problems.addAll(StackWarnings.check(graph));
            problems.addAll(ExportTextWarnings.check(graph));
            problems.addAll(ConditionWarnings.check(graph));
        }
        return List.copyOf(problems);
    }

    /**
     * The errors of {@link #check} alone, in file order, without the stack analysis the warnings need:
     * what keeps a graph from running, as cheap as reading it.
     */
    public static List<Problem> errors(Graph graph) {
        return List.copyOf(StructureRules.check(graph));
    }

    /**
     * What {@link #check} and {@link StackAnalysis#analyze(Graph)} say, from one run of the analysis
     * instead of two: for tools that show both, such as the editor's live check. The report is empty
     * only when the graph has errors the analysis cannot make sense of.
     */
    public static GraphCheck checkAndAnalyze(Graph graph) {
        return checkAndAnalyze(graph, -1, StackAnalysis.NO_CHECKPOINT);
    }

    /**
     * As {@link #checkAndAnalyze(Graph)}, calling {@code checkpoint} on this thread every so often
     * while the analysis works (about every 50,000 steps of its work budget; never for a small graph):
     * it may block to let something more urgent have the processor, or throw a
     * {@link CancellationException} to abandon a check nobody needs any more, which then reaches the
     * caller. It changes no result.
     */
    public static GraphCheck checkAndAnalyze(Graph graph, Runnable checkpoint) {
        return checkAndAnalyze(graph, -1, Objects.requireNonNull(checkpoint, "checkpoint"));
    }

    /** As {@link #checkAndAnalyze(Graph, Runnable)} with an item budget; negative for the default. */
    static GraphCheck checkAndAnalyze(Graph graph, long budget, Runnable checkpoint) {
        List<Problem> problems = new ArrayList<>(StructureRules.check(graph));
        if (!problems.isEmpty()) {
            return new GraphCheck(problems, reportDespiteErrors(graph, budget, checkpoint));
        }
        try {
            AnalysisResult result =
                    StackAnalysis.run(graph, StackWarnings.ASSUMPTION, itemBudget(graph, budget), checkpoint);
            problems.addAll(StackWarnings.of(graph, result));
            problems.addAll(ExportTextWarnings.check(graph));
            problems.addAll(ConditionWarnings.check(graph));
            return new GraphCheck(problems, Optional.of(new ReportBuilder(result).build()));
        } catch (AnalysisBudgetExceeded stopped) {
            GraphIndex index = new GraphIndex(graph);
            problems.addAll(StackWarnings.ofStopped(graph, index, stopped));
            problems.addAll(ExportTextWarnings.check(graph));
            problems.addAll(ConditionWarnings.check(graph));
            return new GraphCheck(
                    problems, Optional.of(CoarseReport.of(index, StackWarnings.ASSUMPTION, stopped.getMessage())));
        }
    }

    /** The report of a graph with errors, as far as the analysis can make sense of it; empty if it cannot. */
    private static Optional<StackReport> reportDespiteErrors(Graph graph, long budget, Runnable checkpoint) {
        try {
            return Optional.of(
                    StackAnalysis.analyze(graph, StackWarnings.ASSUMPTION, itemBudget(graph, budget), checkpoint));
        } catch (CancellationException abandoned) {
            throw abandoned;
        } catch (RuntimeException unusable) {
            return Optional.empty();
        }
    }

    private static long itemBudget(Graph graph, long budget) {
        return budget >= 0 ? budget : AnalysisBudgetExceeded.defaultFor(graph);
    }
}
