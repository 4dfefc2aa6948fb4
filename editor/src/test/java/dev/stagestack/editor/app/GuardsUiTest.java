package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
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
 * Conditions in the editor, through the real window: a guard typed with a typo is marked with the
 * closest name, a variable name is completed from the list, a variable declared in the graph's form
 * is used in a guard and renamed with it, two states grouped and one Escape edge drawn from the
 * group's card, any key and once chosen, and Ctrl+Z takes each step back.
 */
@ExtendWith(ApplicationExtension.class)
class GuardsUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage, "dev/stagestack/editor-guards-test", new RecoveryStore(temp.resolve("recovery")), graph());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    /** The menu flow with a {@code hasSave} flag and a pop from pause on Escape. */
    private static Graph graph() {
        Graph menu = Fixtures.menu();
        List<Transition> transitions = new ArrayList<>(menu.transitions());
        transitions.add(Transition.of("back", "pause", Trigger.key("ESCAPE"), List.of(Action.pop())));
        return menu.withTransitions(transitions).withVariables(List.of(Variable.bool("hasSave", false)));
    }

    @Test
    void aGuardWithATypoIsMarkedWithTheClosestNameAndNeverCommitted(FxRobot robot) throws Exception {
        selectTransition(robot, "play");
        TextField when = robot.lookup("#field-when").queryAs(TextField.class);
        robot.clickOn(when).write("hasSve && depth < 3");
        Label problem = robot.lookup("#when-problem").queryAs(Label.class);
        FxWait.until(() -> problem.getText().contains("did you mean \"hasSave\"")
                && problem.getText().contains("column 1")
                && when.getPseudoClassStates().stream()
                        .anyMatch(p -> p.getPseudoClassName().equals("error")));
        robot.type(KeyCode.ENTER);
        assertEquals(null, transition("play").when(), "a guard with a problem is never committed");
        assertEquals(0, FxWait.onFx(() -> window.document().history().undoSize()));
        robot.type(KeyCode.HOME).type(KeyCode.DELETE, 6).write("hasSave").type(KeyCode.ENTER);
        FxWait.until(() -> "hasSave && depth < 3".equals(transition("play").when()));
        FxWait.until(() -> problem.getText().isEmpty());
        FxWait.until(() -> caption("play").startsWith("[hasSave && depth < 3]"));
    }

    @Test
    void anyKeyAndOnceAreChosenInTheInspectorAndShownOnTheLabel(FxRobot robot) throws Exception {
        selectTransition(robot, "esc");
        robot.clickOn("#field-trigger");
        UiSteps.clickListItem(robot, "anyKey");
        FxWait.until(() -> transition("esc").trigger().type() == TriggerType.ANY_KEY);
        FxWait.until(() -> robot.lookup("#field-once").tryQuery().isPresent());
        robot.clickOn("#field-once");
        FxWait.until(() -> transition("esc").once());
        FxWait.until(() -> "any key 1×".equals(caption("esc")));
        clickEmptyCanvas(robot);
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> !transition("esc").once());
        assertEquals(TriggerType.ANY_KEY, transition("esc").trigger().type(), "one undo, one step");
    }

    @Test
    void aVariableNameIsCompletedFromTheList(FxRobot robot) throws Exception {
        selectTransition(robot, "play");
        robot.clickOn("#field-when").write("!has");
        robot.clickOn(FxWait.onFx(() -> completion(robot, "hasSave")));
        TextField when = robot.lookup("#field-when").queryAs(TextField.class);
        FxWait.until(() -> "!hasSave".equals(when.getText()));
        robot.write(" && onS");
        robot.clickOn(FxWait.onFx(() -> completion(robot, "onStack(")));
        robot.write("wo");
        robot.clickOn(FxWait.onFx(() -> completion(robot, "world")));
        FxWait.until(() -> "!hasSave && onStack(world".equals(when.getText()));
        robot.write(")").type(KeyCode.ENTER);
        FxWait.until(
                () -> "!hasSave && onStack(world)".equals(transition("play").when()));
    }

    @Test
    void aVariableDeclaredInTheGraphIsUsedInAGuardAndRenamedWithIt(FxRobot robot) throws Exception {
        clickEmptyCanvas(robot);
        FxWait.until(() -> robot.lookup("#add-variable").tryQuery().isPresent());
        robot.clickOn("#add-variable");
        FxWait.until(() -> window.document().graph().variables().size() == 2);
        retype(robot, "#variable-id-1", "depth");
        FxWait.until(() -> robot.lookup("#variables-problem")
                .queryAs(Label.class)
                .getText()
                .contains("reserved"));
        assertEquals(1, FxWait.onFx(() -> window.document().history().undoSize()), "the refused id is no step");
        retype(robot, "#variable-id-1", "lives");
        FxWait.until(() -> window.document().graph().variable("lives").isPresent());
        robot.clickOn("#variable-type-1");
        UiSteps.clickListItem(robot, "integer");
        FxWait.until(
                () -> !window.document().graph().variable("lives").orElseThrow().isBoolean());
        retype(robot, "#variable-max-1", "5");
        FxWait.until(
                () -> window.document().graph().variable("lives").orElseThrow().max() == 5);

        selectTransition(robot, "esc");
        robot.clickOn("#field-when").write("lives > 0").type(KeyCode.ENTER);
        FxWait.until(() -> "lives > 0".equals(transition("esc").when()));

        clickEmptyCanvas(robot);
        retype(robot, "#variable-id-1", "hearts");
        FxWait.until(() -> "hearts > 0".equals(transition("esc").when()));
        assertTrue(FxWait.onFx(() -> window.document().graph().variable("lives").isEmpty()));
        int steps = FxWait.onFx(() -> window.document().history().undoSize());
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> window.document().history().undoSize() == steps - 1);
        assertEquals("lives > 0", transition("esc").when(), "one undo takes back the rename in the guard too");
        assertTrue(FxWait.onFx(() -> window.document().graph().variable("lives").isPresent()));
    }

    @Test
    void twoStatesGroupedGetOneEscapeEdgeDrawnFromTheGroupsCard(FxRobot robot) throws Exception {
        assertTrue(robot.lookup("#any-state-card").tryQuery().isEmpty(), "a graph without groups looks as it did");
        for (String id : List.of("world", "pause")) {
            selectState(robot, id);
            robot.clickOn("#field-groups").write("menus").type(KeyCode.ENTER);
            FxWait.until(() ->
                    window.document().graph().state(id).orElseThrow().groups().equals(List.of("menus")));
        }
        FxWait.until(() -> robot.lookup(".group-chip").queryAll().size() == 2
                && robot.lookup("#group-card-menus").tryQuery().isPresent()
                && robot.lookup("#any-state-card").tryQuery().isPresent());
        Graph grouped = FxWait.onFx(() -> window.document().graph());
        int groupedSteps = FxWait.onFx(() -> window.document().history().undoSize());

        Point2D card = UiSteps.centreOf(robot.lookup("#group-card-menus").query());
        robot.moveTo(card)
                .press(MouseButton.PRIMARY)
                .moveTo(card.add(0, 120))
                .moveTo(card)
                .release(MouseButton.PRIMARY);
        FxWait.until(() ->
                robot.lookup(".op-chooser").tryQuery().map(Node::isFocused).orElse(false));
        robot.type(KeyCode.O);
        FxWait.until(() -> robot.lookup("#trigger-key-capture")
                .tryQuery()
                .map(Node::isFocused)
                .orElse(false));
        robot.type(KeyCode.ESCAPE);
        Transition drawn = FxWait.onFx(() -> last(window.document().graph().transitions()));
        FxWait.until(() -> Trigger.key("ESCAPE").equals(transition(drawn.id()).trigger()));
        assertEquals("@menus", drawn.from());
        assertEquals(List.of(Action.pop()), transition(drawn.id()).actions());
        assertEquals(
                Set.of("@menus"),
                FxWait.onFx(() -> Set.copyOf(window.canvas().edgeSkins().get(drawn.id()).segments().stream()
                        .map(s -> s.from())
                        .toList())),
                "one edge from the group's card, not one per state");

        selectTransition(robot, "back");
        robot.clickOn("#field-from");
        UiSteps.clickListItem(robot, "any state");
        FxWait.until(() -> "*".equals(transition("back").from()));

        clickEmptyCanvas(robot);
        int steps = FxWait.onFx(() -> window.document().history().undoSize());
        for (int left = steps - 1; left >= groupedSteps; left--) {
            int expected = left;
            robot.push(KeyCode.SHORTCUT, KeyCode.Z);
            FxWait.until(() -> window.document().history().undoSize() == expected);
        }
        assertEquals(grouped, FxWait.onFx(() -> window.document().graph()), "Ctrl+Z takes back the edge and the From");
    }

    private static Transition last(List<Transition> transitions) {
        return transitions.get(transitions.size() - 1);
    }

    private static void retype(FxRobot robot, String field, String text) throws Exception {
        FxWait.until(() -> robot.lookup(field).tryQuery().isPresent());
        robot.clickOn(field).push(KeyCode.SHORTCUT, KeyCode.A).write(text).type(KeyCode.ENTER);
    }

    private static Node completion(FxRobot robot, String text) {
        return robot.lookup(".guard-completion").queryAll().stream()
                .filter(n -> n instanceof Label l && l.getText().equals(text) && n.isVisible())
                .findFirst()
                .orElseThrow(() -> new AssertionError("no completion " + text));
    }

    private String caption(String id) {
        return window.canvas().edgeSkins().get(id).caption();
    }

    private Transition transition(String id) throws Exception {
        return FxWait.onFx(() -> window.document().graph().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow());
    }

    private void clickEmptyCanvas(FxRobot robot) throws Exception {
        Node canvas = FxWait.onFx(() -> window.canvas());
        Point2D spot = FxWait.onFx(() -> {
            Bounds b = canvas.localToScreen(canvas.getLayoutBounds());
            return new Point2D(b.getMinX() + b.getWidth() * 0.55, b.getMaxY() - 60);
        });
        robot.clickOn(spot);
        FxWait.until(() -> window.document().selection().items().isEmpty());
    }

    private void selectState(FxRobot robot, String id) throws Exception {
        robot.clickOn(UiSteps.centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(id).root())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.state(id))));
        FxWait.until(() -> new FxRobot().lookup("#field-groups").tryQuery().isPresent());
    }

    private void selectTransition(FxRobot robot, String id) throws Exception {
        Node label = FxWait.onFx(() -> window.canvas().edgeSkins().get(id).label());
        robot.clickOn(UiSteps.centreOf(label));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition(id))));
        FxWait.until(() -> new FxRobot().lookup("#field-when").tryQuery().isPresent());
    }
}
