package dev.stagestack.editor.feature.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.CliRun;
import dev.stagestack.editor.export.PngExport;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.tools.export.ExportRequest;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stagestack export --format png|svg} with the editor's jar: its drawing, headless. */
class ExportCommandTest {
    private static final Path MENU = Path.of("..", "samples", "graphs", "menu-prototype.stagestack.json");

    @TempDir
    Path dir;

    @Test
    void pngIsTheEditorsDrawingAtTheScaleAsked() throws Exception {
        Path png = dir.resolve("menu.png");
        CliRun r = CliRun.of("export", "--format", "png", "--scale", "2", MENU.toString(), "-o", png.toString());
        assertEquals(0, r.code(), r.err());
        Graph graph = GraphLoader.load(MENU).graph();
        StackInsight insight = StackInsight.of(graph, StackAnalysis.analyze(graph));
        BufferedImage expected = PngExport.image(graph, insight, 2);
        BufferedImage written = ImageIO.read(png.toFile());
        assertEquals(expected.getWidth(), written.getWidth());
        assertEquals(expected.getHeight(), written.getHeight());
        // the same drawing at 1x: its bounds hold every edge drawn, so it needs the same analysis
        assertEquals(2 * PngExport.image(graph, insight, 1).getWidth(), written.getWidth(), "2× the 1× picture");
    }

    @Test
    void aGraphWithoutPositionsIsLaidOutFirstAsTheEditorWould() {
        Graph graph = GraphLoader.load(MENU).graph().withoutPositions();
        Graph placed = PlacedGraph.placed(graph, ExportRequest.of(graph));
        assertTrue(placed.states().stream().allMatch(dev.stagestack.model.StateDef::hasPosition));
        assertEquals(
                placed.states().size(),
                placed.states().stream()
                        .map(s -> s.x() + "," + s.y())
                        .distinct()
                        .count(),
                "no two cards on one spot");
    }

    @Test
    void svgGoesToStandardOutput() {
        CliRun r = CliRun.of("export", "--format", "svg", MENU.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("<svg ") && r.out().contains(">Main menu</text>"), r.out());
    }
}
