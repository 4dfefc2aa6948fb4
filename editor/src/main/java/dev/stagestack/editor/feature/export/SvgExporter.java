package dev.stagestack.editor.feature.export;

import dev.stagestack.editor.export.SvgExport;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import java.nio.charset.StandardCharsets;

/** The whole graph as the canvas draws it, as a standalone SVG document. */
public final class SvgExporter implements Exporter {

    @Override
    public String format() {
        return "svg";
    }

    @Override
    public String title() {
        return "SVG image";
    }

    @Override
    public String suffix() {
        return "svg";
    }

    @Override
    public byte[] export(ExportRequest request) {
        PlacedGraph placed = PlacedGraph.of(request);
        return SvgExport.of(placed.graph(), placed.insight()).getBytes(StandardCharsets.UTF_8);
    }
}
