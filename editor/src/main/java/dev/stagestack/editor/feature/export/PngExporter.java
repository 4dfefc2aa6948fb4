package dev.stagestack.editor.feature.export;

import dev.stagestack.editor.export.PngExport;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import java.io.IOException;

/** The whole graph as the canvas draws it, as a PNG image at the request's scale. */
public final class PngExporter implements Exporter {

    @Override
    public String format() {
        return "png";
    }

    @Override
    public String title() {
        return "PNG image";
    }

    @Override
    public String suffix() {
        return "png";
    }

    @Override
    public boolean text() {
        return false;
    }

    @Override
    public boolean scaled() {
        return true;
    }

    @Override
    public byte[] export(ExportRequest request) throws IOException {
        PlacedGraph placed = PlacedGraph.of(request);
        return PngExport.of(placed.graph(), placed.insight(), request.scale());
    }
}
