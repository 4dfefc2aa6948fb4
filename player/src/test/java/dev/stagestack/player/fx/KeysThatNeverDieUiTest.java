package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.runtime.debug.ChainSnapshot;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The keyboard of the player survives what a person does with the mouse: clicking a state button
 * whose screen then has none, the run ending, Restart. One key press is one request, even when a
 * button could have taken it too.
 */
@ExtendWith(ApplicationExtension.class)
class KeysThatNeverDieUiTest {
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.menuAndGame(), 1200, 800);
        player.view().requestFocus();
    }

    @Test
    void afterClickingAButtonWhoseScreenHasNoneShortcutsAndGameKeysStillWork(FxRobot robot) throws Exception {
        clickStateButton(robot, "Start");
        FxWait.until(() -> head().equals(List.of("menu", "game")));

        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> head().equals(List.of("menu", "game", "pause")));
        clickStateButton(robot, "Resume");
        FxWait.until(() -> head().equals(List.of("menu", "game")));

        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        robot.type(KeyCode.F5);
        FxWait.until(() -> !player.session().paused());
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> head().equals(List.of("menu", "game", "pause")));
    }

    @Test
    void afterTheRunEndsAndAMouseRestartTheKeysWork(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
        robot.type(KeyCode.Q);
        FxWait.until(() -> player.session().ended());
        robot.clickOn(FxWait.onFx(
                () -> (Button) player.view().controls().get(dev.stagestack.player.fx.model.PlayerCommand.RESTART_RUN)));
        FxWait.until(() -> !player.session().ended() && head().equals(List.of("menu")));
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
    }

    @Test
    void oneEnterOnAFocusedButtonIsOneRequest(FxRobot robot) throws Exception {
        Button start = FxWait.onFx(() -> stateButton("Start"));
        FxWait.onFx(() -> {
            start.requestFocus(); // where a Tab or an earlier click could have left the keyboard
            return null;
        });
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
        long tick = FxWait.onFx(() -> player.session().live().tick());
        FxWait.until(() -> player.session().live().tick() >= tick + 10);
        assertEquals(List.of("menu", "game"), FxWait.onFx(this::head), "one ENTER, one game");
    }

    private List<String> head() {
        ChainSnapshot head = player.session().live().head();
        return head.bottomUp().stream().map(e -> e.stateId()).toList();
    }

    private Button stateButton(String label) {
        return new FxRobot()
                .lookup(".button").queryAllAs(Button.class).stream()
                        .filter(b -> label.equals(b.getText()) && b.isVisible() && b.getScene() != null)
                        .findFirst()
                        .orElse(null);
    }

    private void clickStateButton(FxRobot robot, String label) throws Exception {
        FxWait.until(() -> stateButton(label) != null);
        robot.clickOn(FxWait.onFx(() -> stateButton(label)));
    }
}
