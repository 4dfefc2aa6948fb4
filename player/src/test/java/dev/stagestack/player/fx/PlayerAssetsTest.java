package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The player loads a state's assets off the JavaFX thread behind a loading screen, then runs it. */
@ExtendWith(ApplicationExtension.class)
class PlayerAssetsTest {

    @TempDir
    static Path folder;

    private PlayerController player;

    static Graph graph() {
        StateDef system = StateDef.of("system")
                .withCovered(CoveredPolicy.UPDATE)
                .withAssets(new StateAssets(
                        Map.of("logo", "art/logo.png"), Map.of("click", "sfx/click.wav"), "music/theme.wav"));
        StateDef title =
                StateDef.of("title").withAssets(new StateAssets(Map.of("logo", "art/logo.png"), Map.of(), null));
        return new Graph(
                "assets",
                "system",
                60,
                List.of(system, title),
                List.of(Transition.of("go", "system", Trigger.key("ENTER"), List.of(Action.push("title")))
                        .withSound("click")));
    }

    @Start
    void start(Stage stage) throws IOException {
        AssetFiles.png(folder.resolve("art/logo.png"), 16, 0x3fc7b0);
        AssetFiles.wav(folder.resolve("sfx/click.wav"), 880, 0.05);
        AssetFiles.wav(folder.resolve("music/theme.wav"), 440, 0.5);
        player = new PlayerController(graph(), folder, BehaviorRegistry.empty());
        stage.setScene(new Scene(player.view(), 1280, 800));
        stage.show();
    }

    private void loadAhead(FxRobot robot) throws TimeoutException {
        robot.interact(() -> assertTrue(player.preloadIfNeeded()));
        FxWait.until(() -> !player.loading());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theInitialStatesAssetsLoadAheadBehindTheLoadingScreen(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            assertTrue(player.preloadIfNeeded());
            assertTrue(player.view().loading().isVisible());
        });
        FxWait.until(() -> !player.loading());
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(player.view().loading().isVisible());
        assertEquals(3, player.session().assets().contents().size());
        assertTrue(player.session().assets().contents().stream().allMatch(a -> a.loaded() && a.references() == 0));
        assertEquals(0, player.session().assets().loads(), "loaded ahead, not by the cache");
    }

    @Test
    void theCommitAcquiresWhatWasLoadedAheadAndTheOverlayCountsReferences(FxRobot robot) throws TimeoutException {
        loadAhead(robot);
        robot.interact(() -> player.run(PlayerCommand.STEP_TICK));

        AssetKey logo = new AssetKey(AssetKind.IMAGE, "art/logo.png");
        assertEquals(1, player.session().assets().references(logo));
        assertTrue(player.session().assets().value(logo).orElseThrow() instanceof Image);
        assertEquals(0, player.session().assets().loads());
        assertEquals(
                "1× image art/logo.png\n1× music music/theme.wav\n1× sound sfx/click.wav",
                player.view().overlay().assetText());

        robot.interact(() -> {
            player.session().key("ENTER");
            player.run(PlayerCommand.STEP_TICK);
            player.run(PlayerCommand.STEP_TICK);
        });
        assertEquals(2, player.session().assets().references(logo), "title shares the logo; loaded once");
        assertTrue(player.view().overlay().assetText().startsWith("2× image art/logo.png"));
    }

    @Test
    void aTickAskedForBeforeTheLoadRunsOnceTheAssetsAreIn(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            player.run(PlayerCommand.STEP_TICK);
            assertTrue(player.loading());
            assertEquals(List.of("0 push system#1"), player.session().log().trace());
        });
        FxWait.until(() -> !player.loading());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(
                "system", player.session().live().head().top().orElseThrow().stateId());
        assertEquals(0, player.session().assets().loads(), "the commit found everything loaded ahead");
    }

    @Test
    void aMissingFileLoadsAsAFailureAndTheRunGoesOn(FxRobot robot) throws TimeoutException, IOException {
        Files.delete(folder.resolve("art/logo.png"));
        loadAhead(robot);
        robot.interact(() -> player.run(PlayerCommand.STEP_TICK));

        assertTrue(player.view().overlay().assetText().contains("1× image art/logo.png  — not loaded: "));
        assertTrue(player.session()
                .lastError()
                .orElseThrow()
                .text()
                .contains("callback system#1 load: cannot load image art/logo.png"));
        assertEquals(
                "system", player.session().live().head().top().orElseThrow().stateId());
    }
}
