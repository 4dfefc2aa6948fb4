package dev.stagestack.model.diagram;

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
 * an end circle. Every id is made up here and every label quoted and escaped, so any graph parses. Pure.
 */
public final class MermaidDiagram {
    private static final String START = "start";
    private static final String END = "stop";
    private static final String UNKNOWN = "unknown";

    private MermaidDiagram() {
    }

    /**
     * The flowchart's text.
     *
     * @param reveals what each pop can reveal ({@link PopReveals#of}); pops absent from it go to "unknown"
     */
    public static String of(Graph graph, Map<String, Set<String>> reveals) {
        Map<String, String> ids = idsOf(graph);
        StringBuilder out = new StringBuilder("flowchart LR\n");
        out.append("    %% ").append(graph.name().replaceAll("[\\r\\n]+", " ")).append('\n');
        out.append("    ").append(START).append("(( ))\n");
        for (StateDef s : graph.states()) {
            out.append("    ").append(ids.get(s.id())).append("(\"").append(text(s.name())).append("\")\n");
        }
        List<DiagramEdge> edges = DiagramEdge.of(graph, reveals);
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.END))) {
            out.append("    ").append(END).append("(((\"end\")))\n");
        }
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.UNKNOWN))) {
            out.append("    ").append(UNKNOWN).append("{{\"revealed state unknown\"}}\n");
        }
        out.append("    ").append(START).append(" --> ").append(idOf(graph.initial(), ids)).append('\n');
        Map<TransitionKind, List<Integer>> styled = new LinkedHashMap<>();
        int index = 1;
        for (DiagramEdge e : edges) {
            out.append("    ").append(idOf(e.from(), ids)).append(' ').append(arrow(e.kind()))
                    .append("|\"").append(text(e.label())).append("\"| ").append(idOf(e.to(), ids)).append('\n');
            styled.computeIfAbsent(e.kind(), k -> new ArrayList<>()).add(index++);
        }
        styled.forEach((kind, indexes) -> {
            String style = linkStyle(kind);
            if (style != null) {
                out.append("    linkStyle ").append(String.join(",", indexes.stream().map(String::valueOf).toList()))
                        .append(' ').append(style).append('\n');
            }
        });
        out.append("    style ").append(START).append(" fill:#1a7f37,stroke:#1a7f37\n");
        return out.toString();
    }

    private static String arrow(TransitionKind kind) {
        return switch (kind) {
            case REPLACE -> "==>";
            case POP, POP_TO -> "-.->";
            default -> "-->";
        };
    }

    private static String linkStyle(TransitionKind kind) {
        return switch (kind) {
            case POP_TO -> "stroke:#8250df,color:#8250df";
            case RESTART -> "stroke:#bf8700,color:#bf8700";
            case QUIT -> "stroke:#cf222e,color:#cf222e";
            default -> null;
        };
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

    /**
     * Text inside a quoted Mermaid label: the characters Mermaid would read as markup become its
     * entity codes ({@code #quot;} etc.), line breaks spaces.
     */
    static String text(String raw) {
        StringBuilder out = new StringBuilder();
        for (char c : raw.replaceAll("[\\r\\n\\t]+", " ").toCharArray()) {
            switch (c) {
                case '"' -> out.append("#quot;");
                case '#' -> out.append("#35;");
                case '<' -> out.append("#lt;");
                case '>' -> out.append("#gt;");
                case '`' -> out.append("#96;");
                case '&' -> out.append("#amp;");
                case '|' -> out.append("#124;");
                case '%' -> out.append("#37;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
