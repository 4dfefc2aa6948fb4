package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Transition;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Nothing changes unseen: deleting a state says which transitions go with it, and a click on a
 * connect handle adds no transition (a self-loop needs a drag out of the card and back).
 */
@ExtendWith(ApplicationExtension.class)
class NothingVanishesUnseenUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-unseen-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void deletingAStateNamesItAndTheTransitionsThatGoWithIt(FxRobot robot) throws Exception {
        robot.clickOn(centreOf(FxWait.onFx(
                () -> window.canvas().skinOf(ElementRef.state("world")).root())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.state("world"))));
        robot.type(KeyCode.DELETE);
        FxWait.until(() -> window.document().graph().state("world").isEmpty());

        assertEquals(
                "Delete World and 2 transitions",
                FxWait.onFx(() -> window.document().history().undoTextProperty().get()));
        FxWait.until(() -> robot.lookup(".label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.isVisible()
                        && l.getText() != null
                        && l.getText().startsWith("Deleted World and 2 transitions")));

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        FxWait.until(() -> Fixtures.menu().equals(window.document().graph()));
    }

    @Test
    void aClickOnTheConnectHandleAddsNoTransition(FxRobot robot) throws Exception {
        robot.clickOn(centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get("world").connectHandle())));
        robot.clickOn(centreOf(FxWait.onFx(
                () -> window.canvas().skinOf(ElementRef.state("pause")).root())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.state("pause"))));
        assertEquals(
                Fixtures.menu().transitions(),
                FxWait.onFx(() -> window.document().graph().transitions()));
        assertEquals(0, FxWait.onFx(() -> window.document().history().undoSize()));
    }

    @Test
    void aDragOutOfTheCardAndBackMakesARestartSelfLoop(FxRobot robot) throws Exception {
        Node handle =
                FxWait.onFx(() -> window.canvas().stateSkins().get("pause").connectHandle());
        Node card = FxWait.onFx(
                () -> window.canvas().skinOf(ElementRef.state("pause")).root());
        Point2D start = centreOf(handle);
        robot.moveTo(start)
                .press(MouseButton.PRIMARY)
                .moveTo(start.add(80, 60))
                .moveTo(centreOf(card))
                .release(MouseButton.PRIMARY);
        FxWait.until(() -> window.document().graph().transitions().size()
                == Fixtures.menu().transitions().size() + 1);
        Transition added = FxWait.onFx(() -> window.document()
                .graph()
                .transitions()
                .get(window.document().graph().transitions().size() - 1));
        assertEquals("pause", added.from());
        assertEquals(List.of(Action.restart()), added.actions());
    }
}
