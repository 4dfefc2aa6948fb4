package dev.stagestack.tools.export;

import dev.stagestack.tools.diagram.MermaidDiagram;
import java.nio.charset.StandardCharsets;

/** The graph as a Mermaid flowchart, pops going to the states the analysis says they reveal. */
public final class MermaidExporter implements Exporter {

    @Override
    public String format() {
        return "mermaid";
    }

    @Override
    public String title() {
        return "Mermaid diagram";
    }

    @Override
    public String suffix() {
        return "mmd";
    }

    @Override
    public byte[] export(ExportRequest request) {
        return MermaidDiagram.of(request.graph(), DiagramReveals.of(request)).getBytes(StandardCharsets.UTF_8);
    }
}
