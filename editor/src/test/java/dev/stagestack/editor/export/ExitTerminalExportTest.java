package dev.stagestack.editor.export;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;

/** The exports place labels as the canvas does: no exit terminal covers a label's halo (stack-lesson's did). */
class ExitTerminalExportTest {
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {"levels", "stack-lesson", "menu-prototype", "shovel-flow", "basic-stack"})
    void noExitTerminalCoversALabelInTheExportedDrawing(String sample) throws Exception {
        Graph graph = GraphFiles.sample(sample).graph();
        List<Rectangle2D> halos = new ArrayList<>();
        List<Rectangle2D> terminals = new ArrayList<>();
        new GraphDrawing(graph, StackInsight.of(graph, StackAnalysis.analyze(graph))).draw(new Surface() {
            @Override
            public void fill(Shape shape, String color) {
                if (shape instanceof RoundRectangle2D chip
                        && chip.getArcWidth() == 8
                        && color.equals(GraphDrawing.CARD_FILL)) {
                    halos.add(shape.getBounds2D());
                }
            }

            @Override
            public void stroke(Shape shape, String color, double width, double[] dash) {
                if (shape instanceof Ellipse2D && color.equals(GraphDrawing.QUIT)) {
                    terminals.add(shape.getBounds2D());
                }
            }

            @Override
            public void text(String text, double x, double y, Font font, String color) {}
        });
        assertFalse(terminals.isEmpty() || halos.isEmpty(), "levels has quit terminals and labels");
        for (Rectangle2D terminal : terminals) {
            for (Rectangle2D halo : halos) {
                assertFalse(terminal.intersects(halo), "terminal " + terminal + " covers label " + halo);
            }
        }
    }
}
