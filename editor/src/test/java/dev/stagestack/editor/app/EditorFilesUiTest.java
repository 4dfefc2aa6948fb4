package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.FxWait;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Closing with unsaved work, recovery after a crash and export, through the real window and dialogs. */
@ExtendWith(ApplicationExtension.class)
class EditorFilesUiTest {
    @TempDir
    Path temp;

    private EditorDriver window;
    private RecoveryStore recovery;

    @Start
    void start(Stage stage) throws Exception {
        recovery = new RecoveryStore(Files.createTempDirectory("stagestack-recovery"));
        window = TestWindows.open(stage, "dev/stagestack/editor-files-test", recovery);
    }

    private void load(FxRobot robot, Graph graph, boolean modified) {
        robot.interact(() -> {
            window.document().load(graph, null, modified);
            window.graphOpened();
        });
    }

    private void requestClose() {
        Platform.runLater(
                () -> window.stage().fireEvent(new WindowEvent(window.stage(), WindowEvent.WINDOW_CLOSE_REQUEST)));
    }

    @Test
    void closingWithUnsavedChangesAsksAndCancelKeepsTheWindowAndTheWork(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        robot.interact(() -> window.edits().addStateAt(600, 400));
        assertTrue(window.document().isDirty());
        requestClose();
        answer(robot, "Cancel");
        assertTrue(window.stage().isShowing(), "cancel keeps the window open");
        assertTrue(window.document().isDirty(), "and the unsaved work");
        assertEquals(4, window.document().graph().states().size());
    }

    @Test
    void theClosePromptNamesTheFileTheChangesWouldBeSavedTo(FxRobot robot) throws Exception {
        Path file = temp.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        robot.interact(() -> {
            window.document().load(Fixtures.menu(), file, false);
            window.graphOpened();
        });
        robot.interact(() -> window.edits().addStateAt(600, 400));
        requestClose();
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        String question = FxWait.onFx(
                () -> robot.lookup(".dialog-pane").queryAs(DialogPane.class).getContentText());
        assertTrue(question.contains("menu.stagestack.json"), question);
        answer(robot, "Cancel");

        load(robot, Fixtures.menu(), true);
        requestClose();
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        String untitled = FxWait.onFx(
                () -> robot.lookup(".dialog-pane").queryAs(DialogPane.class).getContentText());
        assertTrue(untitled.contains("not saved to a file yet"), untitled);
        answer(robot, "Cancel");
    }

    @Test
    void closingWithUnsavedChangesAndDontSaveClosesTheWindow(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        robot.interact(() -> window.edits().addStateAt(600, 400));
        requestClose();
        answer(robot, "Don't save");
        assertFalse(window.stage().isShowing());
    }

    @Test
    void openingASampleOverUnsavedWorkAsksAndCancelKeepsTheWorkAndItsCopy(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        robot.interact(() -> window.edits().addStateAt(600, 400));
        FxWait.until(() -> recovery.ownCopy().isPresent());
        robot.clickOn("File").clickOn("Open sample").clickOn("basic-stack");
        answer(robot, "Cancel");
        assertEquals(4, window.document().graph().states().size(), "the work, not the sample");
        assertTrue(window.document().isDirty(), "still unsaved");
        assertTrue(recovery.ownCopy().isPresent(), "and its recovery copy kept");
    }

    @Test
    void openingASampleOverUnsavedWorkAndDontSaveOpensTheSample(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        robot.interact(() -> window.edits().addStateAt(600, 400));
        robot.clickOn("File").clickOn("Open sample").clickOn("basic-stack");
        answer(robot, "Don't save");
        FxWait.until(() -> !window.document().isDirty()
                && window.document().graph().states().stream()
                        .anyMatch(state -> state.id().equals("pause")));
    }

    @Test
    void closingWithNothingUnsavedDoesNotAsk(FxRobot robot) {
        load(robot, Fixtures.menu(), false);
        requestClose();
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(window.stage().isShowing());
        assertTrue(robot.lookup(".dialog-pane").tryQuery().isEmpty());
    }

    @Test
    void workLeftByACrashIsOfferedAndRestoredAsUnsaved(FxRobot robot) throws Exception {
        Graph crashed = Fixtures.menu();
        leftByACrash(crashed, null);
        Platform.runLater(() -> window.files().offerRecovery());
        answer(robot, "Yes");
        assertEquals(crashed, window.document().graph());
        assertTrue(window.document().isDirty(), "recovered work is still unsaved");
    }

    @Test
    void startingWithTheFileACrashLeftUnsavedOffersItsWorkFirst(FxRobot robot) throws Exception {
        Path file = temp.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        Graph unsaved = Fixtures.menu().withName("menu with unsaved work");
        leftByACrash(unsaved, file);

        Platform.runLater(() -> window.files().openAtStart(file));
        answer(robot, "Yes");

        assertEquals(unsaved, window.document().graph());
        assertEquals(file.toAbsolutePath(), window.document().file().toAbsolutePath());
        assertTrue(window.document().isDirty(), "recovered work is still unsaved");
    }

    @Test
    void startingWithAFileAndDecliningTheRecoveryOpensTheFile(FxRobot robot) throws Exception {
        Path file = temp.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        leftByACrash(Fixtures.menu().withName("other work"), null);

        Platform.runLater(() -> window.files().openAtStart(file));
        answer(robot, "No");

        WaitForAsyncUtils.waitFor(
                30,
                java.util.concurrent.TimeUnit.SECONDS,
                () -> FxWait.onFx(() -> file.equals(window.document().file())));
        assertEquals(Fixtures.menu(), FxWait.onFx(() -> window.document().graph()));
        assertTrue(recovery.leftBehind().isEmpty());
    }

    @Test
    void escapeOrLaterOnTheRecoveryQuestionKeepsTheCopyForTheNextStart(FxRobot robot) throws Exception {
        Graph shown = FxWait.onFx(() -> window.document().graph());
        leftByACrash(Fixtures.menu(), null);
        Platform.runLater(() -> window.files().offerRecovery());
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isEmpty());
        assertEquals(1, recovery.leftBehind().size(), "a stray Esc deletes nothing");
        assertEquals(shown, FxWait.onFx(() -> window.document().graph()));

        Platform.runLater(() -> window.files().offerRecovery());
        answer(robot, "Later");
        assertEquals(1, recovery.leftBehind().size(), "Later keeps it too");
    }

    @Test
    void decliningTheRecoveryForgetsTheCopy(FxRobot robot) throws Exception {
        leftByACrash(Fixtures.menu(), null);
        Platform.runLater(() -> window.files().offerRecovery());
        answer(robot, "No");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(recovery.leftBehind().isEmpty());
    }

    @Test
    void aStartAfterACrashAsksFirstWithNoEmptyWindowBehindAndYesShowsTheWork(FxRobot robot) throws Exception {
        Graph crashed = Fixtures.menu().withName("work before the crash");
        leftByACrash(crashed, null);
        EditorDriver started = startAnotherEditor(robot);
        answer(robot, "Yes");
        FxWait.until(() -> started.stage().isShowing());
        assertEquals(crashed, FxWait.onFx(() -> started.document().graph()));
        assertTrue(FxWait.onFx(() -> started.document().isDirty()), "recovered work is still unsaved");
        TestWindows.finish(started);
        robot.interact(() -> started.stage().close());
    }

    @Test
    void aStartAfterACrashAnsweredNoShowsTheSampleAndForgetsTheCopy(FxRobot robot) throws Exception {
        leftByACrash(Fixtures.menu(), null);
        EditorDriver started = startAnotherEditor(robot);
        answer(robot, "No");
        FxWait.until(() -> started.stage().isShowing());
        assertEquals(
                GraphFiles.sample(EditorApp.DEFAULT_SAMPLE).graph().name(),
                FxWait.onFx(() -> started.document().graph().name()));
        assertTrue(recovery.leftBehind().isEmpty());
        TestWindows.finish(started);
        robot.interact(() -> started.stage().close());
    }

    /** Starts an editor as EditorApp does, and waits for its first question: asked with no window behind. */
    private EditorDriver startAnotherEditor(FxRobot robot) throws Exception {
        Stage stage = FxWait.onFx(Stage::new);
        EditorDriver started =
                FxWait.onFx(() -> TestWindows.build(stage, "dev/stagestack/editor-files-start", recovery));
        Platform.runLater(() -> started.begin(null, EditorApp.DEFAULT_SAMPLE));
        FxWait.until(() -> robot.lookup(".dialog-pane")
                .tryQuery()
                .map(pane -> "Recover unsaved work".equals(((DialogPane) pane).getHeaderText()))
                .orElse(false));
        assertFalse(
                FxWait.onFx(stage::isShowing),
                "the recovery question is the first thing seen, not a dialog over an empty Untitled window");
        return started;
    }

    /** Work another editor copied before it was killed: its lock is gone, its copy stays. */
    private void leftByACrash(Graph graph, Path origin) throws java.io.IOException {
        RecoveryStore crashed = new RecoveryStore(recovery.directory());
        crashed.write(graph, origin);
        crashed.abandon();
    }

    @Test
    void exportWritesMermaidAndSvgFilesWhereTheChooserSays(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        window.exports().setTargetChooser((kind, pattern, folder, name) -> Optional.of(temp.resolve(name)));
        robot.interact(() -> window.exports().export("mermaid"));
        robot.interact(() -> window.exports().export("svg"));
        Path mermaid = temp.resolve("menu.mmd");
        Path svg = temp.resolve("menu.svg");
        String mermaidText = Files.readString(mermaid, StandardCharsets.UTF_8);
        assertTrue(
                mermaidText.startsWith("flowchart LR")
                        && mermaidText.contains("s_pause -.->|\"button #quot;Resume#quot; / pop\"| s_world"),
                mermaidText);
        String svgText = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(svgText.startsWith("<svg") && svgText.contains(">ESCAPE</text>"), svgText);
    }

    @Test
    void pngAsksItsScaleAndDotIsInTheExportMenu(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        List<Integer> offered = new java.util.ArrayList<>();
        window.exports().setScaleChooser((scales, suggested) -> {
            java.util.Arrays.stream(scales).forEach(offered::add);
            return java.util.OptionalInt.of(2);
        });
        window.exports().setTargetChooser((kind, pattern, folder, name) -> Optional.of(temp.resolve(name)));
        robot.interact(() -> window.exports().export("png"));
        assertEquals(List.of(1, 2, 4), offered);
        java.awt.image.BufferedImage png =
                javax.imageio.ImageIO.read(temp.resolve("menu.png").toFile());
        assertEquals(
                dev.stagestack.editor.export.PngExport.image(
                                window.document().graph(), window.checker().insight(), 2)
                        .getWidth(),
                png.getWidth(),
                "the whole graph at 2×, not the viewport");
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        javafx.scene.control.Menu export = (javafx.scene.control.Menu) bar.getMenus().get(0).getItems().stream()
                .filter(item -> "Export".equals(item.getText()))
                .findFirst()
                .orElseThrow();
        javafx.scene.control.MenuItem dot = export.getItems().stream()
                .filter(item -> "Graphviz DOT…".equals(item.getText()))
                .findFirst()
                .orElseThrow();
        robot.interact(dot::fire);
        assertTrue(Files.readString(temp.resolve("menu.dot")).startsWith("digraph \"Menu\""));
    }

    @Test
    void thePngScaleIsAskedBeforeTheFileAndRememberedForNextTime(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu(), false);
        window.exports().setTargetChooser((kind, pattern, folder, name) -> Optional.of(temp.resolve(name)));
        javafx.application.Platform.runLater(() -> window.exports().export("png"));
        FxWait.until(() -> robot.lookup(".dialog-pane .combo-box").tryQuery().isPresent());
        javafx.scene.control.ComboBox<?> scales =
                FxWait.onFx(() -> robot.lookup(".dialog-pane .combo-box").queryAs(javafx.scene.control.ComboBox.class));
        assertEquals(List.of("1×", "2×", "4×"), FxWait.onFx(() -> List.copyOf(scales.getItems())));
        assertEquals("1×", FxWait.onFx(scales::getValue), "1× first");
        robot.interact(() -> ((javafx.scene.control.ComboBox<String>) scales).setValue("4×"));
        UiSteps.answer(robot, "OK");
        FxWait.until(() -> Files.isRegularFile(temp.resolve("menu.png")));
        java.awt.image.BufferedImage png =
                javax.imageio.ImageIO.read(temp.resolve("menu.png").toFile());
        assertEquals(
                dev.stagestack.editor.export.PngExport.image(
                                window.document().graph(), window.checker().insight(), 4)
                        .getWidth(),
                png.getWidth());

        javafx.application.Platform.runLater(() -> window.exports().export("png"));
        FxWait.until(() -> robot.lookup(".dialog-pane .combo-box").tryQuery().isPresent());
        javafx.scene.control.ComboBox<?> again =
                FxWait.onFx(() -> robot.lookup(".dialog-pane .combo-box").queryAs(javafx.scene.control.ComboBox.class));
        assertEquals("4×", FxWait.onFx(again::getValue), "the last scale is offered first");
        UiSteps.answer(robot, "Cancel");
    }

    @Test
    void saveAndExportKeepAnExistingFilesModeAndGiveNewFilesTheUmasksMode(FxRobot robot) throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        load(robot, Fixtures.menu(), false);
        Path plain = temp.resolve("plain.txt");
        Files.newOutputStream(plain).close();
        Path graph = temp.resolve("menu" + GraphFiles.SUFFIX);
        Path svg = temp.resolve("menu.svg");
        for (Path existing : List.of(graph, svg)) {
            Files.writeString(existing, "old");
            Files.setPosixFilePermissions(existing, PosixFilePermissions.fromString("rw-rw-r--"));
        }
        window.exports().setTargetChooser((kind, pattern, folder, name) -> Optional.of(temp.resolve(name)));
        window.exports().setScaleChooser((scales, suggested) -> java.util.OptionalInt.of(1));

        robot.interact(() -> assertTrue(window.files().saveTo(graph)));
        robot.interact(() -> window.exports().export("svg"));
        robot.interact(() -> window.exports().export("mermaid"));
        robot.interact(() -> window.exports().export("png"));

        assertEquals(GraphFiles.text(window.document().graph()), Files.readString(graph, StandardCharsets.UTF_8));
        for (Path kept : List.of(graph, svg)) {
            assertEquals(
                    "rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)), kept.toString());
        }
        for (String created : List.of("menu.mmd", "menu.png")) {
            assertEquals(
                    Files.getPosixFilePermissions(plain),
                    Files.getPosixFilePermissions(temp.resolve(created)),
                    created);
        }
    }

    @Test
    void theExportDialogOpensInTheGraphsFolder(FxRobot robot) throws Exception {
        Path folder = Files.createDirectories(temp.resolve("flows"));
        Path graph = folder.resolve("menu.stagestack.json");
        load(robot, Fixtures.menu(), false);
        robot.interact(() -> assertTrue(window.files().saveTo(graph)));
        List<Path> askedIn = new java.util.ArrayList<>();
        window.exports().setTargetChooser((kind, pattern, in, name) -> {
            askedIn.add(in);
            return Optional.of(in.resolve(name));
        });
        robot.clickOn("File").clickOn("Export").clickOn("SVG image…");
        FxWait.until(() -> Files.isRegularFile(folder.resolve("menu.svg")));
        assertEquals(List.of(folder.toAbsolutePath()), askedIn, "the dialog starts beside the graph");
    }

    @Test
    void cancellingTheExportChooserWritesNothing(FxRobot robot) throws Exception {
        window.exports().setTargetChooser((kind, pattern, folder, name) -> Optional.empty());
        robot.interact(() -> window.exports().export("svg"));
        try (var files = Files.list(temp)) {
            assertEquals(0, files.count());
        }
    }
}
