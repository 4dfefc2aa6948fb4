package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The player embedded at a narrow width, as beside the editor's canvas, inside a host whose
 * theme gives list cells a tall fixed size (as AtlantaFX does): every control keeps its full
 * size and works, and the trace log keeps one line per row.
 */
@ExtendWith(ApplicationExtension.class)
class PlayerViewNarrowTest {

    private static final double WIDTH = 600;

    @TempDir
    static Path dir;

    private PlayerController player;

    @Start
    void start(Stage stage) throws IOException {
        player = new PlayerController(TestGraphs.diverged(), BehaviorRegistry.empty());
        Path hostTheme = Files.writeString(
                dir.resolve("host.css"), ".list-view .list-cell { -fx-cell-size: 2.8em; -fx-padding: 0 0.5em; }");
        Scene scene = new Scene(player.view(), WIDTH, 700);
        scene.getStylesheets().add(hostTheme.toUri().toString());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void everyControlIsShownWholeInsideTheViewAtANarrowWidth(FxRobot robot) {
        ControlBar bar = player.view().controls();
        assertFalse(bar.fitsOneRow(WIDTH), "at this width the time-travel group takes its own row");
        Bounds view = player.view().localToScene(player.view().getLayoutBounds());
        for (PlayerCommand c : PlayerCommand.values()) {
            if (ControlBar.IN_VIEW_MENU.contains(c)) {
                assertTrue(bar.viewMenu().getItems().contains(bar.viewItem(c)), c + " is in the View menu");
                continue;
            }
            ButtonBase control = bar.get(c);
            Bounds b = control.localToScene(control.getLayoutBounds());
            assertTrue(control.isVisible() && b.getWidth() > 0, c + " is shown");
            assertTrue(view.contains(b), c + " lies inside the view: " + b);
            assertTrue(b.getWidth() >= control.prefWidth(-1) - 0.5, c + " is not squeezed: " + b.getWidth());
        }
        Bounds menu = bar.viewMenu().localToScene(bar.viewMenu().getLayoutBounds());
        assertTrue(
                view.contains(menu) && menu.getWidth() >= bar.viewMenu().prefWidth(-1) - 0.5, "the View menu: " + menu);
        Bounds slider = bar.travelSlider().localToScene(bar.travelSlider().getLayoutBounds());
        assertTrue(view.contains(slider) && slider.getWidth() >= 120, "the slider keeps room: " + slider);
    }

    @Test
    void theIconControlsWorkWhenClicked(FxRobot robot) {
        robot.clickOn((Node) player.view().controls().get(PlayerCommand.STEP_TICK));
        long first = player.session().live().tick();
        robot.clickOn((Node) player.view().controls().get(PlayerCommand.STEP_TICK));
        assertEquals(first + 1, player.session().live().tick());
        assertTrue(player.session().paused());
        robot.clickOn((Node) player.view().controls().get(PlayerCommand.FASTER));
        assertEquals(
                "2×", player.view().controls().get(PlayerCommand.NORMAL_SPEED).getText());
        robot.clickOn((Node) player.view().controls().get(PlayerCommand.NORMAL_SPEED));
        assertEquals(
                "1×", player.view().controls().get(PlayerCommand.NORMAL_SPEED).getText());
    }

    @Test
    void traceLogRowsAreOneLineHighUnderAHostTheme(FxRobot robot) throws TimeoutException {
        robot.clickOn((Node) player.view().controls().get(PlayerCommand.STEP_TICK));
        // The log's cells are made by a layout pass: wait for one to show the first tick's lines.
        FxWait.until(() -> !filledLogCells(robot).isEmpty());
        List<ListCell<?>> cells = filledLogCells(robot);
        for (ListCell<?> cell : cells) {
            assertTrue(cell.getHeight() <= 20, "a log row is one line high, not " + cell.getHeight());
        }
    }

    private static List<ListCell<?>> filledLogCells(FxRobot robot) {
        List<ListCell<?>> cells = new ArrayList<>();
        for (ListCell<?> cell : robot.lookup(".trace-log .list-cell").queryAllAs(ListCell.class)) {
            if (!cell.isEmpty()) {
                cells.add(cell);
            }
        }
        return cells;
    }
}
