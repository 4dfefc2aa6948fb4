package dev.stagestack.samples.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.player.fx.FxWait;
import dev.stagestack.player.fx.GameHost;
import dev.stagestack.player.fx.PlayerView;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.Variables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Bounce Game played through as a player plays it, by its own {@code play} (what {@code main} runs) in its
 * real window: a new game, a level played with the game's keys, pause, save, quit; a relaunch whose title
 * offers Continue and lands in the saved stack; game over recording a high score that a relaunch keeps.
 */
@ExtendWith(ApplicationExtension.class)
class BounceGameJourneyUiTest {

    private static final Path GAME = Path.of("graphs", "bounce-game");

    /** What the game's host saw at its latest pulse between ticks. */
    record Seen(
            List<String> stack,
            boolean hasSave,
            long volume,
            double sound,
            long level,
            long score,
            long lives,
            long tick) {
        String head() {
            return stack.get(stack.size() - 1);
        }
    }

    @TempDir
    Path saves;

    private final AtomicReference<Seen> seen = new AtomicReference<>();
    private final Set<List<String>> stacksSeen = new CopyOnWriteArraySet<>();
    private final AtomicReference<Throwable> launchFailed = new AtomicReference<>();
    private Thread launching;

    @Start
    void start(Stage ignored) {
        // the toolkit runs; each launch opens the game's window as its main does
    }

    @AfterEach
    void closeTheGame(FxRobot robot) throws Exception {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream()
                .filter(w -> w.getScene().getRoot() instanceof PlayerView)
                .forEach(Window::hide));
        launching.join(FxWait.TIMEOUT_SECONDS * 1000);
    }

    @Test
    void saveQuitRelaunchContinueAndAHighScoreThatSurvives(FxRobot robot) throws Exception {
        launch();
        robot.type(KeyCode.C);
        robot.type(KeyCode.H);
        waitForStack("title", "scores");
        assertFalse(seen.get().hasSave());
        assertEquals(0.8, seen.get().sound(), 1e-9, "the sound's volume is not the options' 8 of 10");
        assertEquals(Set.of(List.of("title"), List.of("title", "scores")), Set.copyOf(stacksSeen), "C did something");
        robot.type(KeyCode.ESCAPE);
        waitForStack("title");

        robot.type(KeyCode.O);
        waitForStack("title", "options");
        robot.type(KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT);
        FxWait.until(() -> seen.get().volume() == 10
                && seen.get().sound() == 1.0
                && Files.isRegularFile(saves.resolve("volume.txt"))
                && Files.readString(saves.resolve("volume.txt")).strip().equals("10"));
        robot.type(KeyCode.ESCAPE);
        waitForStack("title");

        robot.type(KeyCode.N);
        waitForStack("title", "select");
        robot.type(KeyCode.DIGIT2);
        waitForStack("title", "level");
        assertEquals(2, seen.get().level());
        FxWait.until(() -> seen.get().score() >= 20); // the first ball of each serve falls on the paddle
        long pressedAt = seen.get().tick();
        robot.press(KeyCode.RIGHT);
        FxWait.until(() -> seen.get().tick() > pressedAt + 20);
        robot.release(KeyCode.RIGHT);
        robot.type(KeyCode.ESCAPE);
        waitForStack("title", "level", "pause");
        Seen paused = seen.get();
        robot.type(KeyCode.S);
        FxWait.until(() -> Files.isRegularFile(saves.resolve("slot.save.json"))
                && seen.get().hasSave());
        robot.type(KeyCode.Q);
        waitForLaunchToReturn();

        SaveGame save = SaveCodec.read(saves.resolve("slot.save.json")).orElseThrow();
        assertEquals(
                List.of("title", "level", "pause"),
                save.stack().stream().map(SavedEntry::state).toList());
        assertEquals(2L, number(save.variables().get("level")));
        assertEquals(paused.score(), number(save.variables().get("score")));
        Object paddle = save.stack().get(1).saved().get("paddle");
        assertTrue(((Number) paddle).doubleValue() > Layout.WIDTH / 2.0, "Right did not move the paddle: " + paddle);

        launch();
        FxWait.until(() ->
                seen.get().hasSave() && seen.get().volume() == 10 && seen.get().sound() == 1.0);
        robot.type(KeyCode.C);
        waitForStack("title", "level", "pause");
        Seen continued = seen.get();
        assertEquals(
                List.of(paused.level(), paused.score(), paused.lives()),
                List.of(continued.level(), continued.score(), continued.lives()));

        robot.type(KeyCode.ESCAPE);
        waitForStack("title", "level");
        playUntilGameOver(robot);
        long finalScore = seen.get().score();
        assertTrue(finalScore >= paused.score());
        FxWait.until(() -> HighScores.load(saves.resolve("scores.txt")).best().equals(List.of(finalScore)));
        robot.type(KeyCode.ENTER);
        waitForStack("title");
        robot.type(KeyCode.ESCAPE);
        waitForLaunchToReturn();

        launch();
        robot.type(KeyCode.H);
        waitForStack("title", "scores");
        robot.type(KeyCode.ESCAPE, KeyCode.ESCAPE);
        waitForLaunchToReturn();
        assertEquals(
                List.of(finalScore),
                HighScores.load(saves.resolve("scores.txt")).best());
    }

    /** Leaves the ball to the paddle where it stands, taking each level-cleared dialog, until the game is over. */
    private void playUntilGameOver(FxRobot robot) throws Exception {
        while (true) {
            FxWait.until(
                    () -> Set.of("cleared", "game-over").contains(seen.get().head()));
            if (seen.get().head().equals("game-over")) {
                return;
            }
            robot.type(KeyCode.ENTER);
            FxWait.until(() -> !seen.get().head().equals("cleared"));
        }
    }

    private void launch() throws Exception {
        seen.set(null);
        stacksSeen.clear();
        launching = new Thread(
                () -> {
                    try {
                        BounceGame.play(GAME, saves, this::watch);
                    } catch (Throwable e) {
                        launchFailed.set(e);
                    }
                },
                "game main");
        launching.start();
        FxWait.until(
                () -> seen.get() != null && gameStage() != null && gameStage().isFocused());
    }

    private void watch(GameHost host) {
        StateStack stack = host.stack();
        List<String> ids = new ArrayList<>();
        for (Entry e = stack.head(); e != null; e = e.parent()) {
            ids.add(0, e.stateId());
        }
        if (ids.isEmpty()) {
            return; // before the first commit
        }
        Variables v = stack.variables();
        seen.set(new Seen(
                List.copyOf(ids),
                v.bool("hasSave"),
                v.integer("volume"),
                host.volume(),
                v.integer("level"),
                v.integer("score"),
                v.integer("lives"),
                stack.tick()));
        stacksSeen.add(List.copyOf(ids));
    }

    private void waitForStack(String... ids) throws Exception {
        FxWait.until(() -> seen.get().stack().equals(List.of(ids)));
    }

    private void waitForLaunchToReturn() throws Exception {
        launching.join(FxWait.TIMEOUT_SECONDS * 1000);
        assertFalse(launching.isAlive(), "launch did not return after the game quit");
        assertEquals(null, launchFailed.get());
        assertEquals(null, FxWait.onFx(this::gameStage));
    }

    private Stage gameStage() {
        return (Stage) Window.getWindows().stream()
                .filter(w -> w.getScene().getRoot() instanceof PlayerView)
                .findFirst()
                .orElse(null);
    }

    private static long number(Object value) {
        return ((Number) value).longValue();
    }
}
