package dev.stagestack.editor.feature.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphCheck;
import dev.stagestack.player.fx.FxWait;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The live check starts only when asked or after a change (the window asks after its first frame, so
 * start-up does not pay for it), and a check asked for now replaces a debounced one still waiting.
 *
 * <p>The checker here has a debounce the test fires itself ({@link HeldDebounce}), so that "nothing
 * was checked" is read from the debounce and from the count of checks once a later check is known to
 * have run, never from a wait of so many milliseconds; one test keeps the window's real debounce.
 */
@ExtendWith(ApplicationExtension.class)
class LiveCheckerTest {
    private final AtomicInteger checks = new AtomicInteger();
    private volatile boolean failNext;
    /** What the validator does with its checkpoint, standing in for a long analysis. */
    private volatile Consumer<Runnable> analysis = checkpoint -> checkpoint.run();

    private GraphCanvas canvas;
    private EditorDocument document;
    private ProblemsPanel panel;
    private LiveChecker checker;
    private HeldDebounce debounce;

    @Start
    void start(Stage stage) {
        document = new EditorDocument(Fixtures.menu(), null);
        canvas = new GraphCanvas(document);
        panel = new ProblemsPanel(document, canvas);
        checker = new LiveChecker(document, panel, canvas, this::countingValidator, check -> {
            debounce = new HeldDebounce(check);
            return debounce;
        });
        stage.setScene(new Scene(canvas, 600, 400));
        stage.show();
    }

    /** A debounce that runs its check only when the test fires it (on the JavaFX thread). */
    private static final class HeldDebounce implements LiveChecker.Debounce {
        private final Runnable check;
        private volatile boolean pending;

        HeldDebounce(Runnable check) {
            this.check = check;
        }

        @Override
        public void restart() {
            pending = true;
        }

        @Override
        public void stop() {
            pending = false;
        }

        /** Whether a check waits for the quiet time to end. */
        boolean pending() {
            return pending;
        }

        /** The quiet time ends: the waiting check runs. */
        void fire() {
            assertTrue(pending, "no check was waiting");
            pending = false;
            check.run();
        }
    }

    private GraphCheck countingValidator(Graph graph, Runnable checkpoint) {
        checks.incrementAndGet();
        analysis.accept(checkpoint);
        if (failNext) {
            failNext = false;
            throw new IllegalStateException("checker broke");
        }
        return new GraphCheck(List.of(Problem.warning("$.name", "test", "checked " + graph.name())), Optional.empty());
    }

    /** Waits until the panel shows the check of the graph named {@code name}. */
    private void waitUntilPanelShowsCheckOf(String name) throws Exception {
        FxWait.until(
                () -> !panel.rows().isEmpty() && panel.rows().get(0).message().equals("checked " + name));
    }

    @Test
    void nothingIsCheckedUntilAskedThenTheResultReachesThePanel(FxRobot robot) throws Exception {
        assertFalse(debounce.pending(), "a check waits though nobody asked");
        robot.interact(checker::checkNow);
        waitUntilPanelShowsCheckOf("Menu");
        // The checker runs one check at a time, in order: one started before would be counted by now.
        assertEquals(1, checks.get(), "a check ran before anyone asked");
        assertEquals(1, panel.rows().size());
    }

    @Test
    void aCheckAskedForNowReplacesTheDebouncedOneOfAChange(FxRobot robot) throws Exception {
        robot.interact(checker::checkNow);
        waitUntilPanelShowsCheckOf("Menu");
        robot.interact(() -> {
            document.load(Fixtures.menu().withName("Renamed"), null, false);
            assertTrue(debounce.pending(), "the change waits for the quiet time");
            checker.checkNow();
        });
        assertFalse(debounce.pending(), "the debounced check is dropped");
        waitUntilPanelShowsCheckOf("Renamed");
        assertEquals(2, checks.get(), "the debounced check ran as well");
    }

    @Test
    void changesBeforeTheFirstCheckWaitForItThenChangesAreChecked(FxRobot robot) throws Exception {
        robot.interact(() -> document.load(Fixtures.menu().withName("Early"), null, false));
        assertFalse(debounce.pending(), "a change before the first check started one");
        robot.interact(checker::checkNow);
        waitUntilPanelShowsCheckOf("Early");
        assertEquals(1, checks.get(), "a change before the first check started one");
        robot.interact(() -> document.load(Fixtures.menu().withName("Later"), null, false));
        assertTrue(debounce.pending(), "a change after it waits for the quiet time");
        robot.interact(debounce::fire);
        waitUntilPanelShowsCheckOf("Later");
        assertEquals(2, checks.get());
    }

    /** The window's debounce, on the JavaFX clock: a change is checked once it has passed. */
    @Test
    void theWindowsDebounceChecksAChangeOnceQuiet(FxRobot robot) throws Exception {
        robot.interact(() -> {
            checker.shutdown();
            new LiveChecker(document, panel, canvas, this::countingValidator).checkNow();
        });
        waitUntilPanelShowsCheckOf("Menu");
        robot.interact(() -> document.load(Fixtures.menu().withName("Later"), null, false));
        waitUntilPanelShowsCheckOf("Later");
        assertEquals(2, checks.get());
    }

    @Test
    void aCheckThatFailsShowsOneProblemSayingSoInsteadOfTheOldOnes(FxRobot robot) throws Exception {
        robot.interact(checker::checkNow);
        waitUntilPanelShowsCheckOf("Menu");
        failNext = true;
        robot.interact(checker::checkNow);
        FxWait.until(() -> panel.rows().get(0).code().equals(LiveChecker.CHECK_FAILED));
        assertEquals(1, panel.rows().size());
        assertTrue(
                panel.rows().get(0).message().contains("checker broke"),
                panel.rows().get(0).message());
    }

    @Test
    void aCheckThatANewerOneReplacesIsAbandonedAtItsNextCheckpoint(FxRobot robot) throws Exception {
        CountDownLatch firstStarted = new CountDownLatch(1);
        CountDownLatch newerAsked = new CountDownLatch(1);
        AtomicBoolean firstAbandoned = new AtomicBoolean();
        analysis = checkpoint -> {
            if (firstStarted.getCount() == 0) {
                checkpoint.run();
                return;
            }
            firstStarted.countDown();
            FxWait.await(newerAsked, "the newer check to be asked for");
            try {
                checkpoint.run();
            } catch (CancellationException e) {
                firstAbandoned.set(true);
                throw e;
            }
        };
        robot.interact(checker::checkNow);
        FxWait.await(firstStarted, "the first check to start");
        robot.interact(() -> {
            document.load(Fixtures.menu().withName("Newer"), null, false);
            checker.checkNow();
        });
        newerAsked.countDown();
        waitUntilPanelShowsCheckOf("Newer");
        assertTrue(firstAbandoned.get(), "the older check ran on past its checkpoint");
        assertEquals(1, panel.rows().size(), "only the newer check delivered");
    }

    /**
     * The canvas pans a step every frame (a pan that never settles) until the analysis has begun,
     * then stops: the analysis must hold at its checkpoint until the pan has settled.
     */
    @Test
    void theAnalysisWaitsWhileTheCanvasPans(FxRobot robot) throws Exception {
        AtomicBoolean panningWhenCalled = new AtomicBoolean();
        AtomicBoolean panningWhenReturned = new AtomicBoolean(true);
        CountDownLatch called = new CountDownLatch(1);
        CountDownLatch returned = new CountDownLatch(1);
        analysis = checkpoint -> {
            panningWhenCalled.set(canvas.isPanning());
            called.countDown();
            checkpoint.run();
            panningWhenReturned.set(canvas.isPanning());
            returned.countDown();
        };
        AnimationTimer drag = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (called.getCount() == 0) {
                    stop();
                } else {
                    canvas.panBy(-4, -2);
                }
            }
        };
        robot.interact(() -> {
            canvas.panBy(-4, -2);
            drag.start();
            checker.checkNow();
        });
        FxWait.await(returned, "the analysis to go on once the pan settled");
        assertTrue(panningWhenCalled.get(), "the check started while the canvas panned");
        assertFalse(panningWhenReturned.get(), "the analysis went on while the canvas still panned");
    }
}
