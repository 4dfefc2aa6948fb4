package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.FxWait;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer shares a flow with File ▸ Export ▸ Web page…: one HTML file that carries the graph as
 * drawn (no need to save it first) and the program that runs it, nothing else to send.
 */
@ExtendWith(ApplicationExtension.class)
class WebPageExportUiTest {

    @TempDir
    Path temp;

    private EditorDriver editor;

    @Start
    void start(Stage stage) throws Exception {
        editor = TestWindows.open(
                stage,
                "dev/stagestack/editor-web-page-test",
                new RecoveryStore(Files.createTempDirectory("stagestack-recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(editor);
    }

    @Test
    void fileExportWebPageWritesOnePageCarryingTheGraph(FxRobot robot) throws Exception {
        Graph menu = Fixtures.menu();
        robot.interact(() -> {
            editor.document().load(menu, null, false);
            editor.graphOpened();
        });
        editor.exports().setTargetChooser((kind, pattern, folder, name) -> {
            assertEquals("Web page", kind);
            assertEquals("*.html", pattern);
            return Optional.of(temp.resolve(name));
        });
        clickFileExportWebPage(robot);

        Path page = temp.resolve("menu.html");
        FxWait.until(() -> Files.isRegularFile(page));
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.startsWith("<!DOCTYPE html>"), html.substring(0, 40));
        assertTrue(html.contains("<script"), "the program is inside the page");
        assertTrue(
                !html.contains("src=\"http") && !html.contains("href=\"http"), "nothing is fetched from the network");
        assertEquals(GraphCodec.write(menu), carried(html, "graph-json"), "the page carries the graph as drawn");
    }

    @Test
    void thePageOfASavedGraphCarriesTheImagesAndSoundsOfItsFolder(FxRobot robot) throws Exception {
        Path file = Path.of("..", "samples", "graphs", "shovel-flow.stagestack.json")
                .toAbsolutePath();
        Graph shovel = GraphLoader.load(file).orElseThrow();
        robot.interact(() -> {
            editor.document().load(shovel, file, false);
            editor.graphOpened();
        });
        editor.exports().setTargetChooser((kind, pattern, folder, name) -> {
            assertEquals(file.getParent(), folder, "the dialog opens in the graph's folder");
            return Optional.of(temp.resolve("shovel.html"));
        });
        clickFileExportWebPage(robot);

        Path page = temp.resolve("shovel.html");
        FxWait.until(() -> Files.isRegularFile(page));
        String html = Files.readString(page, StandardCharsets.UTF_8);
        for (String asset : List.of("studio-logo.png", "stagestack-logo.png", "chime.wav", "theme.wav")) {
            byte[] bytes = Files.readAllBytes(file.resolveSibling("assets/shovel-flow/" + asset));
            assertTrue(html.contains(Base64.getEncoder().encodeToString(bytes)), asset + " is carried");
        }
    }

    /** File ▸ Export ▸ Web page…, by the menus, as a person does. */
    private static void clickFileExportWebPage(FxRobot robot) throws Exception {
        robot.clickOn("File").clickOn("Export");
        FxWait.until(() -> TestWindows.shownMenuItem(robot, "Web page…").isPresent());
        robot.moveTo(TestWindows.shownMenuItem(robot, "PNG image…").orElseThrow());
        robot.clickOn(TestWindows.shownMenuItem(robot, "Web page…").orElseThrow());
    }

    /** The text of the page's hidden element {@code id}, unescaped. */
    private static String carried(String html, String id) {
        String open = "<div hidden id=\"" + id + "\">";
        int from = html.indexOf(open) + open.length();
        return html.substring(from, html.indexOf("</div>", from))
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&");
    }
}
