package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveredWork;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The recovery copy always equals the unsaved work or is gone: undoing back to the file, saving and
 * "Don't save" delete it; a second editor never sees a running editor's copy as left behind; a
 * killed editor's work comes back exactly.
 */
@ExtendWith(ApplicationExtension.class)
class RecoveryUiTest {
    @TempDir
    Path temp;

    private Path folder;
    private RecoveryStore store;
    private EditorDriver window;
    private Path file;
    private final OtherEditors others = new OtherEditors();

    @Start
    void start(Stage stage) throws Exception {
        folder = Files.createTempDirectory("stagestack-recovery-ui");
        store = new RecoveryStore(folder);
        window = TestWindows.open(stage, "dev/stagestack/editor-recovery-test", store);
        file = Files.createTempFile("menu", GraphFiles.SUFFIX);
        GraphFiles.save(Fixtures.menu(), file);
        window.files().open(file);
    }

    @Test
    void undoingBackToTheFileDeletesTheCopy(FxRobot robot) throws Exception {
        addAState(robot);
        waitForCopyOfTheDocument();
        shortcut(robot, KeyCode.Z);
        FxWait.until(() -> !window.document().isDirty());
        FxWait.until(() -> store.ownCopy().isEmpty());
    }

    @Test
    void savingDeletesTheCopy(FxRobot robot) throws Exception {
        addAState(robot);
        waitForCopyOfTheDocument();
        shortcut(robot, KeyCode.S);
        FxWait.until(() -> !window.document().isDirty());
        FxWait.until(() -> store.ownCopy().isEmpty());
        assertEquals(
                FxWait.onFx(() -> window.document().graph()),
                GraphFiles.open(file).graph());
    }

    @Test
    void dontSaveDeletesTheCopy(FxRobot robot) throws Exception {
        addAState(robot);
        waitForCopyOfTheDocument();
        shortcut(robot, KeyCode.N);
        answer(robot, "Don't save");
        FxWait.until(() -> !window.document().isDirty());
        FxWait.until(() -> store.ownCopy().isEmpty());
        assertTrue(new RecoveryStore(folder).leftBehind().isEmpty(), "nothing to offer at the next start");
    }

    @Test
    void aSecondEditorNeitherOffersNorDeletesARunningEditorsWork(FxRobot robot) throws Exception {
        addAState(robot);
        waitForCopyOfTheDocument();
        RecoveryStore second = new RecoveryStore(folder);
        assertTrue(second.leftBehind().isEmpty(), "the first editor is running: its work is not left behind");
        second.write(Fixtures.menu().withName("second editor's work"), null);
        second.close(); // the second editor quits
        assertTrue(store.ownCopy().isPresent(), "the first editor's copy stays");
        assertEquals(
                FxWait.onFx(() -> window.document().graph()),
                GraphFiles.open(store.ownCopy().get()).graph());
    }

    @Test
    void workOfAKilledEditorComesBackExactlyInTheNextOne(FxRobot robot) throws Exception {
        addAState(robot);
        robot.type(KeyCode.F2).write("Credits").type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().states().stream()
                .anyMatch(s -> s.name().equals("Credits")));
        Graph unsaved = waitForCopyOfTheDocument();
        store.abandon(); // what the system does to the lock of a killed editor

        RecoveryStore next = new RecoveryStore(folder);
        List<RecoveredWork> offered = next.leftBehind();
        assertEquals(1, offered.size());
        assertTrue(offered.get(0).belongsTo(file));
        EditorDriver nextWindow = others.open(next, "dev/stagestack/editor-recovery-next");
        Platform.runLater(() -> nextWindow.files().openAtStart(file));
        answer(robot, "Yes");
        FxWait.until(() -> unsaved.equals(nextWindow.document().graph()));
        assertTrue(FxWait.onFx(() -> nextWindow.document().isDirty()), "recovered work is still unsaved");
        assertEquals(file, FxWait.onFx(() -> nextWindow.document().file()));
        FxWait.until(
                () -> nextWindow.problems().showsCheckOf(nextWindow.document().graph())
                        && !nextWindow.problems().rows().isEmpty());
        assertTrue(
                FxWait.onFx(() -> nextWindow.problems().rows().stream().allMatch(p -> p.file() == null)),
                "recovered work is not the file's text: its problems claim no place in the file");
        FxWait.until(() -> next.ownCopy().isPresent());
        assertEquals(unsaved, GraphFiles.open(next.ownCopy().get()).graph(), "the next editor keeps a copy at once");
        assertTrue(new RecoveryStore(folder).leftBehind().isEmpty(), "the killed editor's copy was taken over");
    }

    @org.junit.jupiter.api.AfterEach
    void closeTheOtherEditors() throws Exception {
        others.closeAll();
    }

    private void addAState(FxRobot robot) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().states().size());
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.N).release(KeyCode.SHIFT, KeyCode.CONTROL);
        FxWait.until(() -> window.document().graph().states().size() == before + 1);
        // the new state's name field opens; Esc leaves it "New state", and the keys are the editor's again
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(javafx.scene.Node::isFocused));
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().noneMatch(javafx.scene.Node::isFocused));
    }

    private static void shortcut(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
    }

    /** Waits until the copy holds exactly the document's graph, and returns it. */
    private Graph waitForCopyOfTheDocument() throws Exception {
        FxWait.until(() -> {
            Optional<Path> copy = store.ownCopy();
            return copy.isPresent()
                    && window.document()
                            .graph()
                            .equals(GraphFiles.open(copy.get()).graph());
        });
        return FxWait.onFx(() -> window.document().graph());
    }
}
