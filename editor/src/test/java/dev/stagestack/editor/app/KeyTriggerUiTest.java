package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
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
 * Choosing a key trigger's key in the inspector: only real key names are taken, a typo is marked
 * and never saved, "Press a key" takes the key pressed (Escape and Delete too, without clearing the
 * selection or deleting), and switching a button trigger to a key never invents a key name.
 */
@ExtendWith(ApplicationExtension.class)
class KeyTriggerUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage, "dev/stagestack/editor-key-test", new RecoveryStore(temp.resolve("recovery")), Fixtures.menu());
    }

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aMistypedKeyIsMarkedAndNeverCommitted(FxRobot robot) throws Exception {
        selectTransition(robot, "esc");
        TextField key = robot.lookup("#field-key").queryAs(TextField.class);
        robot.clickOn(key);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL).write("ESACPE");
        FxWait.until(() -> key.getPseudoClassStates().stream()
                .anyMatch(p -> p.getPseudoClassName().equals("error")));
        assertTrue(FxWait.onFx(() -> key.getTooltip().getText()).contains("did you mean \"ESCAPE\""));
        robot.type(KeyCode.ENTER);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL).write("enter");
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> Trigger.key("ENTER").equals(transition("esc").trigger()));
        assertEquals(1, FxWait.onFx(() -> window.document().history().undoSize()), "the typo was never a step");
    }

    @Test
    void pressAKeyTakesEscapeAndDeleteWithoutActingOnThem(FxRobot robot) throws Exception {
        selectTransition(robot, "esc");
        robot.clickOn("#key-capture");
        robot.type(KeyCode.DELETE);
        FxWait.until(() -> Trigger.key("DELETE").equals(transition("esc").trigger()));
        robot.clickOn("#key-capture");
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> Trigger.key("ESCAPE").equals(transition("esc").trigger()));
        assertEquals(
                Set.of(ElementRef.transition("esc")),
                FxWait.onFx(() -> Set.copyOf(window.document().selection().items())));
        assertEquals(
                Fixtures.menu().states(),
                FxWait.onFx(() -> window.document().graph().states()),
                "nothing deleted");
    }

    @Test
    void switchingAButtonToAKeyNeverInventsAKeyName(FxRobot robot) throws Exception {
        selectTransition(robot, "resume");
        @SuppressWarnings("unchecked")
        ComboBox<TriggerType> type = robot.lookup("#field-trigger").queryAs(ComboBox.class);
        robot.clickOn(type);
        UiSteps.clickListItem(robot, "key");
        FxWait.until(() -> transition("resume").trigger().type() == TriggerType.KEY);
        assertEquals(
                Trigger.key("SPACE"), transition("resume").trigger(), "\"Resume\" is no key: the default is taken");
    }

    @Test
    void switchingAKeyToASignalOrAButtonNeverKeepsTheKeyName(FxRobot robot) throws Exception {
        selectTransition(robot, "esc");
        chooseTriggerType(robot, "signal");
        FxWait.until(() -> transition("esc").trigger().type() == TriggerType.SIGNAL);
        assertEquals(
                Trigger.signal("signal"), transition("esc").trigger(), "\"ESCAPE\" is a key's name, not a signal's");
        chooseTriggerType(robot, "button");
        FxWait.until(() -> transition("esc").trigger().type() == TriggerType.BUTTON);
        assertEquals(Trigger.button("signal"), transition("esc").trigger(), "a signal's name is a button's text");
    }

    private void chooseTriggerType(FxRobot robot, String type) throws Exception {
        FxWait.until(() -> robot.lookup("#field-trigger").tryQuery().isPresent());
        robot.clickOn(FxWait.onFx(() -> (Node) robot.lookup("#field-trigger").query()));
        UiSteps.clickListItem(robot, type);
    }

    private Transition transition(String id) {
        return window.document().graph().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow();
    }

    private void selectTransition(FxRobot robot, String id) throws Exception {
        Node label = FxWait.onFx(() -> window.canvas().edgeSkins().get(id).label());
        robot.clickOn(FxWait.onFx(() -> {
            Bounds b = label.localToScreen(label.getLayoutBounds());
            return new Point2D(b.getCenterX(), b.getCenterY());
        }));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition(id))));
        FxWait.until(() -> new FxRobot().lookup("#field-trigger").tryQuery().isPresent());
    }
}
