package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A breakpoint set in the overlay as a person sets it stops the run before the game is entered; F5 goes on. */
@ExtendWith(ApplicationExtension.class)
class BreakpointsUiTest {
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(
                stage, TestGraphs.menuAndGame(), 1000, 600); // a log as short as in the editor's Play panel
    }

    @Test
    void beforeEnteringGameStopsThereAndF5GoesOn(FxRobot robot) throws Exception {
        TestPlayers.setBreakpointBeforeEntering(robot, player, "game");

        robot.type(KeyCode.ENTER);
        FxWait.until(() -> player.session().paused() && hit().startsWith("Breakpoint: before entering game#"));
        assertEquals(
                List.of("menu"),
                FxWait.onFx(() -> player.session().live().head().bottomUp().stream()
                        .map(e -> e.stateId())
                        .toList()),
                "stopped before the step");
        FxWait.until(this::newestTraceLineInView); // the banner took room from the log, which still ends at the newest

        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().live().head().bottomUp().size() == 2 && hit().isEmpty());
    }

    private boolean newestTraceLineInView() {
        javafx.scene.control.ListView<?> log =
                new FxRobot().lookup(".trace-log").queryAs(javafx.scene.control.ListView.class);
        Object newest = log.getItems().get(log.getItems().size() - 1);
        javafx.geometry.Bounds view = log.localToScreen(log.getLayoutBounds());
        return new FxRobot()
                .from(log).lookup(".list-cell").queryAll().stream()
                        .map(c -> (javafx.scene.control.ListCell<?>) c)
                        .anyMatch(c -> c.isVisible()
                                && newest.equals(c.getItem())
                                && view.contains(
                                        c.localToScreen(c.getLayoutBounds()).getCenterX(),
                                        c.localToScreen(c.getLayoutBounds()).getCenterY()));
    }

    private String hit() {
        Label label = new FxRobot().lookup("#break-hit").queryAs(Label.class);
        return label.isVisible() ? label.getText() : "";
    }
}
