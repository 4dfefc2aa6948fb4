package dev.stagestack.editor.geometry;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.tools.diagram.DiagramEdge;
import dev.stagestack.tools.diagram.TransitionKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides which lines the canvas, the PNG and SVG exports and auto-layout draw for a graph: one
 * {@link EdgeSegment} per {@link DiagramEdge} of each transition (the one model every drawing uses),
 * with lanes so that parallel edges spread instead of lying on top of each other. Pure.
 */
public final class EdgePlan {
    private EdgePlan() {}

    /** The segments of every transition, grouped by transition id in file order. */
    public static Map<String, List<EdgeSegment>> of(Graph graph, StackInsight insight) {
        List<EdgeSegment> raw = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            raw.addAll(segmentsOf(t, insight));
        }
        return assignLanes(raw);
    }

    /**
     * The transition's {@link DiagramEdge}s as lines: the end of the run and a pop the analysis cannot
     * tell about have no card, so they end at no state (an exit terminal, a return glyph). A pop that
     * can also reveal states is drawn to those states only.
     */
    private static List<EdgeSegment> segmentsOf(Transition t, StackInsight insight) {
        List<DiagramEdge> edges = DiagramEdge.of(t, insight.popTargets());
        boolean revealsAState = edges.stream().anyMatch(e -> e.kind() == TransitionKind.POP && isState(e.to()));
        List<EdgeSegment> out = new ArrayList<>();
        for (DiagramEdge e : edges) {
            boolean glyph = e.kind() == TransitionKind.POP && !isState(e.to());
            if (!(glyph && revealsAState)) {
                String to = isState(e.to()) ? e.to() : null;
                out.add(new EdgeSegment(t.id(), t.from(), to, e.kind(), 0, 1, e.numbered() ? e.step() : 0));
            }
        }
        return out.stream().distinct().toList();
    }

    private static boolean isState(String to) {
        return !to.equals(DiagramEdge.END) && !to.equals(DiagramEdge.UNKNOWN);
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
                laned.put(s, s.inLane(i, group.size()));
            }
        }
        Map<String, List<EdgeSegment>> byTransition = new LinkedHashMap<>();
        for (EdgeSegment s : raw) {
            byTransition
                    .computeIfAbsent(s.transitionId(), k -> new ArrayList<>())
                    .add(laned.get(s));
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
