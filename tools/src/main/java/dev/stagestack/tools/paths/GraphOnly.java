package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;

/** A graph run with its own transitions only: every state's behaviour id left out. */
public final class GraphOnly {

    private GraphOnly() {}

    /** @return {@code graph} with no state's behaviour id: a run of it acts by its transitions alone */
    public static Graph of(Graph graph) {
        return graph.withStates(
                graph.states().stream().map(s -> s.withBehavior(null)).toList());
    }

    /**
     * @param graph a graph without errors
     * @return {@link #of(Graph) the graph alone}, compiled for a run
     */
    public static CompiledGraph compile(Graph graph) {
        return CompiledGraph.compile(of(graph), BehaviorRegistry.empty()).orElseThrow();
    }

    /** The explained trace of {@code script} run on the graph alone for {@code ticks} ticks. */
    static String explainedTrace(Graph graph, Script script, long ticks) {
        StringBuilder trace = new StringBuilder();
        HeadlessRunner.run(
                of(graph),
                BehaviorRegistry.empty(),
                script,
                HeadlessRunner.Options.DEFAULTS.withTicks(ticks).withExplain(true),
                trace);
        return trace.toString();
    }
}
