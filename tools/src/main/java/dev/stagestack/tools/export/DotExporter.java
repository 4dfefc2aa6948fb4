package dev.stagestack.tools.export;

import dev.stagestack.tools.diagram.DotDiagram;
import java.nio.charset.StandardCharsets;

/** The graph as a Graphviz DOT digraph, pops going to the states the analysis says they reveal. */
public final class DotExporter implements Exporter {

    @Override
    public String format() {
        return "dot";
    }

    @Override
    public String title() {
        return "Graphviz DOT";
    }

    @Override
    public String suffix() {
        return "dot";
    }

    @Override
    public byte[] export(ExportRequest request) {
        return DotDiagram.of(request.graph(), DiagramReveals.of(request)).getBytes(StandardCharsets.UTF_8);
    }
}
