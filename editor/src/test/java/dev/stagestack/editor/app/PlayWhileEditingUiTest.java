package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static dev.stagestack.editor.app.UiSteps.stateButton;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.PlayMark;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
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
 * Edit while playing, as a designer does it: with the graph running beside the canvas, add a state
 * and an edge to it and take that edge, rename a state, delete a covered one and undo, all without
 * Stop. After each edit the run has the edited graph and keeps its stack (entries follow a rename;
 * a deleted state's entry leaves with paired callbacks), and its log says what the reload changed.
 */
@ExtendWith(ApplicationExtension.class)
class PlayWhileEditingUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-play-while-editing-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void everyEditAndUndoReachesTheRunningGraphWithoutStop(FxRobot robot) throws Exception {
        playIntoTheWorld(robot);

        int mark = traceSize();
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.N);
        FxWait.until(() -> inlineNameField() != null && inlineNameField().isFocused());
        robot.write("Shop").type(KeyCode.ENTER);
        FxWait.until(() -> runHasState("shop"));
        assertEquals(List.of("title#1", "world#2"), stack(), "a new state leaves the stack as it was");
        assertReloadSays(mark, "shop");

        mark = traceSize();
        UiSteps.drawEdge(robot, window, "world", "shop");
        FxWait.until(() ->
                robot.lookup(".op-chooser").tryQuery().map(Node::isFocused).orElse(false));
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> robot.lookup("#trigger-key-capture")
                .tryQuery()
                .map(Node::isFocused)
                .orElse(false));
        robot.type(KeyCode.S);
        FxWait.until(() -> runHasTransition("world", Trigger.key("S"), Action.push("shop")));
        assertEquals(List.of("title#1", "world#2"), stack(), "drawing an edge fires nothing: the editor had the keys");
        robot.type(KeyCode.S);
        FxWait.until(() -> stack().equals(List.of("title#1", "world#2", "shop#3")));
        List<String> taken = linesSince(mark);
        assertTrue(taken.stream().anyMatch(l -> l.endsWith(" enter shop#3")), () -> "the new edge fired: " + taken);

        setBreakpointBeforeEntering(robot, "world");
        mark = traceSize();
        selectState(robot, "world");
        replaceText(robot, "#field-id", "stage");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> stack().equals(List.of("title#1", "stage#2", "shop#3")));
        assertReloadSays(mark, "world renamed stage");
        assertEquals(
                Set.of("stage"),
                FxWait.onFx(() -> window.play().player().session().breakpoints().beforeEntering()),
                "the breakpoint follows the rename");
        List<String> renamed = linesSince(mark);
        assertTrue(
                renamed.stream().noneMatch(l -> l.matches("\\d+ (exit|enter|load|unload|init|free) .*")),
                () -> "a rename enters and exits nothing: " + renamed);
        FxWait.until(() -> markOf("stage") == PlayMark.COVERED_FREEZE);

        mark = traceSize();
        selectState(robot, "stage");
        robot.clickOn("#field-covered");
        UiSteps.clickListItem(robot, "update");
        assertReloadSays(mark, "stage covered freeze -> update");
        FxWait.until(() -> markOf("stage") == PlayMark.COVERED_UPDATE);

        mark = traceSize();
        robot.clickOn("Edit").clickOn("Delete"); // stage, still selected
        FxWait.until(() -> stack().equals(List.of("title#1")));
        assertReloadSays(mark, "stage removed, transitions changed (2 entries popped)");
        FxWait.until(() -> markOf("title") == PlayMark.HEAD && markOf("shop") == null);
        List<String> deleted = linesSince(mark);
        for (String left : List.of("shop#3", "stage#2")) {
            for (String callback : List.of("exit", "free", "unload")) {
                assertTrue(
                        deleted.stream().anyMatch(l -> l.matches("\\d+ " + callback + " " + left)),
                        () -> left + " left the stack without " + callback + ": " + deleted);
            }
        }
        assertTrue(
                deleted.stream().anyMatch(l -> l.matches("\\d+ resume stage#2")),
                () -> "stage#2, paused when shop was pushed, is resumed before it exits: " + deleted);

        mark = traceSize();
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> runHasState("stage"));
        assertReloadSays(mark, "stage added");
        assertEquals(
                List.of("title#1"), stack(), "undo brings the state back to the graph, not its entry to the stack");
        assertTrue(FxWait.onFx(() -> window.play().isPlaying()), "no Stop all along");
    }

    @Test
    void anEditThatBreaksTheGraphWaitsAndTheNextGoodOneAppliesWithTheRenameMadeMeanwhile(FxRobot robot)
            throws Exception {
        playIntoTheWorld(robot);

        fitGraph(robot);
        robot.press(KeyCode.SHIFT)
                .clickOn(centreOf(
                        FxWait.onFx(() -> window.canvas().edgeSkins().get("esc").label())))
                .release(KeyCode.SHIFT);
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition("esc"))));
        assertEquals(
                List.of("title#1", "world#2"),
                stack(),
                "Shift+click selects an edge the head could fire, and fires nothing");

        int mark = traceSize();
        robot.clickOn(FxWait.onFx(() -> actionButton("Remove")));
        String why = "transition \"esc\" needs at least one action";
        FxWait.until(() -> toast().contains(why));
        assertLogSays(mark, "reload refused: ", why);
        assertEquals(
                1,
                FxWait.onFx(() -> window.play().player().session().graph().transitions().stream()
                        .filter(t -> t.id().equals("esc"))
                        .findFirst()
                        .orElseThrow()
                        .actions()
                        .size()),
                "the run keeps the last good graph");

        selectState(robot, "world");
        replaceText(robot, "#field-id", "stage");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().state("stage").isPresent());
        assertEquals(List.of("title#1", "world#2"), stack(), "still broken: still not applied");

        mark = traceSize();
        robot.clickOn(centreOf(
                FxWait.onFx(() -> window.canvas().edgeSkins().get("esc").label())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition("esc"))));
        robot.clickOn("#add-action");
        FxWait.until(() -> stack().equals(List.of("title#1", "stage#2")));
        assertReloadSays(mark, "world renamed stage");
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> stack().equals(List.of("title#1")));
        assertTrue(
                linesSince(mark).stream().anyMatch(l -> l.endsWith(" exit stage#2")),
                "Escape takes the edge as edited: a pop");
    }

    @Test
    void openingAnotherGraphStopsPlay(FxRobot robot) throws Exception {
        playIntoTheWorld(robot);
        robot.push(KeyCode.SHORTCUT, KeyCode.N);
        FxWait.until(() -> !window.play().isPlaying() && toast().equals("Another graph was opened: Play stopped"));
        assertEquals(List.of(), FxWait.onFx(() -> window.document().graph().transitions()), "the new graph is open");
    }

    /** The Play mark on a state's card, or null when it is not on the stack. */
    private PlayMark markOf(String state) throws Exception {
        return FxWait.onFx(() -> window.canvas().stateSkins().get(state).playMark());
    }

    /** F9, then the player's Play button: title#1, world#2. */
    private void playIntoTheWorld(FxRobot robot) throws Exception {
        robot.clickOn(emptyCanvasCorner());
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying() && stack().equals(List.of("title#1")));
        robot.clickOn(FxWait.onFx(() -> stateButton("Play")));
        FxWait.until(() -> stack().equals(List.of("title#1", "world#2")));
    }

    /** The canvas's bottom left corner: nothing of the test's graph is drawn there once it fits the view. */
    private javafx.geometry.Point2D emptyCanvasCorner() throws Exception {
        return FxWait.onFx(() -> {
            javafx.geometry.Bounds b =
                    window.canvas().localToScreen(window.canvas().getLayoutBounds());
            return new javafx.geometry.Point2D(b.getMinX() + 20, b.getMaxY() - 20);
        });
    }

    /** The toolbar's Fit graph: the canvas follows the head while playing, so a card may be out of view. */
    private static void fitGraph(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> new FxRobot()
                .lookup(".tool-bar .button").queryAllAs(Button.class).stream()
                        .filter(b -> b.getTooltip() != null
                                && b.getTooltip().getText().startsWith("Fit graph"))
                        .findFirst()
                        .orElseThrow()));
    }

    private static String toast() {
        return new FxRobot()
                .lookup(".toast")
                .tryQuery()
                .map(n -> ((javafx.scene.control.Label) n).getText())
                .orElse("");
    }

    /** The inspector's button of the first action whose tooltip says {@code tip}. */
    private static Button actionButton(String tip) {
        return new FxRobot()
                .lookup(".button").queryAllAs(Button.class).stream()
                        .filter(b -> b.getTooltip() != null
                                && tip.equals(b.getTooltip().getText())
                                && b.isVisible())
                        .findFirst()
                        .orElseThrow();
    }

    private void setBreakpointBeforeEntering(FxRobot robot, String state) throws Exception {
        fitGraph(robot);
        robot.rightClickOn(centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(state).root())));
        String item = "Pause before entering "
                + FxWait.onFx(() ->
                        window.document().graph().state(state).orElseThrow().name());
        FxWait.until(() -> new FxRobot().lookup(item).tryQuery().isPresent());
        robot.clickOn(item);
        FxWait.until(() ->
                window.play().player().session().breakpoints().beforeEntering().contains(state));
    }

    private void selectState(FxRobot robot, String id) throws Exception {
        fitGraph(robot);
        robot.clickOn(centreOf(
                FxWait.onFx(() -> window.canvas().skinOf(ElementRef.state(id)).root())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.state(id))));
    }

    private void replaceText(FxRobot robot, String query, String text) throws Exception {
        robot.clickOn(FxWait.onFx(() -> robot.lookup(query).queryAs(TextField.class)));
        FxWait.until(() -> robot.lookup(query).queryAs(TextField.class).isFocused());
        robot.push(KeyCode.SHORTCUT, KeyCode.A);
        robot.write(text);
        FxWait.until(
                () -> text.equals(robot.lookup(query).queryAs(TextField.class).getText()));
    }

    private TextField inlineNameField() {
        return window.canvas().overlayLayer().getChildren().stream()
                .filter(n -> n instanceof TextField)
                .map(n -> (TextField) n)
                .findFirst()
                .orElse(null);
    }

    private boolean runHasState(String id) {
        return window.play().player().session().graph().state(id).isPresent();
    }

    private boolean runHasTransition(String from, Trigger trigger, Action action) {
        return window.play().player().session().graph().transitions().stream()
                .anyMatch(t -> t.from().equals(from)
                        && t.trigger().equals(trigger)
                        && t.actions().equals(List.of(action)));
    }

    /** The live stack, bottom first, as entries ({@code world#2}). */
    private List<String> stack() throws Exception {
        return FxWait.onFx(() -> window.play().player() == null
                ? List.<String>of()
                : window.play().player().session().live().head().bottomUp().stream()
                        .map(e -> e.stateId() + "#" + e.serial())
                        .toList());
    }

    /** How many lines the Play panel's log has (a test's run writes far fewer than it keeps). */
    private int traceSize() throws Exception {
        return FxWait.onFx(() -> window.play().player().session().log().recent().size());
    }

    /** The log's lines from {@code mark} on, as the Play panel shows them (with its {@code #} notes). */
    private List<String> linesSince(int mark) throws Exception {
        return FxWait.onFx(() -> {
            List<dev.stagestack.runtime.debug.LogLine> log =
                    window.play().player().session().log().recent();
            return log.subList(mark, log.size()).stream()
                    .map(dev.stagestack.runtime.debug.LogLine::text)
                    .toList();
        });
    }

    /** The log says, in a {@code # <tick> reload:} line written since {@code mark}, {@code what} changed. */
    private void assertReloadSays(int mark, String what) throws Exception {
        assertLogSays(mark, "reload: ", what);
    }

    /** A line {@code # <tick> <kind>...} written since {@code mark} says {@code what}. */
    private void assertLogSays(int mark, String kind, String what) throws Exception {
        try {
            FxWait.until(() ->
                    linesSince(mark).stream().anyMatch(l -> l.matches("# \\d+ " + kind + ".*") && l.contains(what)));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(
                    "no line \"# <tick> " + kind + "\" saying \"" + what + "\" in " + linesSince(mark), e);
        }
    }
}
