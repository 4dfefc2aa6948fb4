package dev.stagestack.editor.export;

import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.runtime.cli.GraphPictures;

import java.io.IOException;

/** The editor's drawing for {@code stagestack export --format png|svg} (registered in META-INF/services). */
public final class EditorPictures implements GraphPictures {

    /** Only the command line makes one: it draws with AWT headless, whatever DISPLAY says. */
    public EditorPictures() {
        System.setProperty("java.awt.headless", "true");
    }

    @Override
    public String svg(Graph graph, StackReport report) {
        return SvgExport.of(graph, StackInsight.of(graph, report));
    }

    @Override
    public byte[] png(Graph graph, StackReport report, int scale) throws IOException {
        return PngExport.of(graph, StackInsight.of(graph, report), scale);
    }
}
