package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ListView;
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
 * A file changed on disk while it is open (another tool, another editor) is never overwritten unseen:
 * Ctrl+S asks, and each answer does what it says. Through the real window, keys and dialog.
 */
@ExtendWith(ApplicationExtension.class)
class SaveConflictUiTest {
    @TempDir
    Path temp;

    private Path file;
    private RecoveryStore recovery;
    private EditorDriver window;
    private final OtherEditors others = new OtherEditors();

    @Start
    void start(Stage stage) throws Exception {
        recovery = new RecoveryStore(Files.createTempDirectory("stagestack-recovery"));
        window = TestWindows.open(stage, "dev/stagestack/save-conflict-test", recovery);
    }

    @AfterEach
    void closeOthers() throws Exception {
        others.closeAll();
    }

    /** Opens the menu graph from its file and moves the pause card: unsaved work. */
    private void openAndMovePause(FxRobot robot) throws Exception {
        file = temp.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        robot.interact(() -> window.files().open(file));
        robot.drag(FxWait.onFx(() -> window.canvas().stateSkins().get("pause").root()))
                .dropBy(80, 40);
        FxWait.until(() -> pauseX(window.document().graph()) != 240);
        assertTrue(window.document().isDirty());
    }

    /** Another tool renames the graph in the file. */
    private Graph renameOnDisk() throws Exception {
        Graph theirs = GraphFiles.open(file).graph().withName("Renamed elsewhere");
        Files.writeString(file, GraphFiles.text(theirs));
        return theirs;
    }

    private void pressSave(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.S);
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        assertEquals(
                "menu.stagestack.json changed on disk",
                FxWait.onFx(() ->
                        robot.lookup(".dialog-pane").queryAs(DialogPane.class).getHeaderText()));
    }

    private static double pauseX(Graph graph) {
        return graph.state("pause").map(StateDef::x).orElseThrow();
    }

    @Test
    void keepMineSavesThisVersionOverTheirsOnlyAfterAsking(FxRobot robot) throws Exception {
        openAndMovePause(robot);
        Graph mine = window.document().graph();
        renameOnDisk();

        pressSave(robot);
        answer(robot, "Keep mine");

        assertEquals(mine, GraphFiles.open(file).graph(), "the file holds this editor's version");
        assertFalse(window.document().isDirty());
    }

    @Test
    void reloadShowsTheirVersionAndUndoBringsMineBack(FxRobot robot) throws Exception {
        openAndMovePause(robot);
        Graph mine = window.document().graph();
        Graph theirs = renameOnDisk();

        pressSave(robot);
        answer(robot, "Reload");

        assertEquals(theirs, window.document().graph(), "the editor shows the file as it is");
        assertEquals(theirs, GraphFiles.open(file).graph(), "and nothing was written");
        assertFalse(window.document().isDirty());
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> window.document().graph().equals(mine));
        assertTrue(window.document().isDirty(), "this editor's version is back, unsaved");
    }

    @Test
    void compareListsWhatDiffersAndCancelWritesNothing(FxRobot robot) throws Exception {
        openAndMovePause(robot);
        double moved = pauseX(window.document().graph());
        Graph theirs = renameOnDisk();

        pressSave(robot);
        robot.clickOn("Compare");
        FxWait.until(() -> robot.lookup("#disk-differences").tryQuery().isPresent());
        List<String> lines =
                FxWait.onFx(() -> robot.lookup("#disk-differences").queryAs(ListView.class).getItems().stream()
                        .map(String::valueOf)
                        .toList());
        assertEquals(
                List.of(
                        "graph: name \"Renamed elsewhere\" on disk, \"Menu\" here",
                        "state pause: position (240, 160) on disk, (" + (long) moved + ", "
                                + (long) window.document()
                                        .graph()
                                        .state("pause")
                                        .orElseThrow()
                                        .y()
                                        .doubleValue() + ") here"),
                lines);
        answer(robot, "Cancel");

        assertEquals(theirs, GraphFiles.open(file).graph(), "Cancel writes nothing");
        assertTrue(window.document().isDirty());
        assertEquals(moved, pauseX(window.document().graph()));
    }

    @Test
    void aSecondEditorsSaveIsNeverLostToTheFirstsSave(FxRobot robot) throws Exception {
        openAndMovePause(robot);
        EditorDriver second = others.open(
                new RecoveryStore(Files.createTempDirectory("stagestack-recovery")),
                "dev/stagestack/save-conflict-second");
        robot.interact(() -> second.files().open(file));
        robot.interact(() -> second.document()
                .execute(new dev.stagestack.editor.command.EditGraphCommand(
                        dev.stagestack.editor.command.EditGraphCommand.Header.of(
                                second.document().graph()),
                        new dev.stagestack.editor.command.EditGraphCommand.Header(
                                "Second editor's name", "title", 60))));
        robot.interact(() -> second.files().save());
        assertEquals("Second editor's name", GraphFiles.open(file).graph().name());

        robot.interact(() -> window.stage().requestFocus());
        pressSave(robot);
        answer(robot, "Cancel");
        assertEquals("Second editor's name", GraphFiles.open(file).graph().name(), "the second editor's save stands");
    }

    @Test
    void anEditorWithNothingUnsavedFollowsTheFileWhenAnotherProgramChangesIt(FxRobot robot) throws Exception {
        file = temp.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        robot.interact(() -> window.files().open(file));

        Graph theirs = renameOnDisk();

        FxWait.until(() -> window.document().graph().equals(theirs));
        assertFalse(window.document().isDirty());
        assertTrue(robot.lookup(".dialog-pane").tryQuery().isEmpty(), "nothing to ask: nothing was unsaved");
    }

    /**
     * Monocle keeps the first window focused whatever else is shown or clicked, so the test calls
     * what the window's focus listener calls when it gets the focus back (tried by hand under a real
     * X server: switching to another program and back asks the same question).
     */
    @Test
    void comingBackToTheWindowAsksAboutAChangeMadeMeanwhile(FxRobot robot) throws Exception {
        openAndMovePause(robot);
        Graph theirs = renameOnDisk();

        javafx.application.Platform.runLater(() -> window.files().windowFocused());

        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        answer(robot, "Keep mine");
        assertEquals(theirs, GraphFiles.open(file).graph(), "Keep mine keeps editing: nothing is written yet");
        javafx.application.Platform.runLater(() -> window.files().windowFocused());
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.S);
        FxWait.until(() -> !window.document().isDirty());
        assertTrue(robot.lookup(".dialog-pane").tryQuery().isEmpty(), "asked once, not again");
        assertEquals(window.document().graph(), GraphFiles.open(file).graph(), "the next save writes mine");
    }

    @Test
    void workRecoveredAfterACrashStillNoticesAChangeMadeOnDiskSince(FxRobot robot) throws Exception {
        file = temp.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        RecoveryStore crashed = new RecoveryStore(recovery.directory());
        crashed.write(
                Fixtures.menu().withName("Unsaved when it crashed"),
                file,
                dev.stagestack.editor.files.DiskVersion.of(file));
        crashed.abandon();
        Graph theirs = renameOnDisk();

        javafx.application.Platform.runLater(() -> window.files().offerRecovery());
        answer(robot, "Yes");
        assertEquals("Unsaved when it crashed", window.document().graph().name());

        pressSave(robot);
        answer(robot, "Cancel");
        assertEquals(theirs, GraphFiles.open(file).graph(), "the change made since the crash stands");
    }
}
