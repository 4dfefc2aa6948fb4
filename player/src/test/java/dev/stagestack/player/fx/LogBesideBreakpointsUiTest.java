package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The explained log stays a log when BREAKPOINTS is open in the window the player opens at on a
 * 1280 × 720 screen (1203 × 676): the chain and the frame-time plot give way, so that at least
 * {@link #ROWS} rows of the log are in view, enough to read a commit step with its callbacks.
 */
@ExtendWith(ApplicationExtension.class)
class LogBesideBreakpointsUiTest {

    /** A commit step's explanation, its callbacks (pause, load, init, enter) and the next step's line. */
    static final int ROWS = 8;

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1203, 676);
        player.view().requestFocus();
    }

    @Test
    void theLogShowsEightRowsWithBreakpointsOpen(FxRobot robot) throws Exception {
        FxWait.until(() -> !TestPlayers.head(player).isEmpty());
        robot.clickOn("BREAKPOINTS");
        FxWait.until(() ->
                robot.lookup("#break-state").tryQuery().map(Node::isVisible).orElse(false));
        FxWait.until(() -> visibleRows(robot) >= ROWS);
        assertTrue(FxWait.onFx(() -> visibleRows(robot)) >= ROWS);
        assertTrue(FxWait.onFx(() -> overlayFits(robot)), "the overlay fits its height: nothing scrolls the log away");
    }

    /** Whether the overlay is no taller than the area it is shown in. */
    private static boolean overlayFits(FxRobot robot) {
        Node overlay = robot.lookup(".overlay-panel").query();
        for (Parent p = overlay.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane scroll) {
                return overlay.getLayoutBounds().getHeight()
                        <= scroll.getViewportBounds().getHeight() + 1;
            }
        }
        return true;
    }

    /** Rows of the log in view: its height inside the window and every scroll pane around it, over a row's height. */
    private static int visibleRows(FxRobot robot) {
        Node log = robot.lookup(".trace-log").query();
        log.getScene().getRoot().applyCss();
        log.getScene().getRoot().layout();
        Bounds b = log.localToScene(log.getLayoutBounds());
        double top = Math.max(0, b.getMinY());
        double bottom = Math.min(log.getScene().getHeight(), b.getMaxY());
        for (Parent p = log.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane scroll) {
                Bounds v = scroll.localToScene(scroll.getLayoutBounds());
                top = Math.max(top, v.getMinY());
                bottom = Math.min(bottom, v.getMaxY());
            }
        }
        double row = robot.lookup(".trace-log .list-cell").queryAll().stream()
                .filter(n -> n instanceof ListCell<?> && n.isVisible())
                .mapToDouble(n -> n.getLayoutBounds().getHeight())
                .filter(h -> h > 0)
                .max()
                .orElse(Double.MAX_VALUE);
        int rows = (int) Math.floor(Math.max(0, bottom - top) / row);
        return rows;
    }
}
