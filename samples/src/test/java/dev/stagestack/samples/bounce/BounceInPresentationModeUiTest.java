package dev.stagestack.samples.bounce;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.FxWait;
import dev.stagestack.player.fx.PlayerController;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.samples.Samples;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Bounce's game screen in presentation mode (F11), in the window the player opens at on a 1280 × 720
 * screen: the overlay at 2× takes more of the width, and the game is scaled to fit what is left, its
 * aspect kept, with bars around it, rather than cut off at the screen's edge.
 */
@ExtendWith(ApplicationExtension.class)
class BounceInPresentationModeUiTest {

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = new PlayerController(Samples.graph("bounce"), Samples.folder(), BehaviorRegistry.load());
        stage.setScene(new Scene(player.view(), 1203, 676));
        stage.show();
        player.start();
        player.view().requestFocus();
    }

    @Test
    void theWholeGameScreenIsInsideItsAreaInPresentationMode(FxRobot robot) throws Exception {
        until(() -> drawingCanvas(robot) != null);
        robot.type(KeyCode.F11);
        until(() -> robot.lookup(".overlay-panel").query().getLayoutBounds().getWidth() > 400); // 380 px at 1×
        robot.type(KeyCode.ENTER); // the level: its card, larger in presentation mode, asked for more room
        until(() -> player.session().live().head().bottomUp().stream()
                .anyMatch(e -> e.stateId().equals("level")));
        until(() -> drawingCanvas(robot).getParent().getClass().getSimpleName().equals("BehaviorLayer")
                && drawingCanvas(robot).getWidth() > 0);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertTrue(onFx(() -> inside(robot)), onFx(() -> describe(robot)));
    }

    /** Whether the game's canvas lies inside the screen area it is shown in, and is drawn at some size. */
    private static boolean inside(FxRobot robot) {
        Canvas canvas = drawingCanvas(robot);
        Node area = robot.lookup(".player-screen").query();
        Bounds drawn = canvas.localToScene(canvas.getLayoutBounds());
        Bounds shown = area.localToScene(area.getLayoutBounds());
        return drawn.getWidth() > 100
                && drawn.getMinX() >= shown.getMinX() - 0.5
                && drawn.getMaxX() <= shown.getMaxX() + 0.5
                && drawn.getMinY() >= shown.getMinY() - 0.5
                && drawn.getMaxY() <= shown.getMaxY() + 0.5;
    }

    private static String describe(FxRobot robot) {
        Canvas canvas = drawingCanvas(robot);
        Node area = robot.lookup(".player-screen").query();
        return "canvas " + canvas.localToScene(canvas.getLayoutBounds()) + " in the screen area "
                + area.localToScene(area.getLayoutBounds());
    }

    /** The canvas the head's behaviour draws on: the game screen's topmost canvas. */
    private static Canvas drawingCanvas(FxRobot robot) {
        return robot.lookup(".player-screen").queryAll().stream()
                .flatMap(screen -> robot.from(screen).lookup((Node n) -> n instanceof Canvas).queryAll().stream())
                .map(Canvas.class::cast)
                .filter(c -> c.getWidth() > 0)
                .reduce((first, last) -> last)
                .orElse(null);
    }

    private static void until(Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(() -> {
            try {
                return condition.call();
            } catch (RuntimeException notLaidOutYet) {
                return false;
            }
        });
    }

    private static <T> T onFx(Callable<T> action) throws Exception {
        return FxWait.onFx(action);
    }
}
