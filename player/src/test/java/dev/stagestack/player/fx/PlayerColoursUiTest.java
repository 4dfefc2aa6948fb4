package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What the style sheet colours and what the canvases paint agree, in the player's window: the overlay's
 * and the control bar's panels, the log's background and the overlay's texts are the palette's colours
 * that the chain and the frame-time plot are painted with, dark and, after F11, light.
 */
@ExtendWith(ApplicationExtension.class)
class PlayerColoursUiTest {
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1280, 720);
        player.view().requestFocus();
    }

    @Test
    void theControlsShowTheColoursTheCanvasesPaintInBothThemes(FxRobot robot) throws Exception {
        FxWait.until(() -> !TestPlayers.head(player).isEmpty());
        assertEquals(PlayerPalette.DARK, FxWait.onFx(() -> player.view().look().palette()));
        assertControlsIn(PlayerPalette.DARK);

        robot.push(KeyCode.F11);
        FxWait.until(() -> player.view().isPresenting());
        assertEquals(PlayerPalette.LIGHT, FxWait.onFx(() -> player.view().look().palette()));
        assertControlsIn(PlayerPalette.LIGHT);
    }

    private void assertControlsIn(PlayerPalette palette) throws Exception {
        List<Paint> shown = FxWait.onFx(() -> {
            player.view().applyCss();
            return List.of(
                    background(PlayerStyles.OVERLAY_PANEL),
                    background(PlayerStyles.CONTROL_BAR),
                    background(PlayerStyles.LOG),
                    textFill(PlayerStyles.STAT_VALUE),
                    textFill(PlayerStyles.OVERLAY_TITLE));
        });
        assertEquals(
                List.of(palette.panel(), palette.panel(), palette.background(), palette.text(), palette.muted()),
                shown,
                "overlay, control bar, log, values, titles");
    }

    private Paint background(String styleClass) {
        Region region = (Region) only(styleClass);
        return region.getBackground().getFills().get(0).getFill();
    }

    private Paint textFill(String styleClass) {
        return ((Label) only(styleClass)).getTextFill();
    }

    private Node only(String styleClass) {
        Node node = player.view().lookup("." + styleClass);
        if (node == null) {
            throw new AssertionError("no ." + styleClass + " in the player");
        }
        return node;
    }
}
