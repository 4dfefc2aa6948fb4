package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.EffectRun;
import java.util.List;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A transition with a fade (docs/semantics.md §22), played in the window: the screen keeps the title's
 * picture and fades it out over the live level, a key pressed meanwhile reaches the run at once, and
 * the picture is gone once the effect's ticks have run.
 */
@ExtendWith(ApplicationExtension.class)
class TransitionEffectsUiTest {

    /** Long enough that a loaded machine still sees the first half of the fade. */
    private static final double FADE_SECONDS = 6;

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.fadeToLevel(FADE_SECONDS), 1200, 800);
    }

    @Test
    void theOldPictureFadesOverTheNewChainWhileKeysReachTheRun(FxRobot robot) throws Exception {
        EffectLayer layer = FxWait.onFx(() -> player.view().screen().effectLayer());
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title")) && layer.getParent() != null);
        robot.type(KeyCode.ENTER);

        FxWait.until(() -> layer.isVisible() && layer.playing() != null);
        EffectRun fade = FxWait.onFx(layer::playing);
        double first = FxWait.onFx(layer::oldPictureOpacity);
        Image picture = FxWait.onFx(() -> ((ImageView) layer.lookup("ImageView")).getImage());
        assertNotNull(picture, "the title's picture is kept");
        assertTrue(picture.getWidth() > 0 && picture.getHeight() > 0);
        assertEquals(List.of("level"), FxWait.onFx(() -> TestPlayers.head(player)), "the commit did not wait");
        assertEquals(360, fade.ticks());

        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("level", "pause")));
        long pushed = FxWait.onFx(() -> player.session().log().trace()).stream()
                .filter(line -> line.matches("\\d+ push pause#\\d+"))
                .mapToLong(line -> Long.parseLong(line.split(" ")[0]))
                .findFirst()
                .orElseThrow();
        assertTrue(pushed < fade.endTick(), "ESCAPE reached the run during the fade, at tick " + pushed);
        assertEquals(fade, FxWait.onFx(layer::playing), "a push without an effect leaves the fade playing");

        FxWait.until(() -> layer.oldPictureOpacity() < first);
        FxWait.until(() -> !layer.isVisible());
        assertTrue(FxWait.onFx(() -> player.session().effect().isEmpty()));
        assertTrue(FxWait.onFx(() -> player.session().live().tick()) >= fade.endTick());
        Image level = FxWait.onFx(() -> player.view().screen().snapshot(null, null));
        assertNotEquals(
                level.getPixelReader().getArgb(10, 10),
                picture.getPixelReader().getArgb(10, 10),
                "the kept picture is the title's, not the level's");
    }
}
