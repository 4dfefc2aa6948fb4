package dev.stagestack.model.diagram;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The graph as a Graphviz DOT digraph, with the same arrows as {@link MermaidDiagram}: push solid,
 * replace bold with a double head, pop dashed to each state the analysis says it can reveal, pop-to
 * dashed and purple, restart an orange loop, quit red to an end circle. Every id and label is a quoted,
 * escaped string, so any graph parses. Pure.
 */
public final class DotDiagram {
    private static final String START = "<start>";

    private DotDiagram() {
    }

    /**
     * The digraph's text.
     *
     * @param reveals what each pop can reveal ({@link PopReveals#of}); pops absent from it go to "unknown"
     */
    public static String of(Graph graph, Map<String, Set<String>> reveals) {
        StringBuilder out = new StringBuilder();
        out.append("digraph ").append(quote(graph.name())).append(" {\n");
        out.append("    rankdir=LR;\n");
        out.append("    node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#d0d7de\", "
                + "fontname=\"sans-serif\"];\n");
        out.append("    edge [color=\"#57606a\", fontcolor=\"#0969da\", fontname=\"sans-serif\", fontsize=10];\n");
        out.append("    ").append(quote(START)).append(" [shape=point, width=0.15, color=\"#1a7f37\", fillcolor=\"#1a7f37\", label=\"\"];\n");
        for (StateDef s : graph.states()) {
            out.append("    ").append(quote(s.id())).append(" [label=").append(quote(s.name())).append("];\n");
        }
        List<DiagramEdge> edges = DiagramEdge.of(graph, reveals);
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.END))) {
            out.append("    ").append(quote(DiagramEdge.END))
                    .append(" [shape=doublecircle, width=0.2, label=\"\", style=filled, fillcolor=\"#ffffff\", "
                            + "color=\"#cf222e\"];\n");
        }
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.UNKNOWN))) {
            out.append("    ").append(quote(DiagramEdge.UNKNOWN))
                    .append(" [shape=plaintext, style=\"\", label=\"revealed state unknown\"];\n");
        }
        out.append("    ").append(quote(START)).append(" -> ").append(quote(graph.initial())).append(";\n");
        for (DiagramEdge e : edges) {
            out.append("    ").append(quote(e.from())).append(" -> ").append(quote(e.to()))
                    .append(" [label=").append(quote(e.label())).append(style(e.kind())).append("];\n");
        }
        return out.append("}\n").toString();
    }

    private static String style(TransitionKind kind) {
        return switch (kind) {
            case PUSH -> "";
            case REPLACE -> ", penwidth=2.4, arrowhead=normalnormal";
            case POP -> ", style=dashed";
            case POP_TO -> ", style=dashed, color=\"#8250df\"";
            case RESTART -> ", color=\"#bf8700\"";
            case QUIT -> ", color=\"#cf222e\"";
        };
    }

    /** A DOT quoted string: backslashes and quotes escaped (so no {@code \N}-style escapes), line breaks spaces. */
    static String quote(String raw) {
        return "\"" + raw.replaceAll("[\\r\\n]+", " ").replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
