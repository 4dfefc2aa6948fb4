package dev.stagestack.model.check;

import dev.stagestack.model.Graph;
import java.util.BitSet;

/**
 * Static analysis of a graph as a pushdown system whose stack symbols are state ids: what a pop can
 * reveal, how deep the stack can get, and which lifecycle-trigger loops always run away. Sound for
 * every run that respects the {@link AnalysisOptions}: it never reports a bound a run can exceed nor
 * omits a state a pop can reveal. Requests made by behaviour code are not seen. See docs/analysis.md.
 */
public final class StackAnalysis {

    /** A checkpoint that does nothing. */
    static final Runnable NO_CHECKPOINT = () -> {};

    private StackAnalysis() {}

    /** Analyses {@code graph} with {@link AnalysisOptions#DEFAULT} (one input event per tick). */
    public static StackReport analyze(Graph graph) {
        return analyze(graph, AnalysisOptions.DEFAULT);
    }

    /**
     * Analyses {@code graph} for every run that respects {@code options}. A graph whose analysis needs
     * more work than its budget (a deterministic count scaled to the graph's size) gets the coarsest
     * sound report instead, marked {@link StackReport#complete()} false.
     */
    public static StackReport analyze(Graph graph, AnalysisOptions options) {
        return analyze(graph, options, AnalysisBudgetExceeded.defaultFor(graph));
    }

    static StackReport analyze(Graph graph, AnalysisOptions options, long budget) {
        return analyze(graph, options, budget, NO_CHECKPOINT);
    }

    /** As {@link #analyze(Graph, AnalysisOptions, long)}, calling {@code checkpoint} as it goes (see {@link #run}). */
    static StackReport analyze(Graph graph, AnalysisOptions options, long budget, Runnable checkpoint) {
        try {
            return new ReportBuilder(run(graph, options, budget, checkpoint)).build();
        } catch (AnalysisBudgetExceeded stopped) {
            return CoarseReport.of(new GraphIndex(graph), options, stopped.getMessage());
        }
    }

    /**
     * Runs the fixpoint, assuming first that no push hits the depth limit; when the resulting bound
     * does not prove that, lets every push be possibly refused and continues from what was found (the
     * refusing semantics only adds outcomes, so its fixpoint contains the first one).
     */
    static AnalysisResult run(Graph graph, AnalysisOptions options) {
        return run(graph, options, AnalysisBudgetExceeded.defaultFor(graph));
    }

    /** As {@link #run(Graph, AnalysisOptions)}; throws {@link AnalysisBudgetExceeded} past {@code budget}. */
    static AnalysisResult run(Graph graph, AnalysisOptions options, long budget) {
        return run(graph, options, budget, NO_CHECKPOINT);
    }

    /**
     * As {@link #run(Graph, AnalysisOptions, long)}, calling {@code checkpoint} on this thread after
     * every {@value AbstractExecution#CHECKPOINT_EVERY} units of work: it may block to pause the
     * analysis or throw to abandon it (the exception reaches the caller). It changes no result.
     */
    static AnalysisResult run(Graph graph, AnalysisOptions options, long budget, Runnable checkpoint) {
        GraphIndex index = new GraphIndex(graph);
        AbstractExecution execution = new AbstractExecution(index, options.inputEventsPerTick(), budget, checkpoint);
        execution.start();
        AnalysisResult first = settle(execution, options, false);
        if (!first.depth().unbounded() && first.depth().maxDepth() <= options.depthLimit()) {
            return first;
        }
        execution.allowRefusedPushes();
        return settle(execution, options, true);
    }

    /** Adds the heads runaway commits may leave until there are no more, then bounds the depth. */
    private static AnalysisResult settle(AbstractExecution execution, AnalysisOptions options, boolean refusals) {
        CommitGraph commits = new CommitGraph(execution.commitSuccessors, execution.commitMayEnd);
        while (execution.addTickHeads(runawayHeads(execution, commits, options))) {
            commits = new CommitGraph(execution.commitSuccessors, execution.commitMayEnd);
        }
        DepthBound depth = DepthBound.of(execution.below, execution.hasEntry);
        return new AnalysisResult(options, execution.index, execution, commits, depth, refusals);
    }

    /**
     * Whether some commit may run away: the commit graph has a cycle, or a path through it may take
     * {@link AnalysisOptions#stepLimit()} steps or more.
     */
    static boolean mayRunAway(AbstractExecution execution, CommitGraph commits, AnalysisOptions options) {
        return commits.hasCycle() || longestCommit(execution, commits, options) >= options.stepLimit();
    }

    /**
     * The most steps a commit can take before it meets a cycle: a path visits each configuration once, a walk
     * configuration counts as up to depthLimit steps (the chain is no longer), and the restarts
     * (at most one per entry) as another depthLimit.
     */
    private static long longestCommit(AbstractExecution execution, CommitGraph commits, AnalysisOptions options) {
        long[] weight = new long[commits.size()];
        for (int k = 0; k < weight.length; k++) {
            weight[k] = execution.walkItems.get(k) ? 1L + options.depthLimit() : 1L;
        }
        return commits.heaviestPath(weight) + options.depthLimit();
    }

    /**
     * The states a runaway commit may leave as head: those it may stop on past a cycle, and anywhere
     * when a path without cycle may already be too long.
     */
    private static BitSet runawayHeads(AbstractExecution execution, CommitGraph commits, AnalysisOptions options) {
        boolean tooLong = longestCommit(execution, commits, options) >= options.stepLimit();
        if (!commits.hasCycle() && !tooLong) {
            return new BitSet();
        }
        BitSet heads = headsOf(execution, commits.runawayStops(tooLong));
        heads.or(execution.transitHeads);
        return heads;
    }

    private static BitSet headsOf(AbstractExecution execution, BitSet commitNodes) {
        BitSet heads = new BitSet();
        for (int k = commitNodes.nextSetBit(0); k >= 0; k = commitNodes.nextSetBit(k + 1)) {
            int h = Config.head(execution.commitConfigs.get(k));
            if (h != execution.index.bottom) {
                heads.set(h);
            }
        }
        return heads;
    }
}
