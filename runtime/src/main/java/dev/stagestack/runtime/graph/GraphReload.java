package dev.stagestack.runtime.graph;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.StateRenames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A reload waiting for the start of the next tick (docs/semantics.md §19): the graph to swap in, and the
 * renames from the graph running now to it (those of reloads queued before it composed in).
 */
record GraphReload(CompiledGraph next, StateRenames renames) {

    /**
     * Why {@code next} cannot replace {@code current} (the running graph, or the one a waiting reload brings),
     * with {@code renames} made against {@code current}; empty when it can.
     */
    static List<String> problems(CompiledGraph current, CompiledGraph next, StateRenames renames) {
        List<String> problems = new ArrayList<>();
        if (Double.compare(current.tickRate(), next.tickRate()) != 0) {
            problems.add("tickRate: a running game keeps its tick rate (" + rate(current) + " -> " + rate(next)
                    + "); restart the run to use the new one");
        }
        problems.addAll(renames.problems(ids(current.source()), ids(next.source())));
        return problems;
    }

    /** What else changed from {@code before} to {@code after}, besides states and their policies, for the report. */
    static List<String> otherChanges(Graph before, Graph after, StateRenames renames) {
        List<String> changes = new ArrayList<>();
        Map<String, StateDef> afterById = new HashMap<>();
        after.states().forEach(state -> afterById.putIfAbsent(state.id(), state));
        for (StateDef old : before.states()) {
            String id = renames.target(old.id());
            StateDef now = id == null ? null : afterById.get(id);
            if (now != null && !Objects.equals(now.behavior(), old.behavior())) {
                changes.add(now.id() + " behaviour " + behavior(old) + " -> " + behavior(now));
            }
        }
        if (!before.transitions().equals(after.transitions())) {
            changes.add("transitions changed");
        }
        if (!Objects.equals(renames.target(before.initial()), after.initial())) {
            changes.add("initial " + after.initial() + " (for the next run)");
        }
        return changes;
    }

    private static String behavior(StateDef state) {
        return state.behavior() == null ? "none" : state.behavior();
    }

    private static String rate(CompiledGraph graph) {
        double rate = graph.tickRate();
        return rate == Math.rint(rate) ? Long.toString((long) rate) : Double.toString(rate);
    }

    private static List<String> ids(Graph graph) {
        return graph.states().stream().map(StateDef::id).toList();
    }
}
