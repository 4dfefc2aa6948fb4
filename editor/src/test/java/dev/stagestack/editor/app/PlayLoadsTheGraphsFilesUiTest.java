package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer opens a saved flow whose states show images and presses F9: the Play panel loads the images
 * from the graph's folder, as the player does (docs/editor.md "Play"), so its screens, and a page exported
 * from it, show them.
 */
@ExtendWith(ApplicationExtension.class)
class PlayLoadsTheGraphsFilesUiTest {
    private static final Path GRAPH = Path.of("..", "samples", "graphs", "shovel-flow.stagestack.json")
            .toAbsolutePath()
            .normalize();

    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/editor-play-files-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void playingASavedGraphShowsTheImagesOfItsFolder(FxRobot robot) throws Exception {
        Graph shovel = GraphLoader.load(GRAPH).orElseThrow();
        robot.interact(() -> {
            window.document().load(shovel, GRAPH, false);
            window.graphOpened();
        });
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying());
        FxWait.until(() -> shownImages().stream().anyMatch(url -> url.endsWith("/studio-logo.png")));
        assertTrue(
                shownImages().stream()
                        .allMatch(url -> Path.of(java.net.URI.create(url)).startsWith(GRAPH.getParent())),
                "the images come from the graph's folder: " + shownImages());
    }

    /** The addresses of the images the Play panel's screen shows. */
    private List<String> shownImages() throws Exception {
        return FxWait.onFx(() -> {
            List<String> urls = new java.util.ArrayList<>();
            collectImages(window.play().player().view(), urls);
            return urls;
        });
    }

    private static void collectImages(Node node, List<String> urls) {
        if (node instanceof ImageView view
                && view.getImage() != null
                && view.getImage().getUrl() != null) {
            urls.add(view.getImage().getUrl());
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectImages(child, urls);
            }
        }
    }
}
