package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
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
 * A designer names the states they add and their ids follow (Boss fight → boss-fight, then
 * boss-fight-2), with the ids of the edges the editor made for them (world-to-boss), in one
 * undoable step, the state staying selected; a state read from a file keeps
 * its id whatever it is renamed to (game code may name it).
 */
@ExtendWith(ApplicationExtension.class)
class IdsFollowNamesUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-ids-follow-names-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aNewStatesIdFollowsItsNameAndAStateFromTheFileKeepsItsId(FxRobot robot) throws Exception {
        Point2D empty = FxWait.onFx(() -> {
            Bounds canvas = window.canvas().localToScreen(window.canvas().getLayoutBounds());
            return new Point2D(canvas.getMinX() + canvas.getWidth() * 0.4, canvas.getMaxY() - 30);
        });
        assertEquals("boss-fight", addNamed(robot, empty, "Boss fight"));
        assertEquals(
                Set.of(ElementRef.state("boss-fight")),
                FxWait.onFx(() -> window.document().selection().items()),
                "the renamed state stays selected");
        assertEquals("boss-fight-2", addNamed(robot, empty.add(-230, -10), "Boss fight"));

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> window.document().graph().state("boss-fight-2").isEmpty());
        StateDef back = FxWait.onFx(() -> window.document()
                .graph()
                .states()
                .get(window.document().graph().states().size() - 1));
        assertEquals("New state", back.name(), "one undo takes back the name and the id together");
        assertTrue(back.id().startsWith("state-"), back.id());

        robot.clickOn(FxWait.onFx(
                () -> (Node) window.canvas().stateSkins().get("world").root()));
        FxWait.until(() -> window.document().selection().stateIds().equals(Set.of("world")));
        robot.type(KeyCode.F2);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Overworld").type(KeyCode.ENTER);
        FxWait.until(() -> "Overworld"
                .equals(window.document()
                        .graph()
                        .state("world")
                        .map(StateDef::name)
                        .orElse("")));
    }

    @Test
    void anEdgeDrawnToEmptyCanvasMakesTheStateItPushesNamedInline(FxRobot robot) throws Exception {
        dev.stagestack.model.Graph before = FxWait.onFx(() -> window.document().graph());
        Point2D empty = FxWait.onFx(() -> {
            Bounds canvas = window.canvas().localToScreen(window.canvas().getLayoutBounds());
            return new Point2D(canvas.getMinX() + canvas.getWidth() * 0.4, canvas.getMaxY() - 40);
        });
        Node card = FxWait.onFx(() -> window.canvas().stateSkins().get("world").root());
        Node handle =
                FxWait.onFx(() -> window.canvas().stateSkins().get("world").connectHandle());
        robot.moveTo(UiSteps.centreOf(card))
                .drag(UiSteps.centreOf(handle), MouseButton.PRIMARY)
                .dropTo(empty);
        FxWait.until(() ->
                window.document().graph().states().size() == before.states().size() + 1);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.write("Boss").type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().state("boss").isPresent());

        dev.stagestack.model.Graph after = FxWait.onFx(() -> window.document().graph());
        dev.stagestack.model.Transition push =
                after.transitions().get(after.transitions().size() - 1);
        assertEquals("world", push.from());
        assertEquals(
                "world-to-boss", push.id(), "the edge's id follows the state's, as game code and problems name it");
        assertEquals(java.util.List.of(dev.stagestack.model.Action.push("boss")), push.actions());
        assertEquals(
                dev.stagestack.model.Trigger.key("ENTER"),
                push.trigger(),
                "new edges take a key (the first World does not use) until the designer gives an edge a button");
        StateDef boss = after.state("boss").orElseThrow();
        assertEquals(0, boss.x() % dev.stagestack.editor.geometry.StateBox.GRID, 1e-9);
        assertEquals(0, boss.y() % dev.stagestack.editor.geometry.StateBox.GRID, 1e-9);

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> window.document().graph().equals(before));
    }

    @Test
    void statesAddedWithTheKeyboardAreNamedOnTheirCardsAndNeverHideOneAnother(FxRobot robot) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().states().size());
        for (String name : java.util.List.of("Menu", "Game", "Shop")) {
            int count = FxWait.onFx(() -> window.document().graph().states().size());
            robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.N);
            FxWait.until(() -> window.document().graph().states().size() == count + 1);
            FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
            robot.write(name).type(KeyCode.ENTER);
            String id = name.toLowerCase(java.util.Locale.ROOT);
            FxWait.until(() -> window.document()
                    .graph()
                    .state(id)
                    .map(StateDef::name)
                    .orElse("")
                    .equals(name));
        }
        java.util.List<StateDef> states =
                FxWait.onFx(() -> window.document().graph().states());
        assertEquals(before + 3, states.size());
        for (StateDef added : states.subList(before, states.size())) {
            for (StateDef other : states) {
                boolean overlap = other != added
                        && Math.abs(other.x() - added.x()) < dev.stagestack.editor.geometry.StateBox.WIDTH
                        && Math.abs(other.y() - added.y()) < dev.stagestack.editor.geometry.StateBox.HEIGHT;
                assertTrue(!overlap, added.id() + " lies over " + other.id());
            }
        }
    }

    @Test
    void aNewGraphsStartingStateFollowsItsNameToo(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.N);
        FxWait.until(() -> window.document().graph().states().size() == 1
                && window.document().graph().state("start").isPresent());
        robot.doubleClickOn(
                FxWait.onFx(
                        () -> (Node) window.canvas().stateSkins().get("start").root()),
                MouseButton.PRIMARY);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Title").type(KeyCode.ENTER);
        FxWait.until(() -> window.document()
                .graph()
                .state("title")
                .map(StateDef::name)
                .orElse("")
                .equals("Title"));
        assertEquals("title", FxWait.onFx(() -> window.document().graph().initial()), "the graph starts at it still");
    }

    /** Double-clicks at {@code at}, types {@code name} into the inline editor; returns the new state's id. */
    private String addNamed(FxRobot robot, Point2D at, String name) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().states().size());
        robot.doubleClickOn(at, MouseButton.PRIMARY);
        FxWait.until(() -> window.document().graph().states().size() == before + 1);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.write(name).type(KeyCode.ENTER);
        FxWait.until(() -> window.document().graph().states().get(before).name().equals(name));
        return FxWait.onFx(() -> window.document().graph().states().get(before).id());
    }
}
