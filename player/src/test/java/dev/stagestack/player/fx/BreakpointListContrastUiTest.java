package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The list of states a breakpoint can be set on (BREAKPOINTS, the state box opened) is read as
 * easily as the rest of the overlay: every state's name has a WCAG contrast of at least 4.5 on the
 * list behind it, in the dark theme and in the light one.
 */
@ExtendWith(ApplicationExtension.class)
class BreakpointListContrastUiTest {

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1203, 676);
        player.view().requestFocus();
    }

    @Test
    void theStatesListReadsInBothThemes(FxRobot robot) throws Exception {
        FxWait.until(() -> !TestPlayers.head(player).isEmpty());
        TestPlayers.openBreakpoints(robot);
        assertStatesRead(robot, "dark");
        robot.type(KeyCode.ESCAPE);
        robot.clickOn("#view-menu");
        robot.clickOn("Light theme (high contrast)");
        FxWait.until(() -> player.view().look().light());
        assertStatesRead(robot, "light");
    }

    /** Opens the states list and checks the contrast of each state's name in it. */
    private void assertStatesRead(FxRobot robot, String theme) throws Exception {
        robot.clickOn("#break-state");
        FxWait.until(() -> !stateCells(robot).isEmpty());
        List<String> faint = FxWait.onFx(() -> stateCells(robot).stream()
                .filter(cell -> {
                    cell.applyCss();
                    return WcagContrast.of(cell.getTextFill(), WcagContrast.behind(cell)) < 4.5;
                })
                .map(cell -> cell.getText() + " " + cell.getTextFill() + " on " + WcagContrast.behind(cell))
                .toList());
        assertFalse(FxWait.onFx(() -> stateCells(robot)).isEmpty());
        assertTrue(faint.isEmpty(), theme + ": under 4.5:1 — " + faint);
    }

    /** The cells of the open states list that show a state. */
    private static List<ListCell<?>> stateCells(FxRobot robot) {
        List<ListCell<?>> cells = new java.util.ArrayList<>();
        for (Node n : robot.lookup(".combo-box-popup .list-cell").queryAll()) {
            if (n.isVisible()
                    && n instanceof ListCell<?> cell
                    && cell.getText() != null
                    && !cell.getText().isEmpty()) {
                cells.add(cell);
            }
        }
        return cells;
    }
}
