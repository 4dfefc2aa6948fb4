package dev.stagestack.editor.app;

import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.export.PngExport;
import dev.stagestack.editor.export.SvgExport;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.layout.AutoLayout;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.runtime.cli.GraphPictures;

import java.io.IOException;
import java.util.Map;

/**
 * The editor's drawing for {@code stagestack export --format png|svg} (registered in META-INF/services).
 * A graph with a state that has no position is laid out first, as the editor does when it opens one.
 */
public final class EditorPictures implements GraphPictures {

    /** Only the command line makes one: it draws with AWT headless, whatever DISPLAY says. */
    public EditorPictures() {
        System.setProperty("java.awt.headless", "true");
    }

    @Override
    public String svg(Graph graph, StackReport report) {
        Graph placed = placed(graph, report);
        return SvgExport.of(placed, StackInsight.of(placed, report));
    }

    @Override
    public byte[] png(Graph graph, StackReport report, int scale) throws IOException {
        Graph placed = placed(graph, report);
        return PngExport.of(placed, StackInsight.of(placed, report), scale);
    }

    /** {@code graph}, or laid out with the editor's auto-layout when a state has no position. */
    static Graph placed(Graph graph, StackReport report) {
        if (graph.states().stream().allMatch(StateDef::hasPosition)) {
            return graph;
        }
        Map<String, Position> at = AutoLayout.compute(graph, StackInsight.of(graph, report), () -> false);
        return graph.withStates(graph.states().stream().map(s -> {
            Position p = at.get(s.id());
            return p == null ? s : s.withPosition(p.x(), p.y());
        }).toList());
    }
}
