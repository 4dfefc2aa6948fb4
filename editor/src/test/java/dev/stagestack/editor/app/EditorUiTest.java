package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static dev.stagestack.editor.app.UiSteps.doubleClickAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.StateSkin;
import dev.stagestack.editor.canvas.TransitionSkin;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ListView;
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
import org.testfx.util.WaitForAsyncUtils;

/** The editor window headless on Monocle, driven by the TestFX robot. */
@ExtendWith(ApplicationExtension.class)
class EditorUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(stage, "dev/stagestack/editor-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    private void load(FxRobot robot, Graph graph) {
        robot.interact(() -> {
            window.document().load(graph, null, false);
            window.graphOpened();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        FxWait.until(condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Point2D centreOf(Node node) {
        Bounds b = node.localToScreen(node.getBoundsInLocal());
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    private Point2D canvasPoint(double fx, double fy) {
        Bounds b = window.canvas().localToScreen(window.canvas().getBoundsInLocal());
        return new Point2D(b.getMinX() + b.getWidth() * fx, b.getMinY() + b.getHeight() * fy);
    }

    @Test
    void createTwoStatesAndAPushThenUndoAndRedo(FxRobot robot) throws Exception {
        load(robot, GraphFiles.emptyGraph());
        doubleClickAt(robot, canvasPoint(0.55, 0.3));
        robot.type(KeyCode.ESCAPE);
        doubleClickAt(robot, canvasPoint(0.55, 0.75));
        robot.type(KeyCode.ESCAPE);
        List<String> ids =
                window.document().graph().states().stream().map(StateDef::id).toList();
        assertEquals(3, ids.size(), ids.toString());
        StateSkin from = window.canvas().stateSkins().get(ids.get(1));
        StateSkin to = window.canvas().stateSkins().get(ids.get(2));
        robot.moveTo(centreOf(from.root()))
                .drag(centreOf(from.connectHandle()), MouseButton.PRIMARY)
                .dropTo(centreOf(to.root()));
        WaitForAsyncUtils.waitForFxEvents();
        Graph withEdge = window.document().graph();
        assertEquals(1, withEdge.transitions().size());
        Transition t = withEdge.transitions().get(0);
        assertEquals(ids.get(1), t.from());
        assertEquals(List.of(Action.push(ids.get(2))), t.actions());
        assertTrue(window.canvas().edgeSkins().containsKey(t.id()));
        assertEquals(
                "Add transition " + t.id(),
                window.document().history().undoTextProperty().get());

        robot.interact(() -> window.document().undo());
        assertTrue(window.document().graph().transitions().isEmpty());
        assertFalse(window.canvas().edgeSkins().containsKey(t.id()));
        robot.interact(() -> window.document().undo());
        robot.interact(() -> window.document().undo());
        assertEquals(1, window.document().graph().states().size());
        for (int i = 0; i < 3; i++) {
            robot.interact(() -> window.document().redo());
        }
        assertEquals(withEdge, window.document().graph());
        assertTrue(window.canvas().edgeSkins().containsKey(t.id()));
    }

    @Test
    void theOutlineIsMadeWhenItsTabIsFirstChosenAndFollowsTheGraph(FxRobot robot) {
        load(robot, Fixtures.menu());
        assertTrue(robot.lookup("." + EditorStyles.OUTLINE).queryAll().isEmpty(), "made before it was asked for");
        robot.clickOn("Outline");
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> list =
                robot.lookup("." + EditorStyles.OUTLINE + " .list-view").queryAs(ListView.class);
        Graph menu = Fixtures.menu();
        assertEquals(
                menu.states().size() + menu.transitions().size(),
                list.getItems().size());
        load(robot, menu.withTransitions(menu.transitions().subList(0, 1)));
        assertEquals(menu.states().size() + 1, list.getItems().size());
    }

    @Test
    void movingStatesByDragIsOneUndoStep(FxRobot robot) {
        load(robot, Fixtures.menu());
        StateSkin title = window.canvas().stateSkins().get("title");
        Point2D start = centreOf(title.root());
        robot.drag(start, MouseButton.PRIMARY).moveBy(40, 10).moveBy(60, 50).drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, window.document().history().undoSize());
        assertEquals(
                "Move 1 state", window.document().history().undoTextProperty().get());
        assertTrue(window.document().graph().state("title").orElseThrow().x() > 20);
        robot.interact(() -> window.document().undo());
        assertEquals(0.0, window.document().graph().state("title").orElseThrow().x());
        assertEquals(0.0, title.x());
    }

    @Test
    void aStateDraggedWithoutSnappingAtAnOddZoomIsSavedAtWholeNumbers(FxRobot robot) throws Exception {
        load(robot, Fixtures.menu());
        robot.press(KeyCode.SHORTCUT, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.SHORTCUT);
        robot.press(KeyCode.SHORTCUT, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.SHORTCUT);
        waitUntil(() -> window.canvas().viewport().zoom() != 1.0);
        StateSkin title = window.canvas().stateSkins().get("title");
        Point2D start = centreOf(title.root());
        robot.press(KeyCode.SHORTCUT, KeyCode.G).release(KeyCode.G, KeyCode.SHORTCUT);
        waitUntil(() -> !window.gestures().snapToGridProperty().get());
        robot.drag(start, MouseButton.PRIMARY).moveBy(37, 11).moveBy(23, 17).drop();
        waitUntil(() -> window.document().history().undoSize() == 1);
        Path file = temp.resolve("rounded" + GraphFiles.SUFFIX);
        robot.interact(() -> assertTrue(window.files().saveTo(file)));

        String text = Files.readString(file);
        java.util.regex.Matcher position =
                java.util.regex.Pattern.compile("\"[xy]\": (-?[0-9.eE+-]+)").matcher(text);
        int positions = 0;
        while (position.find()) {
            positions++;
            assertFalse(position.group(1).contains("."), "a position with a fraction: " + position.group());
        }
        assertEquals(2 * Fixtures.menu().states().size(), positions);
        assertTrue(window.document().graph().state("title").orElseThrow().x() > 20, "the state moved");
    }

    @Test
    void saveThenReopenGivesTheSameGraph(FxRobot robot) {
        load(robot, Fixtures.menu());
        robot.interact(() -> window.edits().addStateAt(400, 300));
        assertTrue(window.document().isDirty());
        Path file = temp.resolve("saved" + GraphFiles.SUFFIX);
        robot.interact(() -> assertTrue(window.files().saveTo(file)));
        assertFalse(window.document().isDirty());
        Graph saved = window.document().graph();
        load(robot, Fixtures.menu());
        robot.interact(() -> window.files().open(file));
        assertEquals(saved, window.document().graph());
        assertEquals(file, window.document().file());
        assertFalse(window.document().isDirty());
        assertTrue(window.stage().getTitle().contains("saved.stagestack.json"));
    }

    @Test
    void aDanglingTargetShowsAMarkerAndAProblemRowThatSelectsIt(FxRobot robot) throws Exception {
        Graph broken = Fixtures.menu()
                .withTransitions(List.of(
                        Transition.of("lost", "title", Trigger.button("Lost"), List.of(Action.push("nowhere")))));
        load(robot, broken);
        waitUntil(() -> window.problems().rows().stream().anyMatch(Problem::isError));
        Problem row = window.problems().rows().stream()
                .filter(Problem::isError)
                .findFirst()
                .orElseThrow();
        assertEquals("transitions[0].actions[0].target", row.path());
        TransitionSkin skin = window.canvas().edgeSkins().get("lost");
        assertTrue(skin.root().getPseudoClassStates().contains(EditorStyles.ERROR));
        int index = window.problems().rows().indexOf(row);
        robot.interact(() -> window.problems().selectRow(index));
        assertTrue(window.document().selection().contains(ElementRef.transition("lost")));
    }

    @Test
    void autoLayoutIsOneUndoableCommand(FxRobot robot) throws Exception {
        Graph unplaced = Fixtures.menu()
                .withStates(Fixtures.menu().states().stream()
                        .map(s -> s.withPosition(null, null))
                        .toList());
        load(robot, unplaced);
        waitUntil(() -> !window.layout().isRunning()
                && window.document().graph().states().stream().allMatch(StateDef::hasPosition));
        assertEquals(
                "Auto-layout", window.document().history().undoTextProperty().get());
        Graph laidOut = window.document().graph();
        assertTrue(
                laidOut.state("title").orElseThrow().x()
                        < laidOut.state("world").orElseThrow().x(),
                "title comes before the world it pushes");
        robot.interact(() -> window.document().undo());
        assertEquals(unplaced, window.document().graph());
        robot.interact(() -> window.document().redo());
        assertEquals(laidOut, window.document().graph());
    }

    @Test
    void playThenClickingAButtonEdgeHighlightsTheNewHead(FxRobot robot) throws Exception {
        robot.interact(() -> window.files().openSample("menu-prototype"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#play-button");
        waitUntil(() -> "main-menu".equals(window.play().headState()));
        StateSkin menu = window.canvas().stateSkins().get("main-menu");
        assertTrue(menu.root().getPseudoClassStates().contains(EditorStyles.HEAD));
        TransitionSkin start = window.canvas().edgeSkins().get("start");
        assertTrue(start.root().getPseudoClassStates().contains(EditorStyles.FIREABLE));
        Node label = start.root().getChildren().get(start.root().getChildren().size() - 1);
        robot.clickOn(centreOf(label), MouseButton.PRIMARY);
        waitUntil(() -> "game".equals(window.play().headState()));
        StateSkin game = window.canvas().stateSkins().get("game");
        assertTrue(game.root().getPseudoClassStates().contains(EditorStyles.HEAD));
        assertTrue(menu.root().getPseudoClassStates().contains(EditorStyles.COVERED_FREEZE));
        TransitionSkin options = window.canvas().edgeSkins().get("open-options");
        robot.clickOn(centreOf(options.label()), MouseButton.PRIMARY);
        waitUntil(() -> window.document().selection().contains(ElementRef.transition("open-options")));
        assertEquals("game", window.play().headState(), "an edge the head cannot fire is selected, not fired");
        robot.interact(() -> window.play().stop());
        assertFalse(game.root().getPseudoClassStates().contains(EditorStyles.HEAD));
        assertTrue(window.document().isEditable());
    }

    @Test
    void openingABrokenFileKeepsItsTextAndShowsLocatedProblems(FxRobot robot) throws Exception {
        Path file = temp.resolve("broken" + GraphFiles.SUFFIX);
        java.nio.file.Files.writeString(
                file, "{ \"format\": \"stagestack\", \"version\": 1,\n  \"states\": [ oops ] }\n");
        OpenedFile opened = GraphFiles.open(file);
        assertEquals(null, opened.graph());
        assertTrue(
                opened.problems().stream().allMatch(p -> p.line() > 0 && p.file() != null),
                opened.problems().toString());
        assertTrue(opened.text().contains("oops"));
        assertEquals(ActionOp.PUSH, Action.push("x").op());
    }
}
