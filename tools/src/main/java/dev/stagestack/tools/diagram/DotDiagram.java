package dev.stagestack.tools.diagram;

import static dev.stagestack.tools.diagram.DotWriter.attr;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The graph as a Graphviz DOT digraph, with the arrows of {@link DiagramEdge} (as {@link MermaidDiagram}):
 * push solid, replace bold with a double head, pop dashed to each state the analysis says it can reveal,
 * pop-to dashed and purple, restart an orange loop, quit red to an end circle; a transition whose pushes
 * stay on the stack one numbered arrow per push. Written with {@link DotWriter}, so any graph parses. Pure.
 */
public final class DotDiagram {
    private static final String START = "<start>";

    private DotDiagram() {}

    /**
     * The digraph's text.
     *
     * @param reveals state id to what a pop from it can reveal ({@link PopReveals#of}); pops from states absent
     *                from it go to "unknown"
     */
    public static String of(Graph graph, Map<String, Set<String>> reveals) {
        DotWriter dot = new DotWriter(graph.name())
                .graph(attr("rankdir", "LR"))
                .nodeDefaults(
                        attr("shape", "box"),
                        attr("style", "rounded,filled"),
                        attr("fillcolor", "#ffffff"),
                        attr("color", "#d0d7de"),
                        attr("fontname", "sans-serif"))
                .edgeDefaults(
                        attr("color", "#57606a"),
                        attr("fontcolor", "#0969da"),
                        attr("fontname", "sans-serif"),
                        attr("fontsize", "10"))
                .node(
                        START,
                        attr("shape", "point"),
                        attr("width", "0.15"),
                        attr("color", "#1a7f37"),
                        attr("fillcolor", "#1a7f37"),
                        attr("label", ""));
        for (StateDef s : graph.states()) {
            dot.node(s.id(), attr("label", s.name()));
        }
        List<DiagramEdge> edges = DiagramEdge.of(graph, reveals);
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.END))) {
            dot.node(
                    DiagramEdge.END,
                    attr("shape", "doublecircle"),
                    attr("width", "0.2"),
                    attr("label", ""),
                    attr("style", "filled"),
                    attr("fillcolor", "#ffffff"),
                    attr("color", TransitionKind.QUIT.colour()));
        }
        if (edges.stream().anyMatch(e -> e.to().equals(DiagramEdge.UNKNOWN))) {
            dot.node(
                    DiagramEdge.UNKNOWN,
                    attr("shape", "plaintext"),
                    attr("style", ""),
                    attr("label", "revealed state unknown"));
        }
        dot.edge(START, graph.initial());
        for (DiagramEdge e : edges) {
            List<DotWriter.Attr> attrs = new ArrayList<>();
            attrs.add(attr("label", e.label()));
            attrs.addAll(style(e.kind()));
            dot.edge(e.from(), e.to(), attrs.toArray(DotWriter.Attr[]::new));
        }
        return dot.text();
    }

    private static List<DotWriter.Attr> style(TransitionKind kind) {
        return switch (kind) {
            case PUSH -> List.of();
            case REPLACE -> List.of(attr("penwidth", "2.4"), attr("arrowhead", "normalnormal"));
            case POP -> List.of(attr("style", "dashed"));
            case POP_TO -> List.of(attr("style", "dashed"), attr("color", kind.colour()));
            case RESTART, QUIT -> List.of(attr("color", kind.colour()));
        };
    }
}
