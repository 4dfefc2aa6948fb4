package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.EditorDocument;
import dev.stagestack.editor.GraphFiles;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A pan gesture shows one moving picture in place of the live layers, and gives them back. */
@ExtendWith(ApplicationExtension.class)
class PanBitmapUiTest {
    private GraphCanvas canvas;

    @Start
    void start(Stage stage) throws Exception {
        canvas = new GraphCanvas(new EditorDocument(GraphFiles.sample("shovel-flow").graph(), null));
        stage.setScene(new Scene(canvas, 900, 600));
        stage.show();
    }

    private boolean picturing() {
        return canvas.panPicture().isVisible();
    }

    @Test
    void duringAPanThePictureMovesWithTheViewAndTheLiveNodesAreHidden(FxRobot robot) {
        double before = canvas.viewport().panXProperty().get();
        robot.interact(() -> canvas.panBy(-10, -4));
        Rectangle2D first = canvas.panPicture().getViewport();
        robot.interact(() -> canvas.panBy(-10, -4));
        assertTrue(picturing(), "panning shows the picture");
        assertFalse(canvas.grid().isVisible(), "and hides the live grid");
        assertEquals(before - 20, canvas.viewport().panXProperty().get(), 1e-9);
        Rectangle2D second = canvas.panPicture().getViewport();
        assertEquals(first.getMinX() + 10, second.getMinX(), 1e-9, "the picture shows what the moved view sees");
        assertEquals(first.getMinY() + 4, second.getMinY(), 1e-9);
        assertEquals(canvas.getWidth(), second.getWidth(), 1e-9, "only the part in view is drawn");
        assertEquals(0, canvas.panPicture().getLayoutX(), 1e-9);
        assertTrue(canvas.panPicture().getImage().getWidth() > canvas.getWidth(), "with a margin around the view");
    }

    @Test
    void theLiveNodesComeBackWhenThePanSettles(FxRobot robot) throws Exception {
        robot.interact(() -> canvas.panBy(-10, -4));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !picturing());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(canvas.grid().isVisible());
        assertFalse(picturing());
    }

    @Test
    void zoomingPutsThePictureAwayAtOnce(FxRobot robot) {
        robot.interact(() -> canvas.panBy(-10, -4));
        robot.interact(() -> canvas.zoomBy(1.25));
        assertFalse(picturing());
        assertTrue(canvas.grid().isVisible());
    }
}
