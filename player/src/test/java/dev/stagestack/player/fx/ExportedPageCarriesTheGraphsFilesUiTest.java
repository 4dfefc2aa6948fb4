package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer plays a flow whose states show images and play sounds, and sends it as a web page with
 * Ctrl+Shift+W: the page carries the files the player loaded from the graph's folder, so it shows and plays
 * them too (docs/web.md, "Images and sounds").
 */
@ExtendWith(ApplicationExtension.class)
class ExportedPageCarriesTheGraphsFilesUiTest {
    private static final Path GRAPH = Path.of("..", "samples", "graphs", "shovel-flow.stagestack.json");

    @TempDir
    Path temp;

    private PlayerController player;

    @Start
    void start(Stage stage) {
        PlayerController opened = new PlayerController(
                GraphLoader.load(GRAPH).orElseThrow(), GRAPH.toAbsolutePath().getParent(), BehaviorRegistry.empty());
        player = TestPlayers.open(stage, opened, 1200, 860);
        player.setExportChooser((owner, suggested) -> temp.resolve(suggested).toFile());
        player.view().requestFocus();
    }

    @Test
    void thePageOfTheRunCarriesTheImagesAndSoundsOfTheGraphsFolder(FxRobot robot) throws Exception {
        FxWait.until(() -> !TestPlayers.head(player).isEmpty());
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.W);
        Path page = temp.resolve("session.html");
        FxWait.until(() -> Files.isRegularFile(page));
        String html = Files.readString(page);
        for (String file : List.of("studio-logo.png", "stagestack-logo.png", "chime.wav", "theme.wav")) {
            byte[] bytes = Files.readAllBytes(GRAPH.resolveSibling("assets/shovel-flow/" + file));
            assertTrue(html.contains(Base64.getEncoder().encodeToString(bytes)), file + " is carried");
        }
    }
}
