package dev.stagestack.tools.diagram;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What a pop from each state can reveal, from the stack analysis (docs/analysis.md), with
 * {@link StackReport#EMPTY_STACK} when it can empty the stack: what {@link DiagramEdge} walks a
 * transition's pops through.
 */
public final class PopReveals {
    private PopReveals() {}

    /**
     * State id to what a pop from it can reveal, for every state the analysis saw get an entry. An
     * incomplete (coarse) report names every state as a possible target, which tells nothing, so it
     * yields an empty map.
     */
    public static Map<String, Set<String>> of(Graph graph, StackReport report) {
        Map<String, Set<String>> targets = new LinkedHashMap<>();
        if (!report.complete()) {
            return targets;
        }
        graph.states().forEach(s -> {
            if (report.popTargets().containsKey(s.id())) {
                targets.put(s.id(), Collections.unmodifiableSet(new LinkedHashSet<>(report.popTargetsOf(s.id()))));
            }
        });
        return targets;
    }
}
