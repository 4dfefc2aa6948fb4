package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.CliRun;
import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import dev.stagestack.tools.export.Exporters;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A new export format is one class: {@link StateListExporter}, which only the test sources hold,
 * is listed and written by {@code stagestack export} and by File ▸ Export, with no other change.
 */
@ExtendWith(ApplicationExtension.class)
class NewExportFormatUiTest {
    private static final Path MENU = Path.of("..", "samples", "graphs", "menu-prototype.stagestack.json");

    @TempDir
    Path temp;

    private EditorDriver editor;

    @Start
    void start(Stage stage) throws Exception {
        editor = TestWindows.open(
                stage,
                "dev/stagestack/editor-new-format-test",
                new RecoveryStore(Files.createTempDirectory("stagestack-recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(editor);
    }

    @Test
    void theCommandLineListsAndWritesIt() throws Exception {
        CliRun unknown = CliRun.of("export", "--format", "gif", MENU.toString());
        assertEquals(2, unknown.code());
        assertTrue(
                unknown.err().contains("unknown format 'gif': use png, svg, mermaid, dot, scxml, xstate, web, states"),
                unknown.err());

        Path out = temp.resolve("menu.txt");
        CliRun written = CliRun.of("export", "--format", "states", MENU.toString(), "-o", out.toString());
        assertEquals(0, written.code(), written.err());
        assertTrue(Files.readString(out).startsWith("main-menu\n"), Files.readString(out));
    }

    @Test
    void fileExportListsAndWritesIt(FxRobot robot) throws Exception {
        robot.interact(() -> {
            editor.document().load(Fixtures.menu(), null, false);
            editor.graphOpened();
        });
        editor.exports().setTargetChooser((kind, pattern, folder, name) -> {
            assertEquals("State list", kind);
            assertEquals("*.txt", pattern);
            return Optional.of(temp.resolve(name));
        });
        robot.clickOn("File").clickOn("Export");
        FxWait.until(() -> TestWindows.shownMenuItem(robot, "State list…").isPresent()); // the submenu is open
        // across into the submenu first, then down it, as a hand does: a slant would cross the File menu's items
        robot.moveTo(TestWindows.shownMenuItem(robot, "PNG image…").orElseThrow());
        robot.clickOn(TestWindows.shownMenuItem(robot, "State list…").orElseThrow());
        Path written = temp.resolve("menu.txt");
        FxWait.until(() -> Files.isRegularFile(written));
        assertEquals("title\nworld\npause\n", Files.readString(written, StandardCharsets.UTF_8));
    }

    @Test
    void theExportMenuIsTheExportersList(FxRobot robot) throws Exception {
        List<String> items = FxWait.onFx(() -> {
            MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
            Menu export = (Menu) bar.getMenus().get(0).getItems().stream()
                    .filter(item -> "Export".equals(item.getText()))
                    .findFirst()
                    .orElseThrow();
            return export.getItems().stream().map(MenuItem::getText).toList();
        });
        assertEquals(
                List.of(
                        "PNG image…",
                        "SVG image…",
                        "Mermaid diagram…",
                        "Graphviz DOT…",
                        "SCXML state machine…",
                        "XState machine (JSON)…",
                        "Web page…",
                        "State list…"),
                items);
        assertEquals(Exporters.all().stream().map(e -> e.title() + "…").toList(), items);
    }
}
