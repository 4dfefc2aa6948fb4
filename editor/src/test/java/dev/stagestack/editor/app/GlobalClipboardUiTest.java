package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.scene.Node;
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
 * Copy, cut and paste of what docs/format.md "Groups and global transitions" and "Variables" add,
 * through the real window: a transition from a group or from any state, a state in a group, and a
 * transition that sets a variable come back from the clipboard whole.
 */
@ExtendWith(ApplicationExtension.class)
class GlobalClipboardUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage, "dev/stagestack/editor-global-clipboard-test", new RecoveryStore(temp.resolve("r")), graph());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    /** The menu flow with pause in group menus, Escape from the group, F1 from any state, and a save flag. */
    private static Graph graph() {
        Graph menu = Fixtures.menu();
        List<StateDef> states = new ArrayList<>();
        for (StateDef s : menu.states()) {
            states.add(s.id().equals("pause") ? s.withGroups(List.of("menus")) : s);
        }
        List<Transition> transitions = new ArrayList<>(menu.transitions());
        transitions.add(Transition.of("back", "@menus", Trigger.key("ESCAPE"), List.of(Action.pop())));
        transitions.add(Transition.of("help", "*", Trigger.key("F1"), List.of(Action.push("pause"))));
        transitions.add(Transition.of("save", "world", Trigger.key("S"), List.of(Action.set("hasSave", true))));
        return menu.withStates(states)
                .withTransitions(transitions)
                .withVariables(List.of(Variable.bool("hasSave", false)));
    }

    @Test
    void aTransitionFromAGroupIsCopiedAndPasted(FxRobot robot) throws Exception {
        selectTransition(robot, "back");
        robot.push(KeyCode.SHORTCUT, KeyCode.C);
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
        FxWait.until(() -> transition("back-2").isPresent());
        Transition pasted = transition("back-2").orElseThrow();
        assertEquals("@menus", pasted.from());
        assertEquals(Trigger.key("ESCAPE"), pasted.trigger());
        assertEquals(
                Set.of(ElementRef.transition("back-2")),
                window.document().selection().items());
    }

    @Test
    void aTransitionFromAnyStateIsCutAndPastedBack(FxRobot robot) throws Exception {
        selectTransition(robot, "help");
        robot.push(KeyCode.SHORTCUT, KeyCode.X);
        FxWait.until(() -> transition("help").isEmpty());
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
        FxWait.until(() -> transition("help").isPresent());
        Transition back = transition("help").orElseThrow();
        assertEquals("*", back.from());
        assertEquals(List.of(Action.push("pause")), back.actions());
    }

    @Test
    void aTransitionThatSetsAVariableIsCopiedWithItsValue(FxRobot robot) throws Exception {
        selectTransition(robot, "save");
        robot.push(KeyCode.SHORTCUT, KeyCode.C);
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
        FxWait.until(() -> transition("save-2").isPresent());
        assertEquals(
                List.of(Action.set("hasSave", true)),
                transition("save-2").orElseThrow().actions());
    }

    @Test
    void aStateInAGroupIsPastedInItsGroupWithTheTransitionsThatLeaveIt(FxRobot robot) throws Exception {
        robot.clickOn(UiSteps.centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get("pause").root())));
        FxWait.until(() -> window.document().selection().stateIds().equals(Set.of("pause")));
        robot.push(KeyCode.SHORTCUT, KeyCode.X);
        FxWait.until(() -> window.document().graph().state("pause").isEmpty());
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
        FxWait.until(() -> window.document().graph().state("pause").isPresent());
        Graph graph = FxWait.onFx(() -> window.document().graph());
        assertEquals(List.of("menus"), graph.state("pause").orElseThrow().groups());
        assertEquals(
                List.of("back", "esc", "help", "play", "quit", "resume", "save"),
                graph.transitions().stream().map(Transition::id).sorted().toList(),
                "the paste gives back every transition the cut took, the one from any state to pause too");
    }

    private Optional<Transition> transition(String id) throws Exception {
        return FxWait.onFx(() -> window.document().graph().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst());
    }

    private void selectTransition(FxRobot robot, String id) throws Exception {
        Node label = FxWait.onFx(() -> window.canvas().edgeSkins().get(id).label());
        robot.clickOn(UiSteps.centreOf(label));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition(id))));
    }
}
