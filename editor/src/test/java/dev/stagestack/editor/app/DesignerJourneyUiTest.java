package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.answer;
import static dev.stagestack.editor.app.UiSteps.centreOf;
import static dev.stagestack.editor.app.UiSteps.doubleClickAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer's whole session, through the real window only: File ▸ New, six states named inline,
 * eight transitions drawn and given every op in the inspector (an integer variable declared in the
 * graph's form for set, add and reset), a rename and an id change, undo of
 * everything, redo of everything, save, a kill, a restart. The file on disk is the document and
 * nothing is offered for recovery. Then an unsaved edit, a kill, a restart: exactly that work
 * comes back.
 */
@ExtendWith(ApplicationExtension.class)
class DesignerJourneyUiTest {
    private Path folder;
    private RecoveryStore store;
    private EditorDriver window;
    private Path file;
    private final OtherEditors others = new OtherEditors();

    @Start
    void start(Stage stage) throws Exception {
        folder = Files.createTempDirectory("stagestack-journey-recovery");
        file = Files.createTempDirectory("stagestack-journey").resolve("flow" + GraphFiles.SUFFIX);
        store = new RecoveryStore(folder);
        window = TestWindows.open(stage, "dev/stagestack/editor-journey-test", store);
        window.files().setSaveTarget(suggested -> Optional.of(file));
    }

    @Test
    void buildUndoRedoSaveKillRestartThenKillDuringUnsavedWork(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.N);
        FxWait.until(() -> window.document().file() == null
                && window.document().graph().states().size() == 1);
        Graph fresh = FxWait.onFx(() -> window.document().graph());

        for (String name : List.of("Title", "World", "Level", "Pause", "Dialog")) {
            addStateNamed(robot, name);
        }
        String first = fresh.states().get(0).id();
        first = renameInline(robot, first, "Boot");
        assertEquals("boot", first, "a new file's starting state is the editor's, so its id follows its name");
        String title = idOf("Title");
        String world = idOf("World");
        String level = idOf("Level");
        String pause = idOf("Pause");
        String dialog = idOf("Dialog");

        connect(robot, first, title, null);
        connect(robot, title, world, ActionOp.REPLACE);
        connect(robot, world, level, null);
        connect(robot, level, pause, ActionOp.POP);
        connect(robot, pause, title, ActionOp.POP_TO);
        selfLoop(robot, dialog);
        connect(robot, title, dialog, ActionOp.QUIT);
        connect(robot, world, dialog, ActionOp.CLEAR);
        changeIdInInspector(robot, world, "world-map");
        declareVariable(robot, "lives");
        addVariableActions(robot, transitionBetween("world-map", level));

        Graph built = FxWait.onFx(() -> window.document().graph());
        assertEquals(6, built.states().size());
        assertEquals(
                List.of("lives"), built.variables().stream().map(v -> v.id()).toList());
        assertEquals(8, built.transitions().size());
        assertEquals(
                EnumSet.allOf(ActionOp.class),
                built.transitions().stream()
                        .flatMap(t -> t.actions().stream())
                        .map(a -> a.op())
                        .collect(Collectors.toCollection(() -> EnumSet.noneOf(ActionOp.class))));
        assertTrue(built.state("world-map").isPresent());

        clickEmptyCanvas(robot);
        int steps = FxWait.onFx(() -> window.document().history().undoSize());
        for (int i = 0; i < steps; i++) {
            int left = steps - i - 1;
            robot.push(KeyCode.SHORTCUT, KeyCode.Z);
            FxWait.until(() -> window.document().history().undoSize() == left);
        }
        assertEquals(fresh, FxWait.onFx(() -> window.document().graph()), "undo of everything is the new file");
        for (int i = 0; i < steps; i++) {
            int left = steps - i - 1;
            robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.Z);
            FxWait.until(() -> window.document().history().redoSize() == left);
        }
        assertEquals(built, FxWait.onFx(() -> window.document().graph()), "redo of everything is the work again");

        robot.push(KeyCode.SHORTCUT, KeyCode.S);
        FxWait.until(() ->
                file.equals(window.document().file()) && !window.document().isDirty());
        assertEquals(built, GraphFiles.open(file).graph(), "the file on disk is the document");
        FxWait.until(() -> store.ownCopy().isEmpty());

        store.abandon(); // killed
        RecoveryStore afterKill = new RecoveryStore(folder);
        assertTrue(afterKill.leftBehind().isEmpty(), "nothing to recover: everything was saved");
        EditorDriver second = others.open(afterKill, "dev/stagestack/editor-journey-second");
        Platform.runLater(() -> second.files().openAtStart(file));
        FxWait.until(() -> file.equals(second.document().file()));
        assertTrue(robot.lookup(".dialog-pane").tryQuery().isEmpty(), "no recovery offered");
        assertEquals(built, FxWait.onFx(() -> second.document().graph()));

        robot.clickOn(FxWait.onFx(() -> second.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.N);
        FxWait.until(() -> second.document().graph().states().size() == 7);
        Graph unsaved = FxWait.onFx(() -> second.document().graph());
        FxWait.until(() -> afterKill.ownCopy().isPresent()
                && unsaved.equals(GraphFiles.open(afterKill.ownCopy().get()).graph()));
        afterKill.abandon(); // killed with unsaved work

        EditorDriver third = others.open(new RecoveryStore(folder), "dev/stagestack/editor-journey-third");
        Platform.runLater(() -> third.files().openAtStart(file));
        answer(robot, "Yes");
        FxWait.until(() -> unsaved.equals(third.document().graph()));
        assertTrue(FxWait.onFx(() -> third.document().isDirty()), "the recovered work is unsaved");
        assertEquals(built, GraphFiles.open(file).graph(), "the file still holds what was saved");
    }

    @org.junit.jupiter.api.AfterEach
    void closeTheOtherEditors() throws Exception {
        others.closeAll();
    }

    private void addStateNamed(FxRobot robot, String name) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().states().size());
        makeRoom(robot);
        doubleClickAt(robot, freePoint());
        FxWait.until(() -> window.document().graph().states().size() == before + 1);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.write(name).type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().states().stream()
                .anyMatch(s -> s.name().equals(name)));
    }

    /** Renames the state {@code id} on its card; returns its id after, which follows the name if the editor made it. */
    private String renameInline(FxRobot robot, String id, String name) throws Exception {
        robot.clickOn(
                centreOf(FxWait.onFx(() -> window.canvas().stateSkins().get(id).root())));
        FxWait.until(() -> window.document().selection().stateIds().equals(Set.of(id)));
        robot.type(KeyCode.F2);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write(name).type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().states().stream()
                .anyMatch(s -> s.name().equals(name)));
        return FxWait.onFx(() -> window.document().graph().states().stream()
                .filter(s -> s.name().equals(name))
                .findFirst()
                .orElseThrow()
                .id());
    }

    private void changeIdInInspector(FxRobot robot, String id, String newId) throws Exception {
        robot.clickOn(
                centreOf(FxWait.onFx(() -> window.canvas().stateSkins().get(id).root())));
        FxWait.until(() -> window.document().selection().stateIds().equals(Set.of(id))
                && id.equals(robot.lookup("#field-id").queryTextInputControl().getText()));
        robot.clickOn("#field-id")
                .push(KeyCode.SHORTCUT, KeyCode.A)
                .write(newId)
                .type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().state(newId).isPresent());
    }

    /** Adds a variable in the graph's form, names it {@code id} and makes it an integer. */
    private void declareVariable(FxRobot robot, String id) throws Exception {
        clickEmptyCanvas(robot);
        FxWait.until(() -> robot.lookup("#add-variable").tryQuery().isPresent());
        robot.clickOn("#add-variable");
        FxWait.until(() -> window.document().graph().variables().size() == 1
                && robot.lookup("#variable-id-0").tryQuery().isPresent());
        robot.clickOn("#variable-id-0")
                .push(KeyCode.SHORTCUT, KeyCode.A)
                .write(id)
                .type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().variable(id).isPresent());
        robot.clickOn("#variable-type-0");
        UiSteps.clickListItem(robot, "integer");
        FxWait.until(() -> !window.document().graph().variable(id).orElseThrow().isBoolean());
    }

    /** Adds a set, an add and a reset of the only variable to the transition {@code id}, in the inspector. */
    private void addVariableActions(FxRobot robot, String id) throws Exception {
        robot.clickOn(
                centreOf(FxWait.onFx(() -> window.canvas().edgeSkins().get(id).label())));
        FxWait.until(() -> window.document().selection().transitionIds().equals(Set.of(id)));
        List<ActionOp> ops = List.of(ActionOp.SET, ActionOp.ADD, ActionOp.RESET);
        for (int i = 0; i < ops.size(); i++) {
            int row = i + 1;
            ActionOp op = ops.get(i);
            UiSteps.clickInInspector(robot, "#add-action");
            FxWait.until(() -> robot.lookup("#action-op-" + row).tryQuery().isPresent());
            UiSteps.clickInInspector(robot, "#action-op-" + row);
            UiSteps.clickListItem(robot, op.jsonName());
            FxWait.until(() -> window.document().graph().transitions().stream()
                    .anyMatch(t -> t.id().equals(id)
                            && t.actions().size() > row
                            && t.actions().get(row).op() == op));
        }
    }

    /** Drags from the handle of {@code from} onto {@code to}, then picks {@code op} in the inspector. */
    private void connect(FxRobot robot, String from, String to, ActionOp op) throws Exception {
        UiSteps.drawEdge(robot, window, from, to);
        if (op != null) {
            chooseOp(robot, op);
        }
    }

    /** A drag out of the card and back onto it: a restart. */
    private void selfLoop(FxRobot robot, String state) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().transitions().size());
        Point2D handle = centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(state).connectHandle()));
        Point2D card = centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(state).root()));
        robot.moveTo(handle)
                .press(MouseButton.PRIMARY)
                .moveTo(handle.add(90, 70))
                .moveTo(card)
                .release(MouseButton.PRIMARY);
        FxWait.until(() -> window.document().graph().transitions().size() == before + 1);
        Transition loop = FxWait.onFx(() -> last(window.document().graph().transitions()));
        assertEquals(ActionOp.RESTART, loop.actions().get(0).op());
    }

    private void chooseOp(FxRobot robot, ActionOp op) throws Exception {
        Transition drawn = FxWait.onFx(() -> last(window.document().graph().transitions()));
        FxWait.until(() -> robot.lookup("#action-op-0").tryQuery().isPresent()
                && window.document().selection().transitionIds().equals(Set.of(drawn.id())));
        robot.clickOn("#action-op-0");
        UiSteps.clickListItem(robot, op.jsonName());
        FxWait.until(() -> window.document().graph().transitions().stream()
                .anyMatch(t -> t.id().equals(drawn.id()) && t.actions().get(0).op() == op));
    }

    /** The id of the transition from {@code from} whose first action names {@code to}. */
    private String transitionBetween(String from, String to) throws Exception {
        return FxWait.onFx(() -> window.document().graph().transitions().stream()
                .filter(t ->
                        t.from().equals(from) && to.equals(t.actions().get(0).target()))
                .findFirst()
                .orElseThrow()
                .id());
    }

    private static Transition last(List<Transition> transitions) {
        return transitions.get(transitions.size() - 1);
    }

    private String idOf(String name) throws Exception {
        return FxWait.onFx(() -> window.document().graph().states().stream()
                .filter(s -> s.name().equals(name))
                .map(StateDef::id)
                .findFirst()
                .orElseThrow());
    }

    /** Zooms out (Ctrl+-), as a designer does, until there is room for another state. */
    private void makeRoom(FxRobot robot) throws Exception {
        for (int tries = 0; tries < 8 && FxWait.onFx(() -> freePointOrNull() == null); tries++) {
            double zoom = FxWait.onFx(() -> window.canvas().viewport().zoom());
            robot.push(KeyCode.SHORTCUT, KeyCode.MINUS);
            FxWait.until(() -> window.canvas().viewport().zoom() < zoom);
        }
    }

    /** A point of the canvas well away from every state, the legend and the minimap. */
    private Point2D freePoint() throws Exception {
        return FxWait.onFx(() -> {
            Point2D free = freePointOrNull();
            if (free == null) {
                throw new AssertionError("no room left on the canvas");
            }
            return free;
        });
    }

    private Point2D freePointOrNull() {
        Bounds canvas = window.canvas().localToScreen(window.canvas().getLayoutBounds());
        for (double fy = 0.35; fy <= 0.85; fy += 0.1) {
            for (double fx = 0.1; fx <= 0.9; fx += 0.1) {
                Point2D screen = new Point2D(
                        canvas.getMinX() + canvas.getWidth() * fx, canvas.getMinY() + canvas.getHeight() * fy);
                if (isFree(screen)) {
                    return screen;
                }
            }
        }
        return null;
    }

    private boolean isFree(Point2D screen) {
        for (String overlay : List.of(".legend", ".minimap")) {
            Node node = window.stage().getScene().getRoot().lookup(overlay);
            if (node != null
                    && node.isVisible()
                    && grown(node.localToScreen(node.getLayoutBounds()), 20).contains(screen)) {
                return false;
            }
        }
        Point2D local = window.canvas().screenToLocal(screen);
        double x = window.canvas().viewport().toWorldX(local.getX());
        double y = window.canvas().viewport().toWorldY(local.getY());
        return window.document().graph().states().stream()
                .noneMatch(s -> x > s.x() - StateBox.WIDTH
                        && x < s.x() + 2 * StateBox.WIDTH
                        && y > s.y() - 2 * StateBox.HEIGHT
                        && y < s.y() + 3 * StateBox.HEIGHT);
    }

    private static Bounds grown(Bounds b, double by) {
        return new javafx.geometry.BoundingBox(
                b.getMinX() - by, b.getMinY() - by, b.getWidth() + 2 * by, b.getHeight() + 2 * by);
    }

    private void clickEmptyCanvas(FxRobot robot) throws Exception {
        makeRoom(robot);
        robot.clickOn(freePoint());
        FxWait.until(() -> window.document().selection().isEmpty());
    }
}
