package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.bench.LargeGraphs;
import dev.stagestack.editor.command.EditGraphCommand;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Labels placed while panning a large graph stay where they are when a check result arrives with
 * the same lines, or when an edit changes nothing on the canvas (found in review: 88 of 253 labels
 * on screen used to jump after every check).
 */
@ExtendWith(ApplicationExtension.class)
class LabelsStayOnScreenUiTest {
    private GraphCanvas canvas;
    private EditorDocument document;

    @Start
    void start(Stage stage) {
        document = new EditorDocument(LargeGraphs.grid(300, 900, 7), null);
        canvas = new GraphCanvas(document);
        stage.setScene(new Scene(canvas, 900, 600));
        stage.show();
    }

    @BeforeEach
    void panAroundAtFullSize(FxRobot robot) {
        robot.interact(() -> canvas.viewport().zoomProperty().set(1.0));
        for (int step = 0; step < 6; step++) {
            robot.interact(() -> canvas.viewport().panBy(-150, -100));
        }
    }

    @Test
    void aCheckResultWithTheSameLinesMovesNoLabel(FxRobot robot) {
        Map<String, double[]> before = labelsOnScreen(robot);
        robot.interact(() -> canvas.setInsight(StackInsight.UNKNOWN));
        assertEquals(List.of(), movedSince(robot, before), "of " + before.size() + " labels on screen");
    }

    @Test
    void anEditThatChangesNothingOnTheCanvasMovesNoLabel(FxRobot robot) {
        Map<String, double[]> before = labelsOnScreen(robot);
        robot.interact(() -> {
            Graph g = document.graph();
            document.execute(new EditGraphCommand(
                    EditGraphCommand.Header.of(g), new EditGraphCommand.Header("Renamed", g.initial(), g.tickRate())));
        });
        assertEquals(List.of(), movedSince(robot, before), "of " + before.size() + " labels on screen");
    }

    private Map<String, double[]> labelsOnScreen(FxRobot robot) {
        Map<String, double[]> shown = new HashMap<>();
        robot.interact(() -> canvas.edgeSkins().forEach((id, t) -> {
            if (t.isBuilt() && t.root().getParent() != null && !t.curves().isEmpty()) {
                shown.put(id, new double[] {t.label().getLayoutX(), t.label().getLayoutY()});
            }
        }));
        assertTrue(shown.size() > 50, "the pan shows many labels: " + shown.size());
        return shown;
    }

    private List<String> movedSince(FxRobot robot, Map<String, double[]> before) {
        List<String> moved = new ArrayList<>();
        robot.interact(() -> before.forEach((id, xy) -> {
            Node label = canvas.edgeSkins().get(id).label();
            if (label.getLayoutX() != xy[0] || label.getLayoutY() != xy[1]) {
                moved.add(id);
            }
        }));
        return moved;
    }
}
