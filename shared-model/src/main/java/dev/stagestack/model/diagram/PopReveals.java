package dev.stagestack.model.diagram;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.StackReport;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Where each popping transition goes, from the stack analysis: the states its pop can reveal
 * (docs/analysis.md), with {@link StackReport#EMPTY_STACK} when it can empty the stack.
 */
public final class PopReveals {
    private PopReveals() {
    }

    /**
     * Transition id to what its pop can reveal, for every {@link TransitionKind#POP} transition the
     * analysis can tell about. An incomplete (coarse) report names every state as a possible target,
     * which tells nothing, so it yields an empty map; so does a state the analysis never saw.
     */
    public static Map<String, Set<String>> of(Graph graph, StackReport report) {
        Map<String, Set<String>> targets = new LinkedHashMap<>();
        if (!report.complete()) {
            return targets;
        }
        for (Transition t : graph.transitions()) {
            if (TransitionKind.classify(t).kind() == TransitionKind.POP && report.popTargets().containsKey(t.from())) {
                targets.put(t.id(), Collections.unmodifiableSet(new LinkedHashSet<>(report.popTargetsOf(t.from()))));
            }
        }
        return targets;
    }
}
