package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.Legend;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The legend never hides a card: Fit (Ctrl+0) keeps the graph clear of it, open or collapsed; it is
 * open the first time the editor starts and collapsed from then on.
 */
@ExtendWith(ApplicationExtension.class)
class LegendClearUiTest {
    private static final String PREFS = "dev/stagestack/editor-legend-test";

    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(stage, PREFS, new RecoveryStore(temp.resolve("recovery")), Fixtures.menu());
    }

    private final java.util.List<Stage> others = new java.util.ArrayList<>();

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
        FxWait.onFx(() -> {
            others.forEach(Stage::close);
            return null;
        });
    }

    @Test
    void fitKeepsEveryCardClearOfTheLegend(FxRobot robot) throws Exception {
        Legend legend = FxWait.onFx(() -> (Legend) robot.lookup(".titled-pane").queryAll().stream()
                .filter(n -> n instanceof Legend)
                .findFirst()
                .orElseThrow());
        assertTrue(FxWait.onFx(legend::isExpanded), "open the first time");
        robot.clickOn(FxWait.onFx(() -> window.canvas())); // focus the canvas
        for (boolean open : new boolean[] {true, false}) {
            FxWait.onFx(() -> {
                legend.setExpanded(open);
                return null;
            });
            robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
            FxWait.until(() -> legend.isExpanded() == open && noCardUnder(legend));
        }
        assertFalse(
                FxWait.onFx(() -> {
                    Legend next = new Legend();
                    next.startAsBefore(Preferences.userRoot().node(PREFS));
                    return next.isExpanded();
                }),
                "collapsed the next time the editor starts");
    }

    @Test
    void fitKeepsEveryCardClearOfTheMinimap(FxRobot robot) throws Exception {
        dev.stagestack.model.Graph wide = wide();
        FxWait.onFx(() -> {
            window.document().load(wide, null, false);
            window.graphOpened();
            return null;
        });
        Node minimap = FxWait.onFx(() -> robot.lookup(".minimap").query());
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        FxWait.until(() -> window.canvas().stateSkins().size() == 3 && noCardUnder(minimap));
    }

    @Test
    void theFirstViewOfAFileOpenedAtStartIsTheFit(FxRobot robot) throws Exception {
        Path file = temp.resolve("flow" + dev.stagestack.editor.files.GraphFiles.SUFFIX);
        dev.stagestack.editor.files.GraphFiles.save(wide(), file);
        EditorDriver started = FxWait.onFx(
                () -> { // as EditorApp starts: the window shown, the file opened at once
                    Stage stage = new Stage();
                    others.add(stage);
                    EditorDriver w = TestWindows.open(
                            stage, PREFS + "-start", new RecoveryStore(temp.resolve("recovery-start")));
                    w.files().openAtStart(file);
                    return w;
                });
        FxWait.until(() -> file.equals(started.document().file())
                && started.canvas().stateSkins().size() == 3);
        WaitForAsyncUtils.waitForFxEvents();
        double first = FxWait.onFx(() -> started.canvas().viewport().zoom());
        robot.clickOn(FxWait.onFx(() -> started.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(
                FxWait.onFx(() -> started.canvas().viewport().zoom()), first, 1e-6, "the first view is what Fit shows");
    }

    private static dev.stagestack.model.Graph wide() {
        return new dev.stagestack.model.Graph(
                "Wide",
                "a",
                60,
                java.util.List.of(
                        dev.stagestack.model.StateDef.of("a").withName("A").withPosition(0.0, 0.0),
                        dev.stagestack.model.StateDef.of("b").withName("B").withPosition(700.0, 200.0),
                        dev.stagestack.model.StateDef.of("c").withName("C").withPosition(1400.0, 560.0)),
                java.util.List.of());
    }

    private boolean noCardUnder(Node over) {
        Bounds covered = over.localToScreen(over.getBoundsInLocal());
        return window.canvas().stateSkins().values().stream()
                .map(skin -> (Node) skin.root())
                .map(card -> card.localToScreen(card.getBoundsInLocal()))
                .noneMatch(covered::intersects);
    }
}
