package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.player.fx.FxWait;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The grid's dots sit on the grid's steps, follow the pan, and go when the grid is hidden. */
@ExtendWith(ApplicationExtension.class)
class GridLayerUiTest {
    private static final int STEP = (int) StateBox.GRID;
    private final Viewport viewport = new Viewport();
    private GridLayer grid;

    @Start
    void start(Stage stage) {
        grid = new GridLayer(viewport);
        grid.dotColorProperty().set(Color.WHITE);
        grid.setManaged(false);
        grid.resize(10 * STEP, 5 * STEP);
        Pane pane = new Pane(grid);
        pane.setStyle("-fx-background-color: black");
        stage.setScene(new Scene(pane, 10 * STEP, 5 * STEP));
        stage.show();
    }

    private PixelReader snapshot() throws Exception {
        // The scene, not the pane: the pane's bounds reach out to the dots drawn beyond the view.
        WritableImage shot = FxWait.onFx(() -> grid.getScene().snapshot(null));
        return shot.getPixelReader();
    }

    private static double brightness(PixelReader pixels, int x, int y) {
        return pixels.getColor(x, y).getBrightness();
    }

    @Test
    void aDotOnEveryStepAndNothingBetween(FxRobot robot) throws Exception {
        PixelReader pixels = snapshot();
        for (int x = STEP; x < 9 * STEP; x += STEP) {
            for (int y = STEP; y < 4 * STEP; y += STEP) {
                assertTrue(brightness(pixels, x, y) > 0.9, "a full dot pixel at " + x + "," + y);
                assertTrue(brightness(pixels, x + 1, y) > 0.4, "half a pixel beside it");
                assertEquals(0, brightness(pixels, x + STEP / 2, y + STEP / 2), 1e-9, "nothing between dots");
                assertEquals(0, brightness(pixels, x + 2, y), 1e-9, "a dot is 1.5 pixels wide");
            }
        }
    }

    @Test
    void theDotsMoveWithThePan(FxRobot robot) throws Exception {
        robot.interact(() -> viewport.panBy(7, 3));
        PixelReader pixels = snapshot();
        assertTrue(brightness(pixels, STEP + 7, STEP + 3) > 0.9);
        assertEquals(0, brightness(pixels, STEP, STEP), 1e-9, "none where it was: " + pixels.getColor(STEP, STEP));
    }

    /** Half-transparent white over black: the full pixel half bright, the half-covered one a quarter. */
    @Test
    void aNewDotColourBlendsByItsOpacityAndTheDotsCoverage(FxRobot robot) throws Exception {
        robot.interact(() -> grid.dotColorProperty().set(Color.gray(1, 0.5)));
        PixelReader pixels = snapshot();
        assertEquals(0.5, brightness(pixels, STEP, STEP), 0.02, "full pixel");
        assertEquals(0.25, brightness(pixels, STEP + 1, STEP), 0.02, "half a pixel beside it");
        assertEquals(0.125, brightness(pixels, STEP + 1, STEP + 1), 0.02, "a quarter at the corner");
    }

    @Test
    void aHiddenGridHasNoDots(FxRobot robot) throws Exception {
        robot.interact(() -> grid.gridVisibleProperty().set(false));
        PixelReader pixels = snapshot();
        for (int x = 0; x < 10 * STEP; x++) {
            for (int y = 0; y < 5 * STEP; y++) {
                assertEquals(0, brightness(pixels, x, y), 1e-9, "no dot at " + x + "," + y);
            }
        }
    }
}
