package dev.stagestack.model.check;

import dev.stagestack.model.Graph;

/**
 * Thrown inside the analysis when its fixpoint has done more work than its budget allows for a graph
 * of this size; {@link StackAnalysis} then answers with a coarse but sound report. The budget counts
 * work, not time, so the outcome is the same on every machine, in two measures: work items of the
 * fixpoint, and the units of work inside them (one per candidate configuration a pop, replace or
 * popTo examines and per entry the popTo chain search visits), because on some shapes one item
 * touches thousands of configurations. The analysis stops at whichever budget runs out first.
 */
final class AnalysisBudgetExceeded extends RuntimeException {

    private static final long serialVersionUID = 1L;

    AnalysisBudgetExceeded(String spent) {
        super("the stack analysis stopped after " + spent, null, false, false);
    }

    /** The default item budget for a graph: generous for every graph seen to finish in about a second. */
    static long defaultFor(Graph graph) {
        return 20_000L + 2L * size(graph);
    }

    /**
     * The unit budget for a graph: above what every graph seen to finish needs (a 32-state
     * hub-and-flows graph about 35 M, the 10,000-state benchmark graph 0.7 M), and about a second
     * of work on this project's 2-core machine (docs/analysis.md, "Work budget").
     */
    static long unitsFor(Graph graph) {
        return 40_000_000L + 100L * size(graph);
    }

    /** States plus transitions: what the budgets scale with, read off the graph without indexing it. */
    private static long size(Graph graph) {
        return (long) graph.states().size() + graph.transitions().size();
    }
}
