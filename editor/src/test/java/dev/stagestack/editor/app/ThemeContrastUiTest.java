package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Arc;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Both themes, switched as a user does (the theme shortcut): the Play button's text stands out from
 * its background (WCAG contrast at least 4.5), and the legend's restart loop is a line, not a
 * filled blob.
 */
@ExtendWith(ApplicationExtension.class)
class ThemeContrastUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    private boolean darkBefore;

    @Start
    void start(Stage stage) throws Exception {
        darkBefore = EditorApp.isDark();
        EditorApp.applyTheme(false); // the window starts light, and its theme menu item knows it
        window = TestWindows.open(
                stage, "dev/stagestack/editor-theme-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @Test
    void playIsReadableAndTheRestartGlyphIsALineInBothThemes(FxRobot robot) throws Exception {
        checkTheme(robot, "light");
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.L).release(KeyCode.SHIFT, KeyCode.CONTROL);
        FxWait.until(() -> String.valueOf(javafx.application.Application.getUserAgentStylesheet())
                .contains("dark"));
        checkTheme(robot, "dark");
    }

    @org.junit.jupiter.api.AfterEach
    void restoreTheChoice() throws Exception {
        FxWait.onFx(() -> {
            EditorApp.applyTheme(darkBefore);
            return null;
        });
    }

    private void checkTheme(FxRobot robot, String theme) throws Exception {
        FxWait.until(() -> {
            Button play = robot.lookup("#play-button").queryAs(Button.class);
            play.applyCss();
            return contrast(play.getTextFill(), background(play)) >= 4.5;
        });
        Arc loop = FxWait.onFx(() -> robot.lookup(".legend").queryAll().stream()
                .flatMap(n -> allBelow(n).stream())
                .filter(Arc.class::isInstance)
                .map(Arc.class::cast)
                .findFirst()
                .orElseThrow());
        FxWait.until(() -> {
            loop.applyCss();
            return loop.getFill() == null || ((Color) loop.getFill()).getOpacity() == 0;
        });
        assertTrue(FxWait.onFx(() -> loop.getStroke() != null), theme + ": the loop is drawn as a line");
    }

    private static Paint background(Button b) {
        List<BackgroundFill> fills =
                b.getBackground() == null ? List.of() : b.getBackground().getFills();
        return fills.isEmpty() ? Color.TRANSPARENT : fills.get(fills.size() - 1).getFill();
    }

    private static List<Node> allBelow(Node root) {
        List<Node> all = new java.util.ArrayList<>(List.of(root));
        if (root instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> all.addAll(allBelow(c)));
        }
        if (root instanceof javafx.scene.control.TitledPane t && t.getContent() != null) {
            all.addAll(allBelow(t.getContent()));
        }
        return all;
    }

    /** WCAG contrast ratio of two opaque colours; 1 when either is not a colour or is transparent. */
    static double contrast(Paint a, Paint b) {
        if (!(a instanceof Color x) || !(b instanceof Color y) || x.getOpacity() < 0.5 || y.getOpacity() < 0.5) {
            return 1;
        }
        double la = luminance(x);
        double lb = luminance(y);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
