package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The inspector's effect fields (docs/editor.md "Inspector"), and the other action fields keeping an effect. */
@ExtendWith(ApplicationExtension.class)
class ActionEffectFieldsTest {
    private static final Effect FADE = Effect.fade(0.3);
    private EditorDocument document;
    private StackPane host;

    @Start
    void start(Stage stage) {
        document = new EditorDocument(
                new Graph(
                        "g",
                        "menu",
                        60,
                        List.of(StateDef.of("menu"), StateDef.of("game"), StateDef.of("shop")),
                        List.of(Transition.of(
                                "go",
                                "menu",
                                Trigger.key("ENTER"),
                                List.of(Action.push("game").withEffect(FADE))))),
                null);
        host = new StackPane();
        stage.setScene(new Scene(host, 700, 700));
        stage.show();
    }

    private Action first() {
        return document.graph().transitions().get(0).actions().get(0);
    }

    private void show(FxRobot robot) {
        robot.interact(() -> host.getChildren()
                .setAll(TransitionForm.build(
                        document, document.graph().transitions().get(0))));
    }

    @SuppressWarnings("unchecked")
    private <T> void choose(FxRobot robot, String id, T value) {
        ComboBox<T> box = robot.lookup(id).queryAs(ComboBox.class);
        robot.interact(() -> box.setValue(value));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void typeInto(FxRobot robot, String id, String text) throws Exception {
        TextField field = robot.lookup(id).queryAs(TextField.class);
        robot.clickOn(field);
        robot.interact(field::clear);
        robot.write(text);
        FxWait.until(() -> text.equals(field.getText()));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void editingTheTargetTheOpOrTheDataKeepsTheEffect(FxRobot robot) throws Exception {
        show(robot);
        choose(robot, "#action-target-0", "shop");
        FxWait.until(() -> "shop".equals(first().target()));
        assertEquals(Action.push("shop").withEffect(FADE), first());

        show(robot);
        choose(robot, "#action-op-0", ActionOp.REPLACE);
        FxWait.until(() -> first().op() == ActionOp.REPLACE);
        assertEquals(Action.replace("shop").withEffect(FADE), first());

        show(robot);
        typeInto(robot, "#action-data-0", "{\"level\": 2}");
        FxWait.until(() -> !first().data().isEmpty());
        assertEquals(Action.replace("shop", Map.of("level", 2)).withEffect(FADE), first());

        show(robot);
        choose(robot, "#action-op-0", ActionOp.POP);
        FxWait.until(() -> first().op() == ActionOp.POP);
        assertEquals(Action.pop().withEffect(FADE), first());
    }

    @Test
    void anOpThatTakesNoEffectDropsItAndSaysSo(FxRobot robot) throws Exception {
        List<String> told = new java.util.concurrent.CopyOnWriteArrayList<>();
        robot.interact(() -> document.setOnBlocked(told::add));
        show(robot);

        choose(robot, "#action-op-0", ActionOp.CLEAR);
        FxWait.until(() -> first().op() == ActionOp.CLEAR);

        assertEquals(Action.clear(), first());
        assertEquals(
                List.of("clear takes no effect: the fade 0.3s of action 1 is dropped (undo brings it back)"), told);
        robot.interact(document::undo);
        assertEquals(Action.push("game").withEffect(FADE), first());
    }

    @Test
    void aSlideShowsItsDirectionAndNoneRemovesTheEffect(FxRobot robot) throws Exception {
        show(robot);
        assertFalse(robot.lookup("#action-effect-direction-0").tryQuery().isPresent(), "a fade has no direction");

        choose(robot, "#action-effect-kind-0", "slide");
        FxWait.until(() -> first().effect().direction() != null);
        assertEquals(Effect.slide(SlideDirection.LEFT, 0.3), first().effect());
        show(robot);
        choose(robot, "#action-effect-direction-0", SlideDirection.UP);
        FxWait.until(() -> first().effect().direction() == SlideDirection.UP);

        show(robot);
        choose(robot, "#action-effect-kind-0", "none");
        FxWait.until(() -> first().effect() == null);
        show(robot);
        assertFalse(robot.lookup("#action-effect-seconds-0").tryQuery().isPresent(), "no effect, no seconds");
    }

    @Test
    void secondsOutsideTheFormatsBoundsAreRefusedWithItsMessage(FxRobot robot) throws Exception {
        show(robot);
        Graph before = document.graph();

        typeInto(robot, "#action-effect-seconds-0", "12");

        Label refusal = robot.lookup("#action-effect-refusal-0").queryAs(Label.class);
        FxWait.until(() -> !refusal.getText().isEmpty());
        assertEquals("effect seconds must be more than 0 and at most 10, found 12", refusal.getText());
        assertEquals(before, document.graph(), "refused seconds change nothing");

        typeInto(robot, "#action-effect-seconds-0", "0.5");
        FxWait.until(() -> first().effect().seconds() == 0.5);
        assertEquals(Effect.fade(0.5), first().effect());
    }
}
