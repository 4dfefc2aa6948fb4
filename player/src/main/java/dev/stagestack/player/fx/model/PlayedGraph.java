package dev.stagestack.player.fx.model;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.RunAssets;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.List;
import java.util.Map;

/**
 * The graph a session plays: compiled with its behaviours and indexed for naming and colouring. A
 * reload the run has taken (docs/semantics.md §19) replaces it, for the rest of the run and the runs
 * after it.
 */
final class PlayedGraph {

    private final BehaviorRegistry behaviors;
    private Graph graph;
    private CompiledGraph compiled;
    private StateIndex states;
    private boolean declaresAssets;

    /** @throws IllegalArgumentException listing the problems when the graph cannot run */
    PlayedGraph(Graph graph, BehaviorRegistry behaviors) {
        this.declaresAssets = declaresAssets(graph);
        this.behaviors = behaviors;
        this.compiled = CompiledGraph.compile(graph, behaviors).orElseThrow();
        this.graph = graph;
        this.states = StateIndex.of(graph);
    }

    /** A new run of the graph, loading its assets into {@code cache} and playing sound through {@code audio}. */
    GraphRun newRun(AssetCache cache, AudioOut audio) {
        return new GraphRun(
                compiled,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                new RunAssets(graph, cache, audio));
    }

    /** Offers {@code next} to {@code run}, as {@link GraphRun#reload} takes it; why it is refused, or empty. */
    List<String> offer(GraphRun run, Graph next, Map<String, String> renames) {
        return run.reload(next, behaviors, renames);
    }

    /** Plays the graph {@code run} plays from now on, if it took a reload; whether it had. */
    boolean follow(GraphRun run) {
        if (run.graph() == compiled) {
            return false;
        }
        compiled = run.graph();
        graph = compiled.source();
        states = StateIndex.of(graph);
        declaresAssets = declaresAssets(graph);
        return true;
    }

    Graph graph() {
        return graph;
    }

    StateIndex states() {
        return states;
    }

    /** Whether its runs watch variables and guard outcomes (docs/semantics.md §21). */
    boolean usesConditions() {
        return compiled.usesConditions();
    }

    /** Whether any of its states declares assets, to be loaded ahead. */
    boolean declaresAssets() {
        return declaresAssets;
    }

    private static boolean declaresAssets(Graph graph) {
        return graph.states().stream().anyMatch(st -> !st.assets().isEmpty());
    }
}
