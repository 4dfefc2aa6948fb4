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

    private StackAnalysis() {
    }

    /** Analyses {@code graph} with {@link AnalysisOptions#DEFAULT} (one input event per tick). */
    public static StackReport analyze(Graph graph) {
        return analyze(graph, AnalysisOptions.DEFAULT);
    }

    /** Analyses {@code graph} for every run that respects {@code options}. */
    public static StackReport analyze(Graph graph, AnalysisOptions options) {
        return new ReportBuilder(run(graph, options)).build();
    }

    /**
     * Runs the fixpoint, assuming first that no push hits the depth limit; when the resulting bound
     * does not prove that, runs it again with every push possibly refused.
     */
    static AnalysisResult run(Graph graph, AnalysisOptions options) {
        GraphIndex index = new GraphIndex(graph);
        AnalysisResult first = explore(index, options, false);
        if (!first.depth().unbounded() && first.depth().maxDepth() <= options.depthLimit()) {
            return first;
        }
        return explore(index, options, true);
    }

    private static AnalysisResult explore(GraphIndex index, AnalysisOptions options, boolean refusals) {
        AbstractExecution execution = new AbstractExecution(index, options.inputEventsPerTick(), refusals);
        execution.start();
        CommitGraph commits = new CommitGraph(execution.commitSuccessors, execution.commitMayEnd);
        while (execution.addTickHeads(runawayHeads(execution, commits, options))) {
            commits = new CommitGraph(execution.commitSuccessors, execution.commitMayEnd);
        }
        DepthBound depth = DepthBound.of(execution.below, execution.hasEntry);
        return new AnalysisResult(options, index, execution, commits, depth, refusals);
    }

    /**
     * Whether some commit may run away: the commit graph has a cycle, or a path through it may take
     * more steps than the limit. A path visits each node once; a walk counts as up to depthLimit
     * steps, and restarts (at most one per entry) as another depthLimit.
     */
    static boolean mayRunAway(AbstractExecution execution, CommitGraph commits, AnalysisOptions options) {
        long steps = commits.size() + (long) (execution.walkItems.cardinality() + 1) * options.depthLimit();
        return commits.hasCycle() || steps >= options.stepLimit();
    }

    /** The states a runaway commit may leave as head. */
    private static BitSet runawayHeads(AbstractExecution execution, CommitGraph commits, AnalysisOptions options) {
        if (!mayRunAway(execution, commits, options)) {
            return new BitSet();
        }
        long steps = commits.size() + (long) (execution.walkItems.cardinality() + 1) * options.depthLimit();
        BitSet heads = headsOf(execution, commits.runawayStops(steps >= options.stepLimit()));
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
