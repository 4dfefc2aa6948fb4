package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.stateButton;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.PlayMark;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
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
 * The editor's Play as a designer uses it: F9, a click on a state button inside the player, then the
 * game's keys and the player's shortcuts keep working (the clicked button went away with its
 * screen), also after a click on the canvas; Shift+F9 stops.
 */
@ExtendWith(ApplicationExtension.class)
class PlayKeysUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-play-keys-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aGraphWithAnErrorDoesNotPlayAndANoteNamesTheError(FxRobot robot) throws Exception {
        dev.stagestack.model.Graph broken = Fixtures.menu()
                .withTransitions(java.util.List.of(dev.stagestack.model.Transition.of(
                        "nothing", "title", dev.stagestack.model.Trigger.key("N"), java.util.List.of())));
        robot.interact(() -> window.document().load(broken, null, false));
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(
                () -> robot.lookup(".toast")
                        .queryAs(javafx.scene.control.Label.class)
                        .getText()
                        .startsWith(
                                "Fix the graph's errors to play it: transitions[0].actions: transition \"nothing\" needs at least one action"));
        assertEquals(false, FxWait.onFx(() -> window.play().isPlaying()));
    }

    @Test
    void keysWorkAfterTheClickedStateButtonIsGone(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying() && head().equals(List.of("title")));
        robot.clickOn(FxWait.onFx(() -> stateButton("Play")));
        FxWait.until(() -> head().equals(List.of("title", "world")));

        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> head().equals(List.of("title", "world", "pause")));
        robot.type(KeyCode.F5);
        FxWait.until(() -> window.play().player().session().paused());
        robot.type(KeyCode.F5);
        FxWait.until(() -> !window.play().player().session().paused());

        robot.clickOn(FxWait.onFx(() -> stateButton("Resume")));
        FxWait.until(() -> head().equals(List.of("title", "world")));
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> head().equals(List.of("title", "world", "pause")));

        robot.push(KeyCode.SHIFT, KeyCode.F9);
        FxWait.until(() -> !window.play().isPlaying());
        assertEquals(
                Fixtures.menu(), FxWait.onFx(() -> window.document().graph()), "Play changed nothing in the graph");
    }

    @Test
    void aBreakpointSetOnTheCanvasStopsTheRunAndIsKeptForTheNextPlay(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying() && head().equals(List.of("title")));
        robot.rightClickOn(
                FxWait.onFx(() -> window.canvas().stateSkins().get("world").root()));
        FxWait.until(() ->
                new FxRobot().lookup("Pause before entering World").tryQuery().isPresent());
        robot.clickOn("Pause before entering World");
        FxWait.until(() ->
                window.play().player().session().breakpoints().beforeEntering().contains("world"));

        robot.clickOn(FxWait.onFx(() -> stateButton("Play")));
        try {
            FxWait.until(() ->
                    window.play().player().session().lastBreak().orElse("").startsWith("before entering world#"));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(
                    "no break: "
                            + FxWait.onFx(() -> {
                                var s = window.play().player().session();
                                return "head " + s.live().head() + " staging "
                                        + s.live().staging() + " paused " + s.paused()
                                        + " break " + s.lastBreak() + " breakpoints "
                                        + s.breakpoints().describe()
                                        + " trace "
                                        + s.log().recent().stream()
                                                .map(l -> l.text())
                                                .toList();
                            }),
                    e);
        }
        assertEquals(List.of("title"), FxWait.onFx(this::head), "stopped before entering world");
        FxWait.until(
                PlayKeysUiTest
                        ::newestTraceLineInView); // the break's banner shrank the log; it still ends at the newest

        robot.push(KeyCode.SHIFT, KeyCode.F9);
        FxWait.until(() -> !window.play().isPlaying());
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying());
        assertEquals(
                java.util.Set.of("world"),
                FxWait.onFx(() -> window.play().player().session().breakpoints().beforeEntering()),
                "the graph's breakpoints are kept for its next Play");
        FxWait.onFx(() -> {
            window.play().player().session().breakpoints().setBeforeEntering("world", false);
            return null;
        });
    }

    @Test
    void theMinimapStepsAsideWhilePlayLeavesTheCanvasTooNarrowForIt(FxRobot robot) throws Exception {
        robot.interact(() -> window.stage().setWidth(1300));
        FxWait.until(() -> minimapShown() && canvasWidth() >= CanvasArea.MINIMAP_ROOM);
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying() && canvasWidth() < CanvasArea.MINIMAP_ROOM);
        FxWait.until(() -> !minimapShown());
        robot.push(KeyCode.SHIFT, KeyCode.F9);
        FxWait.until(() -> !window.play().isPlaying() && minimapShown());
    }

    private static boolean minimapShown() {
        return new FxRobot().lookup("#minimap").query().isVisible();
    }

    private double canvasWidth() {
        return window.canvas().getParent().getLayoutBounds().getWidth();
    }

    @Test
    void theStatusBarSaysPausedWhileTheRunIsPaused(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying() && playStatus().startsWith("Playing · stack depth 1"));
        robot.type(KeyCode.F5);
        FxWait.until(() -> playStatus().startsWith("Paused · stack depth 1 · head title"));
        robot.type(KeyCode.F5);
        FxWait.until(() -> playStatus().startsWith("Playing · stack depth 1"));
    }

    private static String playStatus() {
        return new FxRobot()
                .lookup("#play-status")
                .queryAs(javafx.scene.control.Label.class)
                .getText();
    }

    /** Whether the Play panel's trace log shows its newest line. */
    private static boolean newestTraceLineInView() {
        javafx.scene.control.ListView<?> log =
                new FxRobot().lookup(".trace-log").queryAs(javafx.scene.control.ListView.class);
        Object newest = log.getItems().get(log.getItems().size() - 1);
        javafx.geometry.Bounds view = log.localToScreen(log.getLayoutBounds());
        return new FxRobot()
                .from(log).lookup(".list-cell").queryAll().stream()
                        .map(c -> (javafx.scene.control.ListCell<?>) c)
                        .filter(c -> c.isVisible() && newest.equals(c.getItem()))
                        .map(c -> c.localToScreen(c.getLayoutBounds()))
                        .anyMatch(cell -> view.contains(cell.getCenterX(), cell.getCenterY()));
    }

    @Test
    void timeTravelMovesTheCanvasMarksToo(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.type(KeyCode.F9);
        FxWait.until(() -> window.play().isPlaying() && head().equals(List.of("title")));
        robot.clickOn(FxWait.onFx(() -> stateButton("Play")));
        FxWait.until(() -> head().equals(List.of("title", "world")) && markOf("world") == PlayMark.HEAD);
        robot.type(KeyCode.F5);
        FxWait.until(() -> window.play().player().session().paused());
        long pushed = FxWait.onFx(() -> window.play()
                .player()
                .session()
                .history()
                .oldest()
                .orElseThrow()
                .tick());
        FxWait.onFx(() -> {
            window.play().player().travelTo(pushed); // the slider's far left: the first recorded tick
            return null;
        });
        FxWait.until(() -> markOf("title") == PlayMark.HEAD && markOf("world") == null);
        FxWait.until(() -> new FxRobot().lookup("#live-veil").query().isVisible());

        robot.push(KeyCode.SHORTCUT, KeyCode.END);
        FxWait.until(() -> markOf("world") == PlayMark.HEAD
                && !new FxRobot().lookup("#live-veil").query().isVisible());
    }

    private PlayMark markOf(String state) {
        return window.canvas().stateSkins().get(state).playMark();
    }

    private List<String> head() {
        if (window.play().player() == null) {
            return List.of();
        }
        return window.play().player().session().live().head().bottomUp().stream()
                .map(e -> e.stateId())
                .toList();
    }
}
