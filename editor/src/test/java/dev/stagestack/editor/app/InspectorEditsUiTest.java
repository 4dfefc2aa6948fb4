package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Editing in the inspector as a designer does: type, press Enter or click away. One edit is one
 * undo step, an undone edit stays undone, Escape puts the field back, and with nothing selected
 * the inspector edits the graph, never a state.
 */
@ExtendWith(ApplicationExtension.class)
class InspectorEditsUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-inspector-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void anIdTypedThenEnterThenClickAwayIsOneUndoStepAndUndoKeepsItUndone(FxRobot robot) throws Exception {
        selectState(robot, "world");
        replaceText(robot, "#field-id", "map");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().state("map").isPresent());
        robot.clickOn(emptyPoint());
        FxWait.until(() -> window.document().selection().isEmpty());
        assertEquals(1, FxWait.onFx(() -> window.document().history().undoSize()), "one edit, one undo step");

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        FxWait.until(() -> window.document().graph().state("world").isPresent());
        robot.clickOn(otherEmptyPoint()); // elsewhere, so the two clicks are not a double click
        assertEquals(Fixtures.menu(), FxWait.onFx(() -> window.document().graph()), "the undone rename stays undone");
        assertFalse(FxWait.onFx(() -> window.document().isDirty()));
    }

    @Test
    void aRenameThenUndoWhileTheFieldStillHasFocusIsNotAppliedAgain(FxRobot robot) throws Exception {
        selectState(robot, "world");
        replaceText(robot, "#field-name", "World map");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> "World map"
                .equals(window.document().graph().state("world").orElseThrow().name()));
        FxWait.onFx(() -> window.document().undo());
        robot.clickOn(emptyPoint());
        FxWait.until(() -> window.document().selection().isEmpty());
        assertEquals(Fixtures.menu(), FxWait.onFx(() -> window.document().graph()), "the undone rename stays undone");
        assertEquals(1, FxWait.onFx(() -> window.document().history().redoSize()), "the redo step is still there");
    }

    @Test
    void escapeInAFieldPutsBackTheValueAndChangesNothing(FxRobot robot) throws Exception {
        selectState(robot, "world");
        replaceText(robot, "#field-name", "Typo");
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> "World".equals(fieldText("#field-name")));
        robot.clickOn(emptyPoint());
        FxWait.until(() -> window.document().selection().isEmpty());
        assertEquals(Fixtures.menu(), FxWait.onFx(() -> window.document().graph()));
        assertEquals(0, FxWait.onFx(() -> window.document().history().undoSize()));
    }

    @Test
    void tabToTheNextFieldCommitsAndKeepsTheCaretInTheForm(FxRobot robot) throws Exception {
        selectState(robot, "world");
        replaceText(robot, "#field-name", "Map");
        robot.type(KeyCode.TAB);
        FxWait.until(() -> "Map"
                .equals(window.document().graph().state("world").orElseThrow().name()));
        FxWait.until(() -> {
            Node owner = window.canvas().getScene().getFocusOwner();
            return owner != null && owner.isFocused() && owner.getScene() != null && isInsideInspector(owner);
        });
    }

    @Test
    void escapeOnTheCanvasClearsTheSelection(FxRobot robot) throws Exception {
        selectState(robot, "world");
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> window.document().selection().isEmpty());
        assertEquals(Fixtures.menu(), FxWait.onFx(() -> window.document().graph()));
    }

    @Test
    void afterAClickOnEmptyCanvasTheNameFieldRenamesTheGraphNotAState(FxRobot robot) throws Exception {
        selectState(robot, "title");
        robot.clickOn(emptyPoint());
        FxWait.until(() -> window.document().selection().isEmpty());
        FxWait.until(() -> "Menu".equals(fieldText("#field-name")));
        replaceText(robot, "#field-name", "Main menu");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> "Main menu".equals(window.document().graph().name()));
        Graph after = FxWait.onFx(() -> window.document().graph());
        assertEquals(Fixtures.menu().states(), after.states(), "no state was renamed");
        assertTrue(after.state("title").isPresent());
    }

    @Test
    void aPushTransitionsOpTargetAndKeyButtonReadWholeInTheInspector(FxRobot robot) throws Exception {
        robot.clickOn(centreOf(
                FxWait.onFx(() -> window.canvas().edgeSkins().get("esc").label())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition("esc"))));
        FxWait.until(() -> robot.lookup("#action-op-0").tryQuery().isPresent()
                && robot.lookup("#key-capture").tryQuery().isPresent());
        assertEquals(
                "push",
                FxWait.onFx(() -> drawnText(robot.lookup("#action-op-0").query())),
                "the op as the file writes it, and whole, not 'P…'");
        assertEquals(
                "pause",
                FxWait.onFx(() -> drawnText(robot.lookup("#action-target-0").query())),
                "the target, not 'pa…'");
        assertEquals(
                "Press a key",
                FxWait.onFx(() -> drawnText(robot.lookup("#key-capture").query())));
    }

    /** The text a control draws (a label's, a button's or a combo box's shown value), ellipsis included. */
    private static String drawnText(Node control) {
        return control.lookupAll(".text").stream()
                .filter(javafx.scene.text.Text.class::isInstance)
                .map(n -> ((javafx.scene.text.Text) n).getText())
                .filter(t -> !t.isEmpty())
                .findFirst()
                .orElse("");
    }

    @Test
    void anIdAnotherStateHasIsRefusedSayingSoAndNothingIsRewired(FxRobot robot) throws Exception {
        selectState(robot, "world");
        replaceText(robot, "#field-id", "pause");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> robot.lookup(".toast")
                .queryAs(javafx.scene.control.Label.class)
                .getText()
                .contains("\"pause\" is taken"));
        assertEquals(
                Fixtures.menu(), FxWait.onFx(() -> window.document().graph()), "every state keeps its own transitions");
        FxWait.until(() -> "world".equals(fieldText("#field-id")));
        assertFalse(FxWait.onFx(() -> window.document().isDirty()));
        assertEquals(0, FxWait.onFx(() -> window.document().history().undoSize()), "nothing to undo");
    }

    private void selectState(FxRobot robot, String id) throws Exception {
        robot.clickOn(centreOf(
                FxWait.onFx(() -> window.canvas().skinOf(ElementRef.state(id)).root())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.state(id))));
        FxWait.until(
                () -> window.document().graph().state(id).orElseThrow().name().equals(fieldText("#field-name")));
    }

    private void replaceText(FxRobot robot, String query, String text) throws Exception {
        robot.clickOn(FxWait.onFx(() -> robot.lookup(query).queryAs(TextField.class)));
        FxWait.until(() -> robot.lookup(query).queryAs(TextField.class).isFocused());
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        FxWait.until(
                () -> text.equals(robot.lookup(query).queryAs(TextField.class).getText()));
    }

    private String fieldText(String query) {
        TextField field = new FxRobot().lookup(query).queryAs(TextField.class);
        return field == null ? null : field.getText();
    }

    private boolean isInsideInspector(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof dev.stagestack.editor.panel.InspectorPanel) {
                return true;
            }
        }
        return false;
    }

    private Point2D emptyPoint() throws Exception {
        return FxWait.onFx(() -> {
            Bounds canvas = window.canvas().localToScreen(window.canvas().getLayoutBounds());
            return new Point2D(canvas.getMinX() + canvas.getWidth() * 0.4, canvas.getMaxY() - 30);
        });
    }

    private Point2D otherEmptyPoint() throws Exception {
        return emptyPoint().add(120, 0);
    }
}
