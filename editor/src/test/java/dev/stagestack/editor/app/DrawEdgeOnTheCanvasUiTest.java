package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer draws an edge and gives it its op and trigger on the canvas, with the keyboard: the
 * op from a chooser on the new edge (one key), the trigger by pressing the key itself; pop, quit and
 * clear drawn back onto their own card, with no throwaway target; a trigger changed by a
 * double-click on its edge; new edges take the kind of trigger last given.
 */
@ExtendWith(ApplicationExtension.class)
class DrawEdgeOnTheCanvasUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-draw-edge-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void theOpIsOneKeyOnTheNewEdgeAndTheTriggerIsTheKeyPressed(FxRobot robot) throws Exception {
        Graph before = graph();
        drawEdge(robot, "title", "world");
        waitForChooser(robot);
        robot.type(KeyCode.R);
        waitForKeyCapture(robot);
        robot.type(KeyCode.SPACE);
        FxWait.until(() -> last().trigger().equals(Trigger.key("SPACE")));
        assertEquals("title", last().from());
        assertEquals(List.of(Action.replace("world")), last().actions());
        assertEquals(
                before.transitions().size() + 2,
                FxWait.onFx(() -> window.document().history().undoSize())
                        + before.transitions().size(),
                "drawing with its op is one step, the trigger another");

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> last().trigger().type() == dev.stagestack.model.TriggerType.KEY
                && !last().trigger().text().equals("SPACE"));
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> graph().equals(before));
    }

    @Test
    void popQuitAndClearAreDrawnBackOntoTheirOwnCard(FxRobot robot) throws Exception {
        drawBackOntoItself(robot, "pause");
        pickOpThenTriggerKey(robot, KeyCode.O, KeyCode.BACK_SPACE);
        assertEquals(List.of(Action.pop()), last().actions());

        drawBackOntoItself(robot, "world");
        waitForChooser(robot);
        robot.clickOn("#op-quit");
        waitForKeyCapture(robot);
        robot.type(KeyCode.Q);
        FxWait.until(() ->
                last().trigger().equals(Trigger.key("Q")) && last().actions().equals(List.of(Action.quit())));

        drawBackOntoItself(robot, "title");
        waitForChooser(robot);
        robot.type(KeyCode.ENTER);
        waitForKeyCapture(robot);
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> last().trigger().equals(Trigger.key("ESCAPE"))
                && last().actions().equals(List.of(Action.restart())));
        assertEquals("title", last().from(), "Escape is a key a game uses: captured, not cancelled");
    }

    @Test
    void escapeOnTheChooserTakesTheEdgeBack(FxRobot robot) throws Exception {
        Graph before = graph();
        drawEdge(robot, "world", "title");
        waitForChooser(robot);
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> graph().equals(before));
        assertTrue(robot.lookup(".op-chooser").tryQuery().isEmpty());
    }

    @Test
    void pAndSPickPushAndRestartAsTheShortcutsSheetSays(FxRobot robot) throws Exception {
        String connect = EditorShortcut.CONNECT.does();
        assertTrue(connect.contains("Enter or P push") && connect.contains("Enter or S restart"), connect);

        drawEdge(robot, "world", "pause");
        pickOpThenTriggerKey(robot, KeyCode.P, KeyCode.F3);
        assertEquals(List.of(Action.push("pause")), last().actions());

        drawBackOntoItself(robot, "pause");
        pickOpThenTriggerKey(robot, KeyCode.S, KeyCode.F4);
        assertEquals(List.of(Action.restart()), last().actions());
    }

    @Test
    void aDoubleClickOnAnEdgeEditsItsTriggerAndNewEdgesFollowTheKindLastGiven(FxRobot robot) throws Exception {
        Node label = FxWait.onFx(() -> window.canvas().edgeSkins().get("esc").label());
        robot.doubleClickOn(centreOf(label), MouseButton.PRIMARY);
        waitForKeyCapture(robot);
        robot.type(KeyCode.TAB);
        FxWait.until(() ->
                robot.lookup("#trigger-text").tryQuery().map(Node::isFocused).orElse(false));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Pause game").type(KeyCode.ENTER);
        FxWait.until(() -> transition("esc").trigger().equals(Trigger.button("Pause game")));

        drawEdge(robot, "pause", "title");
        waitForChooser(robot);
        robot.type(KeyCode.T);
        FxWait.until(() ->
                robot.lookup("#trigger-text").tryQuery().map(Node::isFocused).orElse(false));
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> last().actions().equals(List.of(Action.popTo("title"))));
        assertEquals(Trigger.button("Title"), last().trigger(), "a button, named after the state it leads to");
    }

    @Test
    void tabCyclesKeyButtonTimerSignalAndBadSecondsAreExplainedAndKept(FxRobot robot) throws Exception {
        openTriggerOf(robot, "esc");
        for (String kind : List.of("Button", "Timer (seconds)", "Signal", "Key")) {
            robot.type(KeyCode.TAB);
            FxWait.until(() -> kind.equals(triggerKindShown(robot)));
        }
        robot.push(KeyCode.SHIFT, KeyCode.TAB);
        FxWait.until(() -> "Signal".equals(triggerKindShown(robot)));
        robot.push(KeyCode.SHIFT, KeyCode.TAB);
        FxWait.until(() -> "Timer (seconds)".equals(triggerKindShown(robot)));
        waitForTextField(robot);
        assertEquals("1", textOf(robot), "a new timer starts at a second");

        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("2,5s").type(KeyCode.ENTER);
        FxWait.until(() ->
                robot.lookup("#trigger-problem").tryQuery().map(Node::isVisible).orElse(false));
        String problem = FxWait.onFx(
                () -> robot.lookup("#trigger-problem").queryAs(Label.class).getText());
        assertTrue(problem.contains("0 or more") && problem.contains("2,5s"), problem);
        assertEquals("2,5s", textOf(robot), "what was typed is kept");
        assertEquals(Trigger.key("ESCAPE"), transition("esc").trigger(), "and nothing changed");

        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("-1").type(KeyCode.ENTER);
        FxWait.until(() -> FxWait.onFx(() ->
                        robot.lookup("#trigger-problem").queryAs(Label.class).getText())
                .contains("-1"));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("2.5").type(KeyCode.ENTER);
        FxWait.until(() -> transition("esc").trigger().equals(Trigger.timer(2.5)));
        assertTrue(robot.lookup("#trigger-problem").tryQuery().isEmpty(), "the message goes with the editor");

        openTriggerOf(robot, "esc");
        FxWait.until(() -> "Timer (seconds)".equals(triggerKindShown(robot)));
        assertEquals("2.5", textOf(robot));
        robot.type(KeyCode.TAB);
        FxWait.until(() -> "Signal".equals(triggerKindShown(robot)));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("boss-appears").type(KeyCode.ENTER);
        FxWait.until(() -> transition("esc").trigger().equals(Trigger.signal("boss-appears")));
    }

    @Test
    void aKeySwitchedToASignalIsNotNamedAfterTheKey(FxRobot robot) throws Exception {
        drawEdge(robot, "world", "title");
        waitForChooser(robot);
        robot.type(KeyCode.ENTER);
        waitForKeyCapture(robot);
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> last().trigger().equals(Trigger.key("ENTER")));

        openTriggerOf(robot, last().id());
        robot.type(KeyCode.TAB).type(KeyCode.TAB).type(KeyCode.TAB);
        FxWait.until(() -> "Signal".equals(triggerKindShown(robot)));
        waitForTextField(robot);
        assertTrue(!textOf(robot).equalsIgnoreCase("ENTER"), "a key's name is no signal name: " + textOf(robot));
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> last().trigger().type() == dev.stagestack.model.TriggerType.SIGNAL);
        assertTrue(
                !last().trigger().text().equalsIgnoreCase("ENTER"),
                last().trigger().text());
    }

    @Test
    void anEdgeToEmptyCanvasOffersTheOpAndTheKeyOnceTheStateIsNamed(FxRobot robot) throws Exception {
        Graph before = graph();
        Node card = FxWait.onFx(() -> window.canvas().stateSkins().get("pause").root());
        Node handle =
                FxWait.onFx(() -> window.canvas().stateSkins().get("pause").connectHandle());
        Point2D empty = FxWait.onFx(() -> window.canvas()
                .localToScreen(
                        window.canvas().viewport().toScreenX(0),
                        window.canvas().viewport().toScreenY(240)));
        robot.moveTo(centreOf(card)).drag(centreOf(handle), MouseButton.PRIMARY).dropTo(empty);
        FxWait.until(() -> graph().states().size() == before.states().size() + 1);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.write("Shop").type(KeyCode.ENTER);
        FxWait.until(() -> graph().state("shop").isPresent());

        waitForChooser(robot);
        robot.type(KeyCode.R);
        waitForKeyCapture(robot);
        robot.type(KeyCode.S);
        FxWait.until(() -> last().trigger().equals(Trigger.key("S")));
        assertEquals("pause", last().from());
        assertEquals(List.of(Action.replace("shop")), last().actions());

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> last().actions().equals(List.of(Action.push("shop"))));
        assertTrue(graph().state("shop").isPresent(), "the op is a step of its own: the state and its name stay");
    }

    @Test
    void f2WhileTheNameFieldIsOpenKeepsItsFocusAndWhatWasTyped(FxRobot robot) throws Exception {
        robot.clickOn(
                FxWait.onFx(() -> window.canvas().stateSkins().get("world").root()));
        FxWait.until(() -> window.document().selection().stateIds().equals(java.util.Set.of("world")));
        robot.type(KeyCode.F2);
        FxWait.until(() -> robot.lookup(".inline-editor").queryAll().stream().anyMatch(Node::isFocused));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Over");
        robot.type(KeyCode.F2);
        robot.write("world");
        FxWait.until(() -> robot.lookup(".inline-editor").queryAll().stream()
                .anyMatch(n -> n.isFocused()
                        && ((javafx.scene.control.TextField) n).getText().equals("Overworld")));
        assertEquals(1, robot.lookup(".inline-editor").queryAll().size(), "one name field");
        assertEquals("World", graph().state("world").orElseThrow().name(), "nothing renamed yet");
        robot.type(KeyCode.ENTER);
        FxWait.until(
                () -> "Overworld".equals(graph().state("world").orElseThrow().name()));
    }

    private void openTriggerOf(FxRobot robot, String transitionId) throws Exception {
        Node label =
                FxWait.onFx(() -> window.canvas().edgeSkins().get(transitionId).label());
        UiSteps.doubleClickAt(robot, centreOf(label));
        FxWait.until(() -> robot.lookup("#trigger-editor").tryQuery().isPresent());
    }

    private static String triggerKindShown(FxRobot robot) {
        return robot.lookup("#trigger-editor")
                .tryQuery()
                .map(box ->
                        ((Label) ((javafx.scene.layout.HBox) box).getChildren().get(0)).getText())
                .orElse("");
    }

    private static void waitForTextField(FxRobot robot) throws Exception {
        FxWait.until(() ->
                robot.lookup("#trigger-text").tryQuery().map(Node::isFocused).orElse(false));
    }

    private static String textOf(FxRobot robot) throws Exception {
        return FxWait.onFx(() -> robot.lookup("#trigger-text")
                .queryAs(javafx.scene.control.TextField.class)
                .getText());
    }

    private void drawEdge(FxRobot robot, String from, String to) throws Exception {
        UiSteps.drawEdge(robot, window, from, to);
    }

    private void drawBackOntoItself(FxRobot robot, String state) throws Exception {
        int before = graph().transitions().size();
        Point2D handle = centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(state).connectHandle()));
        Point2D card = centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(state).root()));
        robot.moveTo(handle)
                .press(MouseButton.PRIMARY)
                .moveTo(handle.add(90, 60))
                .moveTo(card)
                .release(MouseButton.PRIMARY);
        FxWait.until(() -> window.document().graph().transitions().size() == before + 1);
    }

    /** On the chooser of the edge just drawn: the op's key, then the key that becomes its trigger. */
    private void pickOpThenTriggerKey(FxRobot robot, KeyCode op, KeyCode trigger) throws Exception {
        waitForChooser(robot);
        robot.type(op);
        waitForKeyCapture(robot);
        robot.type(trigger);
        FxWait.until(() -> last().trigger().equals(Trigger.key(trigger.name())));
    }

    private static void waitForChooser(FxRobot robot) throws Exception {
        FxWait.until(() ->
                robot.lookup(".op-chooser").tryQuery().map(Node::isFocused).orElse(false));
    }

    private static void waitForKeyCapture(FxRobot robot) throws Exception {
        FxWait.until(() -> robot.lookup("#trigger-key-capture")
                .tryQuery()
                .map(Node::isFocused)
                .orElse(false));
    }

    private Graph graph() throws Exception {
        return FxWait.onFx(() -> window.document().graph());
    }

    private Transition last() throws Exception {
        List<Transition> all = graph().transitions();
        return all.get(all.size() - 1);
    }

    private Transition transition(String id) throws Exception {
        return graph().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow();
    }
}
