package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Transition;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
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
 * A designer gives an edge a transition effect in the inspector (docs/editor.md "Inspector"): the
 * edge's caption names it, undo and redo step through it, and it is saved and read back.
 */
@ExtendWith(ApplicationExtension.class)
class EdgeEffectUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-effect-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aFadeSetInTheInspectorShowsOnTheEdgeUndoesAndIsSaved(FxRobot robot) throws Exception {
        Path file = temp.resolve("menu" + GraphFiles.SUFFIX);
        robot.interact(() -> assertTrue(window.files().saveTo(file)));
        String plain = caption();
        selectEsc(robot);

        robot.clickOn("#action-effect-kind-0");
        UiSteps.clickListItem(robot, "fade");
        FxWait.until(() -> effect() != null);
        typeSeconds(robot, "0.5");
        FxWait.until(() -> Effect.fade(0.5).equals(effect()));
        FxWait.until(() -> (plain + " · fade 0.5s").equals(caption()));

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        FxWait.until(() -> Effect.fade(0.3).equals(effect()));
        FxWait.until(() -> (plain + " · fade 0.3s").equals(caption()));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        FxWait.until(() -> Effect.fade(0.5).equals(effect()));
        FxWait.until(() -> (plain + " · fade 0.5s").equals(caption()));

        robot.press(KeyCode.CONTROL).type(KeyCode.S).release(KeyCode.CONTROL);
        FxWait.until(() -> !window.document().isDirty());
        assertTrue(Files.readString(file).contains("\"effect\""), Files.readString(file));
        robot.interact(() -> window.files().open(file));
        FxWait.until(() -> window.document().file() != null);
        assertEquals(
                Action.push("pause").withEffect(Effect.fade(0.5)),
                FxWait.onFx(() -> esc().actions().get(0)));
    }

    @Test
    void secondsOutOfBoundsShowTheErrorAndChangeNothing(FxRobot robot) throws Exception {
        selectEsc(robot);
        chooseKind(robot, "crossfade");
        FxWait.until(() -> Effect.crossfade(0.3).equals(effect()));
        int steps = FxWait.onFx(() -> window.document().history().undoSize());

        typeSeconds(robot, "0");

        FxWait.until(() -> robot.lookup("#action-effect-refusal-0").tryQuery().isPresent()
                && !robot.lookup("#action-effect-refusal-0")
                        .queryAs(Label.class)
                        .getText()
                        .isEmpty());
        assertEquals(
                "effect seconds must be more than 0 and at most 10, found 0",
                FxWait.onFx(() -> robot.lookup("#action-effect-refusal-0")
                        .queryAs(Label.class)
                        .getText()));
        assertEquals(Effect.crossfade(0.3), FxWait.onFx(this::effect));
        assertEquals(steps, FxWait.onFx(() -> window.document().history().undoSize()), "no undo step");
        assertFalse(FxWait.onFx(() -> caption().contains("crossfade 0s")));
    }

    @Test
    void aSlideWithItsDirectionAndARefusalFitsTheInspectorsWidth(FxRobot robot) throws Exception {
        selectEsc(robot);
        chooseKind(robot, "slide");
        FxWait.until(() -> effect() != null && effect().direction() != null);
        FxWait.until(() -> robot.lookup("#action-effect-direction-0").tryQuery().isPresent());
        typeSeconds(robot, "0");
        FxWait.until(() -> !robot.lookup("#action-effect-refusal-0")
                .queryAs(Label.class)
                .getText()
                .isEmpty());

        ScrollPane inspector = robot.lookup(".inspector").queryAs(ScrollPane.class);
        FxWait.until(() -> inspector.getViewportBounds().getWidth() > 0);
        double contentWidth =
                FxWait.onFx(() -> inspector.getContent().getLayoutBounds().getWidth());
        double viewportWidth = FxWait.onFx(() -> inspector.getViewportBounds().getWidth());
        assertTrue(
                contentWidth <= viewportWidth + 0.5,
                "the inspector's content (" + contentWidth + " px) is wider than its panel (" + viewportWidth
                        + " px): a horizontal bar hides the action's row end");
    }

    private static void chooseKind(FxRobot robot, String kind) throws Exception {
        robot.clickOn("#action-effect-kind-0");
        UiSteps.clickListItem(robot, kind);
    }

    private void selectEsc(FxRobot robot) throws Exception {
        robot.clickOn(centreOf(
                FxWait.onFx(() -> window.canvas().edgeSkins().get("esc").label())));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.transition("esc"))));
        FxWait.until(() -> robot.lookup("#action-effect-kind-0").tryQuery().isPresent());
    }

    private void typeSeconds(FxRobot robot, String text) throws Exception {
        FxWait.until(() -> robot.lookup("#action-effect-seconds-0").tryQuery().isPresent());
        robot.clickOn(FxWait.onFx(() -> robot.lookup("#action-effect-seconds-0").queryAs(TextField.class)));
        FxWait.until(() -> robot.lookup("#action-effect-seconds-0")
                .queryAs(TextField.class)
                .isFocused());
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        FxWait.until(() -> text.equals(robot.lookup("#action-effect-seconds-0")
                .queryAs(TextField.class)
                .getText()));
        robot.type(KeyCode.ENTER);
    }

    private Transition esc() {
        return window.document().graph().transitions().stream()
                .filter(t -> t.id().equals("esc"))
                .findFirst()
                .orElseThrow();
    }

    private Effect effect() {
        return esc().actions().get(0).effect();
    }

    private String caption() {
        return window.canvas().edgeSkins().get("esc").caption();
    }
}
