package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What an 8-state, 14-transition flow costs to build, counted in gestures (clicks, drags, keys,
 * characters: {@link CountingRobot}) through the real window, two ways: the way the editor asked
 * for before (op and trigger in the inspector, a throwaway target for pop, quit and clear, every
 * id typed again), and on the canvas (ids follow names, op chooser on the new edge, the trigger
 * key pressed). Both must build exactly the same flow; the canvas way must take at most half the
 * gestures. The counts go to docs/editor.md.
 */
@ExtendWith(ApplicationExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AuthoringGesturesUiTest {
    /** A state of the flow: its name, the id it must end with, its place on a grid around the first state's. */
    private record Place(String name, String id, int column, int row) {}

    /** A transition of the flow: from, op, target (null for pop, quit, clear, restart), its key. */
    private record Edge(String from, ActionOp op, String to, KeyCode key) {}

    private static final List<Place> STATES = List.of(
            new Place("Title", "title", 0, -1),
            new Place("Options", "options", 1, -1),
            new Place("World", "world", -1, 0),
            new Place("Level", "level", 1, 0),
            new Place("Pause", "pause", 2, 0),
            new Place("Dialog", "dialog", 1, 1),
            new Place("Game over", "game-over", 0, 1));
    private static final List<Edge> EDGES = List.of(
            new Edge("boot", ActionOp.REPLACE, "title", KeyCode.ENTER),
            new Edge("title", ActionOp.PUSH, "options", KeyCode.O),
            new Edge("options", ActionOp.POP, null, KeyCode.ESCAPE),
            new Edge("title", ActionOp.REPLACE, "world", KeyCode.ENTER),
            new Edge("title", ActionOp.QUIT, null, KeyCode.Q),
            new Edge("world", ActionOp.PUSH, "level", KeyCode.ENTER),
            new Edge("level", ActionOp.PUSH, "pause", KeyCode.ESCAPE),
            new Edge("pause", ActionOp.POP, null, KeyCode.ESCAPE),
            new Edge("pause", ActionOp.POP_TO, "world", KeyCode.W),
            new Edge("pause", ActionOp.CLEAR, null, KeyCode.Q),
            new Edge("level", ActionOp.PUSH, "dialog", KeyCode.T),
            new Edge("dialog", ActionOp.POP, null, KeyCode.SPACE),
            new Edge("level", ActionOp.REPLACE, "game-over", KeyCode.K),
            new Edge("level", ActionOp.RESTART, null, KeyCode.R));

    @TempDir
    static Path temp;

    private static int inspectorWay;
    private EditorDriver window;
    private FxRobot robot;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-gestures-test",
                new RecoveryStore(temp.resolve("recovery")),
                GraphFiles.emptyGraph());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    @Order(1)
    void theWayTheInspectorAskedFor(FxRobot robot) throws Exception {
        CountingRobot hands = statesNamed(robot, true);
        for (Edge e : EDGES) {
            drawInInspector(hands, e);
        }
        assertBuiltTheFlow();
        inspectorWay = hands.gestures();
    }

    @Test
    @Order(2)
    void onTheCanvas(FxRobot robot) throws Exception {
        CountingRobot hands = statesNamed(robot, false);
        for (Edge e : EDGES) {
            drawOnCanvas(hands, robot, e);
        }
        assertBuiltTheFlow();
        int canvasWay = hands.gestures();
        String report =
                "8 states, 14 transitions: inspector way " + inspectorWay + " gestures, on the canvas " + canvasWay;
        System.out.println(report);
        Files.writeString(Path.of("target", "authoring-gestures.txt"), report + "\n");
        GraphFiles.save(
                FxWait.onFx(() -> window.document().graph()), Path.of("target", "authoring-flow" + GraphFiles.SUFFIX));
        assertTrue(inspectorWay > 0, "the inspector way ran first");
        assertTrue(2 * canvasWay <= inspectorWay, report);
    }

    /** The eight states, named on their cards (and each id typed again in the inspector, the way before). */
    private CountingRobot statesNamed(FxRobot robot, boolean typeIds) throws Exception {
        this.robot = robot;
        CountingRobot hands = new CountingRobot(robot);
        makeRoom(robot);
        renameStart(hands);
        for (Place p : STATES) {
            addState(hands, p);
            if (typeIds) {
                typeIdInInspector(hands, p.id());
            }
        }
        return hands;
    }

    private void renameStart(CountingRobot hands) throws Exception {
        hands.doubleClick(cardCentre("start"));
        FxWait.until(() -> window.canvas().overlayLayer().getChildren().stream().anyMatch(Node::isFocused));
        hands.chord(KeyCode.SHORTCUT, KeyCode.A);
        hands.write("Boot");
        hands.key(KeyCode.ENTER);
        FxWait.until(() -> "Boot"
                .equals(window.document()
                        .graph()
                        .state("boot")
                        .map(StateDef::name)
                        .orElse("")));
    }

    private void addState(CountingRobot hands, Place p) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().states().size());
        hands.doubleClick(
                screenAt(80 + 260 * p.column() + StateBox.WIDTH / 2, 160 + 180 * p.row() + StateBox.HEIGHT / 2));
        FxWait.until(() -> window.document().graph().states().size() == before + 1
                && window.canvas().overlayLayer().getChildren().stream().anyMatch(Node::isFocused));
        hands.write(p.name());
        hands.key(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().states().stream()
                .anyMatch(s -> s.name().equals(p.name())));
    }

    private void typeIdInInspector(CountingRobot hands, String id) throws Exception {
        FxWait.until(() -> present("#field-id"));
        hands.click("#field-id");
        hands.chord(KeyCode.SHORTCUT, KeyCode.A);
        hands.write(id);
        hands.key(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().state(id).isPresent());
    }

    /** Drag, then the trigger's kind, its key and the op in the inspector; pop, quit, clear via a throwaway target. */
    private void drawInInspector(CountingRobot hands, Edge e) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().transitions().size());
        if (e.op() == ActionOp.RESTART) {
            hands.dragOutAndBack(handle(e.from()), cardCentre(e.from()));
        } else {
            String throwaway = e.from().equals("title") ? "boot" : "title";
            hands.drag(handle(e.from()), cardCentre(e.to() != null ? e.to() : throwaway));
        }
        FxWait.until(() -> window.document().graph().transitions().size() == before + 1 && present("#field-trigger"));
        hands.click("#field-trigger");
        hands.pickListItem(dev.stagestack.model.TriggerType.KEY.jsonName());
        FxWait.until(() -> present("#key-capture"));
        hands.click("#key-capture");
        hands.key(e.key());
        FxWait.until(() -> last().trigger().equals(Trigger.key(e.key().name())));
        if (e.op() != ActionOp.PUSH && e.op() != ActionOp.RESTART) {
            hands.click("#action-op-0");
            hands.pickListItem(e.op().jsonName());
            FxWait.until(() -> last().actions().get(0).op() == e.op());
        }
    }

    /** Drag (onto the target, or back onto its own card), one key for the op, the trigger's key. */
    private void drawOnCanvas(CountingRobot hands, FxRobot robot, Edge e) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().transitions().size());
        if (e.to() == null) {
            hands.dragOutAndBack(handle(e.from()), cardCentre(e.from()));
        } else {
            hands.drag(handle(e.from()), cardCentre(e.to()));
        }
        FxWait.until(() -> window.document().graph().transitions().size() == before + 1
                && robot.lookup(".op-chooser").tryQuery().map(Node::isFocused).orElse(false));
        hands.key(
                switch (e.op()) {
                    case PUSH, RESTART -> KeyCode.ENTER;
                    case REPLACE -> KeyCode.R;
                    case POP_TO -> KeyCode.T;
                    case POP -> KeyCode.O;
                    case QUIT -> KeyCode.Q;
                    case CLEAR -> KeyCode.C;
                    case SET, ADD, RESET -> throw new AssertionError("the flow has no variables: " + e.op());
                });
        FxWait.until(() -> robot.lookup("#trigger-key-capture")
                .tryQuery()
                .map(Node::isFocused)
                .orElse(false));
        hands.key(e.key());
        FxWait.until(() -> last().trigger().equals(Trigger.key(e.key().name()))
                && last().actions().get(0).op() == e.op());
    }

    private void assertBuiltTheFlow() throws Exception {
        Graph built = FxWait.onFx(() -> window.document().graph());
        Set<String> states =
                built.states().stream().map(s -> s.id() + "=" + s.name()).collect(Collectors.toSet());
        Set<String> expectedStates =
                STATES.stream().map(p -> p.id() + "=" + p.name()).collect(Collectors.toSet());
        expectedStates.add("boot=Boot");
        assertEquals(expectedStates, states);
        Set<String> edges = built.transitions().stream()
                .map(t -> t.from() + " " + t.trigger().describe() + " " + t.actions())
                .collect(Collectors.toSet());
        Set<String> expectedEdges = EDGES.stream()
                .map(e -> e.from() + " " + Trigger.key(e.key().name()).describe() + " " + List.of(actionOf(e)))
                .collect(Collectors.toSet());
        assertEquals(expectedEdges, edges);
    }

    private static Action actionOf(Edge e) {
        return switch (e.op()) {
            case PUSH -> Action.push(e.to());
            case REPLACE -> Action.replace(e.to());
            case POP_TO -> Action.popTo(e.to());
            case POP -> Action.pop();
            case QUIT -> Action.quit();
            case CLEAR -> Action.clear();
            case RESTART -> Action.restart();
            case SET, ADD, RESET -> throw new AssertionError("the flow has no variables: " + e.op());
        };
    }

    /** Zooms out (not counted: the same view for both ways) so the grid of cards fits. */
    private void makeRoom(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        for (int i = 0; i < 3; i++) {
            double zoom = FxWait.onFx(() -> window.canvas().viewport().zoom());
            robot.push(KeyCode.SHORTCUT, KeyCode.MINUS);
            FxWait.until(() -> window.canvas().viewport().zoom() < zoom);
        }
    }

    private boolean present(String query) {
        return robot.lookup(query).tryQuery().isPresent();
    }

    private Point2D screenAt(double worldX, double worldY) throws Exception {
        return FxWait.onFx(() -> window.canvas()
                .localToScreen(
                        window.canvas().viewport().toScreenX(worldX),
                        window.canvas().viewport().toScreenY(worldY)));
    }

    private Point2D cardCentre(String id) throws Exception {
        return UiSteps.centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(id).root()));
    }

    private Point2D handle(String id) throws Exception {
        return UiSteps.centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(id).connectHandle()));
    }

    private Transition last() throws Exception {
        List<Transition> all = FxWait.onFx(() -> window.document().graph().transitions());
        return all.get(all.size() - 1);
    }
}
