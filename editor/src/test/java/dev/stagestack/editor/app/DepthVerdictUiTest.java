package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue #34 in the editor: the problems panel's depth header and rows follow the depth verdicts.
 * A graph that pushes one state twice is 3 deep, not unbounded; a truly unbounded graph's row names
 * the transitions that push, never a state that only fades into another.
 */
@ExtendWith(ApplicationExtension.class)
class DepthVerdictUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/editor-depth-verdict-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void theGraphThatPushesOneStateTwiceIsThreeDeepNotUnbounded(FxRobot robot) throws Exception {
        Path file = Files.writeString(temp.resolve("twice.stagestack.json"), """
                {"format":"stagestack","version":1,"name":"push same twice","initial":"bg","states":[{"id":"bg"},{"id":"start"}],
                "transitions":[
                {"id":"boot","from":"bg","trigger":{"type":"enter"},"actions":[{"op":"push","target":"start"},{"op":"push","target":"start"}]},
                {"id":"q","from":"start","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"pop"}]}]}
                """);

        robot.interact(() -> window.files().open(file));

        FxWait.until(() -> FxWait.onFx(
                () -> "push same twice".equals(window.document().graph().name())
                        && window.problems().showsCheckOf(window.document().graph())));
        assertEquals("Max stack depth 3", header(robot));
        assertTrue(growthRow(robot).isEmpty(), "no row says the stack grows without limit");
    }

    @Test
    void theRowOfAnUnboundedGraphNamesAndSelectsTheTransitionsThatPush(FxRobot robot) throws Exception {
        Path file = Files.writeString(temp.resolve("cycle.stagestack.json"), """
                {"format":"stagestack","version":1,"name":"cycle","initial":"fade","states":[{"id":"fade","name":"Fade out"},
                {"id":"level","name":"Level one"},{"id":"pause","name":"Pause menu"}],
                "transitions":[
                {"id":"faded","from":"fade","trigger":{"type":"timer","seconds":0.05},"actions":[{"op":"replace","target":"level"}]},
                {"id":"esc","from":"level","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"push","target":"pause"}]},
                {"id":"again","from":"pause","trigger":{"type":"button","label":"Play again"},"actions":[{"op":"push","target":"level"}]},
                {"id":"back","from":"pause","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"pop"}]}]}
                """);

        robot.interact(() -> window.files().open(file));

        FxWait.until(() -> growthRow(robot).isPresent());
        assertTrue(header(robot).startsWith("Stack grows without limit: pushed by"), header(robot));
        Text row = growthRow(robot).orElseThrow();
        String message = row.getText();
        assertTrue(message.contains("transition esc (from Level one)"), message);
        assertTrue(message.contains("transition again (from Pause menu)"), message);
        assertFalse(message.contains("Fade out"), "Fade out never pushes: " + message);
        robot.clickOn(row);
        FxWait.until(() -> window.document()
                .selection()
                .items()
                .containsAll(java.util.Set.of(ElementRef.transition("esc"), ElementRef.transition("again"))));
    }

    /** The problems panel's depth header: the label that speaks of the stack's depth. */
    private static String header(FxRobot robot) throws Exception {
        return FxWait.onFx(() -> robot.lookup(".label").queryAllAs(Label.class).stream()
                .map(Label::getText)
                .filter(t -> t.startsWith("Max stack depth") || t.startsWith("Stack"))
                .findFirst()
                .orElse(""));
    }

    private static Optional<Text> growthRow(FxRobot robot) throws Exception {
        return FxWait.onFx(() -> robot.lookup(".problem-text").queryAllAs(Text.class).stream()
                .filter(t -> t.getScene() != null && t.getText().startsWith("the stack can grow without limit"))
                .findFirst());
    }
}
