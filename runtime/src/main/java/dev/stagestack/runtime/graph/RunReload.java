package dev.stagestack.runtime.graph;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.StateRenames;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.assets.RunAssets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The reloads of a running {@link GraphRun} (docs/semantics.md §19): checks a new version of the graph against
 * the one running (or queued last), queues it, composing the renames of reloads queued before it, and applies
 * it at the start of the next tick, before its commit — the graph, its assets, its variables and the stack's
 * states swapped together. A refused reload changes nothing; the stack's listeners hear why at once.
 */
final class RunReload {

    private final GraphRun run;
    /** The reload the next tick starts with, or null. */
    private GraphReload pending;

    RunReload(GraphRun run) {
        this.run = run;
    }

    /** See {@link GraphRun#reload(Graph, BehaviorRegistry, Map)}. */
    List<String> reload(Graph next, BehaviorRegistry registry, Map<String, String> renames) {
        run.stack().requireOwnerThread("GraphRun.reload");
        GraphCompilation compiled = CompiledGraph.compile(next, registry);
        if (compiled.graph().isEmpty()) {
            List<String> reasons = compiled.problems().stream()
                    .filter(Problem::isError)
                    .map(Problem::format)
                    .toList();
            return refused(reasons);
        }
        return reload(compiled.graph().get(), renames);
    }

    /** See {@link GraphRun#reload(CompiledGraph, Map)}. */
    List<String> reload(CompiledGraph next, Map<String, String> renames) {
        run.stack().requireOwnerThread("GraphRun.reload");
        Objects.requireNonNull(next, "next");
        StateRenames asked = StateRenames.of(renames);
        if (!run.ticking()) {
            return refused(List.of(run.started() ? "the run is over" : "the run has not started"));
        }
        CompiledGraph graph = run.graph();
        CompiledGraph current = pending == null ? graph : pending.next();
        List<String> problems = GraphReload.problems(current, next, asked);
        if (!problems.isEmpty()) {
            return refused(problems);
        }
        pending = new GraphReload(
                next, pending == null ? asked : pending.renames().then(asked, ids(graph)));
        return List.of();
    }

    /** Whether a reload waits for the next tick. */
    boolean pending() {
        return pending != null;
    }

    private static List<String> ids(CompiledGraph graph) {
        return graph.types().stream().map(StateType::id).toList();
    }

    private List<String> refused(List<String> reasons) {
        run.stack().reloadRefused(reasons);
        return reasons;
    }

    /**
     * Applies the reload waiting for the next tick, if there is one, at the start of that tick: after its
     * number is set and before its commit, whether the commit is taken whole ({@link GraphRun#tick()}) or a
     * step at a time ({@link GraphRun#commitStep()}) (docs/semantics.md §19). Does nothing when none waits.
     */
    void applyPending() {
        GraphReload reload = pending;
        if (reload == null) {
            return;
        }
        pending = null;
        StateStack stack = run.stack();
        CompiledGraph graph = run.graph();
        CompiledGraph next = reload.next();
        List<String> other = new ArrayList<>(GraphReload.otherChanges(graph.source(), next.source(), reload.renames()));
        if (graph.usesConditions() || next.usesConditions()) {
            other.addAll(stack.reloadVariables(next.source().variables()));
        }
        RunAssets nextAssets = run.assets().reloaded(next.source());
        run.useGraph(next, nextAssets);
        stack.useEntryAssets(nextAssets);
        stack.reload(RunBindings.of(next, nextAssets), reload.renames(), other);
    }
}
