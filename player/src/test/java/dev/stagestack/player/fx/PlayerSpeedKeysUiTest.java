package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The speed keys as a person presses them on the player's window: Ctrl+= doubles, Ctrl+0 goes back to 1×. */
@ExtendWith(ApplicationExtension.class)
class PlayerSpeedKeysUiTest {

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = new PlayerController(TestGraphs.diverged(), BehaviorRegistry.empty());
        stage.setScene(new Scene(player.view(), 1200, 800));
        stage.show();
        player.view().requestFocus();
    }

    @Test
    void ctrlZeroGoesBackToNormalSpeed(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.EQUALS);
        FxWait.until(() -> "2×".equals(speedText()));
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        FxWait.until(() -> "1×".equals(speedText()));
    }

    private String speedText() {
        return player.view().controls().get(PlayerCommand.NORMAL_SPEED).getText();
    }
}
