package dev.stagestack.editor.export;

import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.runtime.cli.GraphPictures;

import java.io.IOException;

/** The editor's drawing for {@code stagestack export --format png|svg} (registered in META-INF/services). */
public final class EditorPictures implements GraphPictures {

    @Override
    public String svg(Graph graph, StackReport report) {
        return SvgExport.of(graph, StackInsight.of(graph, report));
    }

    @Override
    public byte[] png(Graph graph, StackReport report, int scale) throws IOException {
        System.setProperty("java.awt.headless", "true");
        return PngExport.of(graph, StackInsight.of(graph, report), scale);
    }
}
