package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Every player shortcut ({@link PlayerCommand}), pressed on the real window as a person presses it,
 * does what the controls table of docs/player.md says. A command added without a check here fails
 * the last assertion.
 */
@ExtendWith(ApplicationExtension.class)
class EveryPlayerKeyUiTest {
    @TempDir
    Path temp;

    private PlayerController player;
    private final Set<PlayerCommand> pressed = EnumSet.noneOf(PlayerCommand.class);

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1200, 800);
        player.view().requestFocus();
    }

    @Test
    void everyShortcutDoesWhatItSays(FxRobot robot) throws Exception {
        FxWait.until(() -> !player.loading() && player.session().live().tick() >= 1);

        boolean overlay = FxWait.onFx(() -> player.view().isOverlayVisible());
        press(robot, PlayerCommand.TOGGLE_OVERLAY);
        FxWait.until(() -> player.view().isOverlayVisible() != overlay);
        press(robot, PlayerCommand.TOGGLE_OVERLAY);
        FxWait.until(() -> player.view().isOverlayVisible() == overlay);

        press(robot, PlayerCommand.PRESENT);
        FxWait.until(() -> player.view().isPresenting() && player.view().look().scale() == 2);
        press(robot, PlayerCommand.OVERLAY_LARGER);
        FxWait.until(() -> player.view().look().scale() == 2.25);
        press(robot, PlayerCommand.OVERLAY_SMALLER);
        FxWait.until(() -> player.view().look().scale() == 2);
        press(robot, PlayerCommand.CHAIN_ONLY);
        FxWait.until(() -> player.view().look().chainOnly()
                && player.view().getCenter() == player.view().overlayArea());
        press(robot, PlayerCommand.CHAIN_ONLY);
        FxWait.until(() -> !player.view().look().chainOnly()
                && player.view().getRight() == player.view().overlayArea());
        press(robot, PlayerCommand.PRESENT);
        FxWait.until(() -> !player.view().isPresenting() && player.view().look().scale() == 1);

        press(robot, PlayerCommand.PAUSE_RESUME);
        FxWait.until(() -> player.session().paused());
        long tick = FxWait.onFx(() -> player.session().live().tick());
        press(robot, PlayerCommand.STEP_TICK);
        FxWait.until(() -> player.session().live().tick() == tick + 1);

        FxWait.onFx(() -> {
            player.session().button("Play");
            player.session().tick(); // the click is handled: the next commit pushes world
            return null;
        });
        TickSnapshot before = FxWait.onFx(() -> player.session().live());
        press(robot, PlayerCommand.STEP_COMMIT);
        FxWait.until(() -> !player.session().live().head().equals(before.head()));
        press(robot, PlayerCommand.STEP_BACK);
        FxWait.until(() ->
                player.travelling() && player.shownTickProperty().get().head().equals(before.head()));
        press(robot, PlayerCommand.STEP_COMMIT); // forward again to the live moment
        FxWait.until(() -> !player.travelling());

        press(robot, PlayerCommand.SLOWER);
        FxWait.until(() -> player.session().speed() == 500);
        press(robot, PlayerCommand.FASTER);
        press(robot, PlayerCommand.FASTER);
        FxWait.until(() -> player.session().speed() == 2000);
        press(robot, PlayerCommand.NORMAL_SPEED);
        FxWait.until(() -> player.session().speed() == 1000);

        long live = FxWait.onFx(() -> player.session().live().tick());
        press(robot, PlayerCommand.SCRUB_BACK);
        FxWait.until(() -> player.travelling() && player.shownTick() == live - 1);
        press(robot, PlayerCommand.SCRUB_FORWARD);
        FxWait.until(() -> player.shownTick() == live);
        press(robot, PlayerCommand.SCRUB_BACK);
        FxWait.until(() -> player.travelling());
        press(robot, PlayerCommand.GO_LIVE);
        FxWait.until(() -> !player.travelling());

        Path trace = temp.resolve("run.trace");
        FxWait.onFx(() -> {
            player.setExportChooser(
                    (owner, suggested) -> temp.resolve(suggested).toFile());
            return null;
        });
        press(robot, PlayerCommand.EXPORT_TRACE);
        FxWait.until(() -> Files.isRegularFile(trace) && Files.size(trace) > 0);
        assertTrue(Files.readString(trace).contains("push world"), Files.readString(trace));
        press(robot, PlayerCommand.EXPORT_CHAIN);
        FxWait.until(
                () -> Files.list(temp).anyMatch(f -> f.getFileName().toString().matches("chain-tick-\\d+\\.svg")));
        try (var files = Files.list(temp)) {
            Path chain = files.filter(f -> f.getFileName().toString().startsWith("chain-tick-"))
                    .findFirst()
                    .orElseThrow();
            String svg = Files.readString(chain);
            assertTrue(svg.startsWith("<svg") && svg.contains(">HEAD</text>"), svg);
        }
        press(robot, PlayerCommand.EXPORT_SCRIPT);
        Path exported = temp.resolve("session.script");
        FxWait.until(() -> Files.isRegularFile(exported));
        assertTrue(Files.readString(exported).contains(" button Play"), Files.readString(exported));
        press(robot, PlayerCommand.EXPORT_WEB_PAGE);
        Path page = temp.resolve("session.html");
        FxWait.until(() -> Files.isRegularFile(page));
        assertTrue(Files.readString(page).contains("button Play"), "the page carries the run's script");

        Path script = temp.resolve("walk.script");
        Files.writeString(script, "# Play, then Options\n3 button Play\n9 button Options\n");
        FxWait.onFx(() -> {
            player.setScriptChooser(owner -> script.toFile());
            return null;
        });
        int runBefore = FxWait.onFx(() -> player.session().runNumber());
        press(robot, PlayerCommand.OPEN_SCRIPT);
        FxWait.until(() -> player.session().runNumber() == runBefore + 1
                && player.session().paused()
                && player.session().scriptProgress().orElse("").startsWith("script: 0 of 2"));
        press(robot, PlayerCommand.NEXT_EVENT);
        FxWait.until(() -> player.session().live().tick() == 3
                && player.session().live().head().bottomUp().size() == 1
                && player.session().scriptProgress().orElse("").startsWith("script: 1 of 2"));

        int run = FxWait.onFx(() -> player.session().runNumber());
        press(robot, PlayerCommand.RESTART_RUN);
        FxWait.until(() -> player.session().runNumber() == run + 1);

        assertEquals(EnumSet.allOf(PlayerCommand.class), pressed, "every command's keys were pressed");
    }

    private void press(FxRobot robot, PlayerCommand command) {
        pressed.add(command);
        robot.push(keysOf(KeyCombination.valueOf(command.shortcut())));
    }

    private static KeyCode[] keysOf(KeyCombination combination) {
        List<KeyCode> keys = new ArrayList<>();
        if (combination.getShortcut() == KeyCombination.ModifierValue.DOWN) {
            keys.add(KeyCode.SHORTCUT);
        }
        if (combination.getShift() == KeyCombination.ModifierValue.DOWN) {
            keys.add(KeyCode.SHIFT);
        }
        keys.add(((KeyCodeCombination) combination).getCode());
        return keys.toArray(KeyCode[]::new);
    }
}
