package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The zoom keys as a person presses them: Ctrl+= zooms in, Ctrl+0 fits the graph, Ctrl+Shift+0 zooms to the selection. */
@ExtendWith(ApplicationExtension.class)
class ZoomKeysUiTest {
    private static final double SAME = 1e-9;

    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/editor-zoom-keys-test", new RecoveryStore(temp.resolve("recovery")));
        window.files().show(GraphFiles.sample("shovel-flow"), false); // six states: fitting all is not fitting one
    }

    @Test
    void ctrlZeroFitsTheGraphAgainAfterZoomingIn(FxRobot robot) throws Exception {
        double fitted = FxWait.onFx(() -> {
            window.canvas().fitAll();
            return zoom();
        });
        robot.push(KeyCode.SHORTCUT, KeyCode.EQUALS);
        FxWait.until(() -> zoom() > fitted + SAME);

        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        FxWait.until(() -> Math.abs(zoom() - fitted) < SAME);
    }

    @Test
    void ctrlShiftZeroZoomsToTheSelection(FxRobot robot) throws Exception {
        double fitted = FxWait.onFx(() -> {
            window.canvas().fitAll();
            String first = window.document().graph().states().get(0).id();
            window.document().selection().select(ElementRef.state(first));
            return zoom();
        });
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.DIGIT0);
        FxWait.until(() -> Math.abs(zoom() - fitted) > SAME);
        assertTrue(FxWait.onFx(this::zoom) > fitted, "one state fills more of the view than the whole graph");
    }

    private double zoom() {
        return window.canvas().viewport().zoom();
    }
}
