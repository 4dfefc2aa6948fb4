package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.stagestack.editor.canvas.TransitionSkin;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
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
 * The levels sample as it ships: Level 1's quit terminal sat on the "E" label of the edge to the
 * map editor. No exit terminal covers a trigger label, on the canvas (as opened, and after Fit).
 */
@ExtendWith(ApplicationExtension.class)
class QuitTerminalClearOfLabelsUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-quit-terminal-test",
                new RecoveryStore(temp.resolve("recovery")),
                GraphFiles.sample("levels").graph());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void noExitTerminalCoversATriggerLabel(FxRobot robot) throws Exception {
        FxWait.until(() -> !terminals().isEmpty()
                && labelsShown() == window.document().graph().transitions().size());
        assertNoTerminalOnALabel();
        robot.clickOn(FxWait.onFx(() -> (Node) window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        FxWait.until(
                () -> labelsShown() == window.document().graph().transitions().size());
        assertNoTerminalOnALabel();
    }

    private void assertNoTerminalOnALabel() throws Exception {
        List<Bounds> terminals = FxWait.onFx(this::terminals);
        List<Bounds> labels = FxWait.onFx(() -> window.canvas().edgeSkins().values().stream()
                .map(skin -> skin.label().localToScene(skin.label().getLayoutBounds()))
                .toList());
        assertFalse(terminals.isEmpty(), "levels has quit terminals");
        for (Bounds terminal : terminals) {
            for (Bounds label : labels) {
                assertFalse(terminal.intersects(label), "terminal " + terminal + " covers label " + label);
            }
        }
    }

    private int labelsShown() {
        return (int) window.canvas().edgeSkins().values().stream()
                .filter(s ->
                        s.isBuilt() && s.label().getScene() != null && s.label().isVisible())
                .count();
    }

    private List<Bounds> terminals() {
        List<Bounds> found = new ArrayList<>();
        for (TransitionSkin skin : window.canvas().edgeSkins().values()) {
            if (skin.isBuilt()) {
                collect(skin.root(), found);
            }
        }
        return found;
    }

    private static void collect(Node node, List<Bounds> found) {
        if (node.getStyleClass().contains(EditorStyles.EXIT_TERMINAL)) {
            found.add(node.localToScene(node.getLayoutBounds()));
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, found));
        }
    }
}
