package dev.stagestack.tools.diagram;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The graph as a Mermaid flowchart (docs/editor.md "Export"): a card per state, a start dot into the
 * initial state, and an arrow per {@link DiagramEdge}: push solid, replace thick, pop dotted to each
 * state the analysis says it can reveal, pop-to dotted and purple, restart an orange loop, quit red to
 * an end circle; a transition whose pushes stay on the stack one numbered arrow per push. Every id is
 * made up here and every label written by {@link MermaidWriter}, so any graph parses. Pure.
 */
public final class MermaidDiagram {
    private static final String START = "start";
    private static final String END = "stop";
    private static final String UNKNOWN = "unknown";

    private MermaidDiagram() {}

    /**
     * The flowchart's text.
     *
     * @param reveals state id to what a pop from it can reveal ({@link PopReveals#of}); pops from states absent
     *                from it go to "unknown"
     */
    public static String of(Graph graph, Map<String, Set<String>> reveals) {
        Map<String, String> ids = idsOf(graph);
        MermaidWriter out = new MermaidWriter().comment("graph", graph.name()).dot(START);
        for (StateDef s : graph.states()) {
            out.node(ids.get(s.id()), MermaidWriter.Shape.ROUNDED, s.name());
        }
        List<DiagramEdge> edges = DiagramEdge.of(graph, reveals);
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.END))) {
            out.node(END, MermaidWriter.Shape.DOUBLE_CIRCLE, "end");
        }
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.UNKNOWN))) {
            out.node(UNKNOWN, MermaidWriter.Shape.HEXAGON, "revealed state unknown");
        }
        out.link(START, "-->", null, idOf(graph.initial(), ids));
        Map<TransitionKind, List<Integer>> styled = new LinkedHashMap<>();
        int index = 1;
        for (DiagramEdge e : edges) {
            out.link(idOf(e.from(), ids), arrow(e.kind()), e.label(), idOf(e.to(), ids));
            styled.computeIfAbsent(e.kind(), k -> new ArrayList<>()).add(index++);
        }
        styled.forEach((kind, indexes) -> {
            String style = linkStyle(kind);
            if (style != null) {
                out.style(
                        "linkStyle",
                        String.join(",", indexes.stream().map(String::valueOf).toList()),
                        style);
            }
        });
        return out.style("style", START, "fill:#1a7f37,stroke:#1a7f37").text();
    }

    private static String arrow(TransitionKind kind) {
        return switch (kind) {
            case REPLACE -> "==>";
            case POP, POP_TO -> "-.->";
            default -> "-->";
        };
    }

    private static String linkStyle(TransitionKind kind) {
        return kind.colour() == null ? null : "stroke:" + kind.colour() + ",color:" + kind.colour();
    }

    private static String idOf(String target, Map<String, String> ids) {
        if (target.equals(DiagramEdge.END)) {
            return END;
        }
        if (target.equals(DiagramEdge.UNKNOWN)) {
            return UNKNOWN;
        }
        return ids.computeIfAbsent(target, t -> "s" + ids.size() + "_" + clean(t));
    }

    /** {@code s_} and the state id with anything but letters, digits and underscores made an underscore; unique. */
    private static Map<String, String> idsOf(Graph graph) {
        Map<String, String> ids = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (StateDef s : graph.states()) {
            String id = "s_" + clean(s.id());
            for (int n = 2; !taken.add(id); n++) {
                id = "s_" + clean(s.id()) + "_" + n;
            }
            ids.put(s.id(), id);
        }
        return ids;
    }

    private static String clean(String id) {
        return id.replaceAll("[^A-Za-z0-9_]", "_");
    }
}
