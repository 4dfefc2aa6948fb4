package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A game window for players, opened through the public {@link GameWindow#options()} as a game does:
 * states that draw themselves show no teaching card or dimming, quitting closes the window and
 * returns from {@code launch}, the screen keeps its logical resolution letterboxed, F11 / Alt+Enter
 * toggle fullscreen, and the debug key brings the teaching aids back.
 */
@ExtendWith(ApplicationExtension.class)
class GameWindowForPlayersUiTest {

    /** level --P--> pause (an overlay) --P--> pop; level --Q--> quit. Both states draw themselves. */
    private static final Graph GAME = GraphBuilder.startingAt("level")
            .state(StateDef.of("level").withBehavior("game.level").withCovered(CoveredPolicy.FREEZE))
            .state(StateDef.of("pause").withBehavior("game.pause").withOverlay(true))
            .on("level", Trigger.key("P"), Action.push("pause"))
            .on("pause", Trigger.key("P"), Action.pop())
            .on("level", Trigger.key("Q"), Action.quit())
            .build();

    /** What the states drew on, as "state w×h". */
    private final Set<String> drawn = new CopyOnWriteArraySet<>();

    private final AtomicReference<Throwable> launchFailed = new AtomicReference<>();
    private Thread launching;

    @Start
    void start(Stage ignored) {
        // the toolkit runs; each test launches its game window as a game's main would
    }

    @AfterEach
    void closeTheGame(FxRobot robot) throws Exception {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream()
                .filter(w -> w.getScene().getRoot() instanceof PlayerView)
                .forEach(Window::hide));
        launching.join(FxWait.TIMEOUT_SECONDS * 1000);
    }

    private BehaviorRegistry drawing() {
        return BehaviorRegistry.of(List.of(drawer("game.level", 0x203040, 1.0), drawer("game.pause", 0xc0c0c0, 0.3)));
    }

    /** A behaviour that paints a centred box covering {@code part} of its surface. */
    private BehaviorProvider drawer(String id, int rgb, double part) {
        return new BehaviorProvider() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public Behavior create() {
                return new Behavior() {
                    @Override
                    public void draw(Context context, Surface surface) {
                        double w = surface.width() * part;
                        double h = surface.height() * part;
                        surface.fillRect((surface.width() - w) / 2, (surface.height() - h) / 2, w, h, rgb);
                        drawn.add(id + " " + (int) surface.width() + "×" + (int) surface.height());
                    }
                };
            }
        };
    }

    /** Launches the game from a thread of its own, as a main method would, and waits for its window. */
    private Stage launch(GameWindowOptions options) throws Exception {
        launching = new Thread(
                () -> {
                    try {
                        options.launch(GAME, null, drawing());
                    } catch (Throwable e) {
                        launchFailed.set(e);
                    }
                },
                "game main");
        launching.start();
        FxWait.until(() -> gameStage() != null && gameStage().isFocused());
        return FxWait.onFx(this::gameStage);
    }

    private Stage gameStage() {
        return (Stage) Window.getWindows().stream()
                .filter(w -> w.getScene().getRoot() instanceof PlayerView)
                .findFirst()
                .orElse(null);
    }

    private static PlayerView view(Stage stage) {
        return (PlayerView) stage.getScene().getRoot();
    }

    /** Every label or button shown on the game screen that says something about a state's policies. */
    private static List<String> teachingTexts(Stage stage) {
        return view(stage).screen().lookupAll(".label").stream()
                .filter(Node::isVisible)
                .filter(GameWindowForPlayersUiTest::shownAllTheWayUp)
                .map(n -> ((Labeled) n).getText())
                .filter(t -> t.contains("covered:"))
                .toList();
    }

    private static boolean shownAllTheWayUp(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aPauseOverlayThatDrawsItselfShowsNoTeachingCardAndNoDimming(FxRobot robot) throws Exception {
        Stage stage = launch(GameWindow.options().title("Bounce"));
        robot.type(KeyCode.P);
        FxWait.until(() -> drawn.stream().anyMatch(d -> d.startsWith("game.pause")));

        assertEquals(List.of(), FxWait.onFx(() -> teachingTexts(stage)));
        assertTrue(
                FxWait.onFx(() -> view(stage).screen().lookupAll(".placeholder-overlay").stream()
                        .noneMatch(GameWindowForPlayersUiTest::shownAllTheWayUp)),
                "the level beneath is dimmed");
        robot.type(KeyCode.F1);
        FxWait.until(() -> drawn.size() >= 2);
        assertFalse(FxWait.onFx(() -> view(stage).isOverlayVisible()), "F1 opened the debugger in a release build");
        assertEquals("Bounce", stage.getTitle());
    }

    @Test
    void theDebugKeyBringsTheCardsAndTheDebuggerBackAndTakesThemAway(FxRobot robot) throws Exception {
        Stage stage = launch(GameWindow.options().debugKey(KeyCode.F12));
        robot.type(KeyCode.P);
        FxWait.until(() -> drawn.stream().anyMatch(d -> d.startsWith("game.pause")));

        robot.type(KeyCode.F12);
        FxWait.until(
                () -> view(stage).isOverlayVisible() && teachingTexts(stage).size() == 2);
        robot.type(KeyCode.F12);
        FxWait.until(
                () -> !view(stage).isOverlayVisible() && teachingTexts(stage).isEmpty());
    }

    @Test
    void quitClosesTheWindowAndLaunchReturns(FxRobot robot) throws Exception {
        launch(GameWindow.options());
        robot.type(KeyCode.Q);

        launching.join(FxWait.TIMEOUT_SECONDS * 1000);
        assertFalse(launching.isAlive(), "launch did not return after the game quit");
        assertEquals(null, launchFailed.get());
        assertEquals(null, FxWait.onFx(this::gameStage));
    }

    @Test
    void withoutQuitClosesTheEndedRunStaysOnScreen(FxRobot robot) throws Exception {
        Stage stage = launch(GameWindow.options().quitCloses(false));
        robot.type(KeyCode.Q);

        FxWait.until(() -> view(stage).ended().isVisible());
        assertTrue(launching.isAlive());
        assertTrue(FxWait.onFx(stage::isShowing));
    }

    @Test
    void theLogicalResolutionIsLetterboxedWhateverTheWindowsShape(FxRobot robot) throws Exception {
        Stage stage = launch(GameWindow.options().resolution(640, 360));
        robot.interact(() -> {
            stage.setWidth(1000);
            stage.setHeight(400);
        });
        FxWait.until(() ->
                Math.abs(screenBounds(stage).getHeight() - stage.getScene().getHeight()) < 1);
        Bounds wide = FxWait.onFx(() -> screenBounds(stage));
        assertEquals(wide.getHeight() * 640 / 360, wide.getWidth(), 1, "aspect ratio kept: " + wide);
        double sceneWidth = FxWait.onFx(() -> stage.getScene().getWidth());
        assertEquals(sceneWidth - wide.getMaxX(), wide.getMinX(), 1, "bars of equal width left and right: " + wide);

        robot.interact(() -> {
            stage.setWidth(500);
            stage.setHeight(700);
        });
        FxWait.until(
                () -> Math.abs(screenBounds(stage).getWidth() - stage.getScene().getWidth()) < 1);
        Bounds tall = FxWait.onFx(() -> screenBounds(stage));
        assertEquals(tall.getWidth() * 360 / 640, tall.getHeight(), 1, "aspect ratio kept: " + tall);
        double sceneHeight = FxWait.onFx(() -> stage.getScene().getHeight());
        assertEquals(sceneHeight - tall.getMaxY(), tall.getMinY(), 1, "bars of equal height above and below: " + tall);
        drawn.remove("game.level 0×0"); // the first frame, before the new layer's first layout
        assertEquals(Set.of("game.level 640×360"), drawn, "the game draws at its logical size");
    }

    private static Bounds screenBounds(Stage stage) {
        ScreenPane screen = view(stage).screen();
        return screen.localToScene(screen.getLayoutBounds());
    }

    @Test
    void f11AndAltEnterToggleFullscreen(FxRobot robot) throws Exception {
        Stage stage = launch(GameWindow.options());
        robot.type(KeyCode.F11);
        FxWait.until(stage::isFullScreen);
        robot.press(KeyCode.ALT).type(KeyCode.ENTER).release(KeyCode.ALT);
        FxWait.until(() -> !stage.isFullScreen());
        assertFalse(FxWait.onFx(() -> view(stage).isPresenting()), "F11 is fullscreen here, not presentation mode");
    }

    /** Monocle keeps the keyboard on the window it gave it to, so the window's focus change is played here. */
    @Test
    void losingTheKeyboardRunsTheHookAndPausesUntilItComesBack() throws Exception {
        AtomicInteger lost = new AtomicInteger();
        launching = new Thread(() -> {});
        AtomicReference<PlayerController> game = new AtomicReference<>();
        GameWindowSetup setup = FxWait.onFx(() -> {
            game.set(PlayerApp.open(GAME, null, "Bounce", drawing(), new CountDownLatch(1), true));
            return GameWindowSetup.apply(
                    game.get(), GameWindow.options().pauseWhenUnfocused(true).onFocusLost(lost::incrementAndGet));
        });
        FxWait.until(() -> !drawn.isEmpty());

        FxWait.onFx(() -> {
            setup.focusChanged(false);
            return null;
        });
        assertEquals(1, lost.get());
        assertTrue(FxWait.onFx(() -> game.get().session().paused()), "the run goes on without the player");
        FxWait.onFx(() -> {
            setup.focusChanged(true);
            return null;
        });
        assertFalse(FxWait.onFx(() -> game.get().session().paused()), "the run stays paused with the player back");
        assertEquals(1, lost.get());
    }

    @Test
    void aRunPausedBeforeTheFocusWentStaysPausedWhenItComesBack() throws Exception {
        launching = new Thread(() -> {});
        AtomicReference<PlayerController> game = new AtomicReference<>();
        GameWindowSetup setup = FxWait.onFx(() -> {
            game.set(PlayerApp.open(GAME, null, "Bounce", drawing(), new CountDownLatch(1), true));
            return GameWindowSetup.apply(game.get(), GameWindow.options().pauseWhenUnfocused(true));
        });
        boolean paused = FxWait.onFx(() -> {
            game.get().session().pause();
            setup.focusChanged(false);
            setup.focusChanged(true);
            return game.get().session().paused();
        });
        assertTrue(paused);
    }
}
