package dev.stagestack.model.check;

/**
 * Thrown inside the analysis when its fixpoint has done more work than its budget allows for a graph
 * of this size; {@link StackAnalysis} then answers with a coarse but sound report. The budget counts
 * work items, not time, so the outcome is the same on every machine.
 */
final class AnalysisBudgetExceeded extends RuntimeException {

    private static final long serialVersionUID = 1L;

    AnalysisBudgetExceeded(long spent) {
        super("the stack analysis stopped after " + spent + " work steps", null, false, false);
    }

    /** The default budget for a graph: generous for every graph seen to finish in about a second. */
    static long defaultFor(GraphIndex index) {
        return 20_000L + 2L * (index.stateCount + index.graph.transitions().size());
    }
}
