package dev.stagestack.editor.geometry;

import dev.stagestack.model.diagram.TransitionKind;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Decides which lines the canvas draws for a graph: one or more {@link EdgeSegment}s per transition,
 * with lanes so that parallel edges spread instead of lying on top of each other. Pure.
 */
public final class EdgePlan {
    private EdgePlan() {
    }

    /** The segments of every transition, grouped by transition id in file order. */
    public static Map<String, List<EdgeSegment>> of(Graph graph, StackInsight insight) {
        List<EdgeSegment> raw = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            raw.addAll(segmentsOf(t, insight));
        }
        return assignLanes(raw);
    }

    private static List<EdgeSegment> segmentsOf(Transition t, StackInsight insight) {
        TransitionKind.Classified c = TransitionKind.classify(t);
        if (c.kind() != TransitionKind.POP) {
            String to = c.kind() == TransitionKind.RESTART ? t.from() : c.target();
            return List.of(new EdgeSegment(t.id(), t.from(), to, c.kind(), 0, 1));
        }
        Set<String> revealed = insight.revealedBy(t.id()).orElse(Set.of());
        List<EdgeSegment> out = new ArrayList<>();
        for (String target : new TreeSet<>(revealed)) {
            out.add(new EdgeSegment(t.id(), t.from(), target, TransitionKind.POP, 0, 1));
        }
        if (out.isEmpty()) {
            out.add(new EdgeSegment(t.id(), t.from(), null, TransitionKind.POP, 0, 1));
        }
        return out;
    }

    private static Map<String, List<EdgeSegment>> assignLanes(List<EdgeSegment> raw) {
        Map<String, List<EdgeSegment>> groups = new LinkedHashMap<>();
        for (EdgeSegment s : raw) {
            groups.computeIfAbsent(laneKey(s), k -> new ArrayList<>()).add(s);
        }
        Map<EdgeSegment, EdgeSegment> laned = new HashMap<>();
        for (List<EdgeSegment> group : groups.values()) {
            for (int i = 0; i < group.size(); i++) {
                EdgeSegment s = group.get(i);
                laned.put(s, new EdgeSegment(s.transitionId(), s.from(), s.to(), s.kind(), i, group.size()));
            }
        }
        Map<String, List<EdgeSegment>> byTransition = new LinkedHashMap<>();
        for (EdgeSegment s : raw) {
            byTransition.computeIfAbsent(s.transitionId(), k -> new ArrayList<>()).add(laned.get(s));
        }
        return byTransition;
    }

    /** Segments between the same two states share lanes whatever their direction. */
    private static String laneKey(EdgeSegment s) {
        if (!s.reachesState()) {
            return s.from() + "\u0000" + s.kind().name();
        }
        boolean ordered = s.from().compareTo(s.to()) < 0;
        return ordered ? s.from() + "\u0001" + s.to() : s.to() + "\u0001" + s.from();
    }
}
