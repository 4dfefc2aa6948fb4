package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer drags the side panel wider, the problems list taller, picks the Outline tab and quits;
 * the next start shows the window laid out as they left it (and the legend collapsed, as after
 * every first start).
 */
@ExtendWith(ApplicationExtension.class)
class PanelLayoutUiTest {
    private static final String PREFS = "dev/stagestack/editor-panel-layout-test";

    @TempDir
    static Path temp;

    private EditorDriver window;
    private final OtherEditors others = new OtherEditors();

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(stage, PREFS, new RecoveryStore(temp.resolve("recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        others.closeAll();
    }

    @Test
    void theNextStartShowsThePanelsWhereTheyWereLeft(FxRobot robot) throws Exception {
        SplitPane work = splitPane(robot, window, Orientation.HORIZONTAL);
        SplitPane problems = splitPane(robot, window, Orientation.VERTICAL);
        double sideBefore = FxWait.onFx(() -> work.getDividerPositions()[0]);
        double problemsBefore = FxWait.onFx(() -> problems.getDividerPositions()[0]);
        drag(robot, divider(work), -180, 0);
        drag(robot, divider(problems), 0, -90);
        FxWait.until(() -> work.getDividerPositions()[0] < sideBefore - 0.05
                && problems.getDividerPositions()[0] < problemsBefore - 0.05);
        robot.clickOn("Outline");
        FxWait.until(() -> tabs(robot, window).getSelectionModel().getSelectedIndex() == 1);
        double side = FxWait.onFx(() -> work.getDividerPositions()[0]);
        double bottom = FxWait.onFx(() -> problems.getDividerPositions()[0]);

        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.Q);
        FxWait.until(() -> !window.stage().isShowing());

        EditorDriver next = others.reopen(new RecoveryStore(temp.resolve("recovery-2")), PREFS);
        FxWait.until(() -> next.stage().isShowing());
        assertEquals(
                side,
                FxWait.onFx(() -> splitPane(robot, next, Orientation.HORIZONTAL).getDividerPositions()[0]),
                0.01);
        assertEquals(
                bottom,
                FxWait.onFx(() -> splitPane(robot, next, Orientation.VERTICAL).getDividerPositions()[0]),
                0.01);
        assertEquals(1, FxWait.onFx(() -> tabs(robot, next).getSelectionModel().getSelectedIndex()), "the Outline tab");
    }

    private static void drag(FxRobot robot, Node divider, double dx, double dy) throws Exception {
        Point2D at = UiSteps.centreOf(divider);
        robot.moveTo(at)
                .press(MouseButton.PRIMARY)
                .moveTo(at.add(dx / 2, dy / 2))
                .moveTo(at.add(dx, dy))
                .release(MouseButton.PRIMARY);
    }

    private static SplitPane splitPane(FxRobot robot, EditorDriver window, Orientation orientation) throws Exception {
        return FxWait.onFx(() ->
                robot
                        .from(window.stage().getScene().getRoot())
                        .lookup(".split-pane")
                        .queryAllAs(SplitPane.class)
                        .stream()
                        .filter(p -> p.getOrientation() == orientation)
                        .findFirst()
                        .orElseThrow());
    }

    private static Node divider(SplitPane pane) throws Exception {
        return FxWait.onFx(() -> pane.lookupAll(".split-pane-divider").stream()
                .filter(d -> d.getParent() == pane)
                .findFirst()
                .orElseThrow());
    }

    private static TabPane tabs(FxRobot robot, EditorDriver window) throws Exception {
        return FxWait.onFx(() -> robot.from(window.stage().getScene().getRoot())
                .lookup(".tab-pane")
                .queryAs(TabPane.class));
    }
}
