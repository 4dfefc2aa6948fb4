package dev.stagestack.editor.app;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphCheck;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The live check starts only when asked or after a change (the window asks after its first frame, so
 * start-up does not pay for it), and a check asked for now replaces a debounced one still waiting.
 */
@ExtendWith(ApplicationExtension.class)
class LiveCheckerTest {
    private static final long LONGER_THAN_DEBOUNCE_MS = (long) LiveChecker.DEBOUNCE.toMillis() * 3;

    private final AtomicInteger checks = new AtomicInteger();
    private volatile boolean failNext;
    /** What the validator does with its checkpoint, standing in for a long analysis. */
    private volatile Consumer<Runnable> analysis = checkpoint -> checkpoint.run();
    private GraphCanvas canvas;
    private EditorDocument document;
    private ProblemsPanel panel;
    private LiveChecker checker;

    @Start
    void start(Stage stage) {
        document = new EditorDocument(Fixtures.menu(), null);
        canvas = new GraphCanvas(document);
        panel = new ProblemsPanel(document, canvas);
        checker = new LiveChecker(document, panel, canvas, this::countingValidator);
        stage.setScene(new Scene(canvas, 600, 400));
        stage.show();
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

    private static void sleep(long millis) throws InterruptedException {
        TimeUnit.MILLISECONDS.sleep(millis);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void nothingIsCheckedUntilAskedThenTheResultReachesThePanel(FxRobot robot) throws Exception {
        sleep(LONGER_THAN_DEBOUNCE_MS);
        assertEquals(0, checks.get(), "a check ran before anyone asked");
        robot.interact(checker::checkNow);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.rows().isEmpty());
        assertEquals(1, checks.get());
        assertEquals("checked Menu", panel.rows().get(0).message());
    }

    @Test
    void aCheckAskedForNowReplacesTheDebouncedOneOfAChange(FxRobot robot) throws Exception {
        robot.interact(checker::checkNow);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> checks.get() == 1);
        robot.interact(() -> {
            document.load(Fixtures.menu().withName("Renamed"), null, false);
            checker.checkNow();
        });
        sleep(3 * (long) LiveChecker.DEBOUNCE.toMillis());
        assertEquals(2, checks.get(), "the debounced check ran as well");
        assertEquals("checked Renamed", panel.rows().get(0).message());
    }

    @Test
    void changesBeforeTheFirstCheckWaitForItThenChangesAreChecked(FxRobot robot) throws Exception {
        robot.interact(() -> document.load(Fixtures.menu().withName("Early"), null, false));
        sleep(LONGER_THAN_DEBOUNCE_MS);
        assertEquals(0, checks.get(), "a change before the first check started one");
        robot.interact(checker::checkNow);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> checks.get() == 1);
        robot.interact(() -> document.load(Fixtures.menu().withName("Later"), null, false));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> checks.get() == 2);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> !panel.rows().isEmpty() && panel.rows().get(0).message().equals("checked Later"));
    }

    @Test
    void aCheckThatFailsShowsOneProblemSayingSoInsteadOfTheOldOnes(FxRobot robot) throws Exception {
        robot.interact(checker::checkNow);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.rows().isEmpty());
        failNext = true;
        robot.interact(checker::checkNow);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> panel.rows().get(0).code().equals(LiveChecker.CHECK_FAILED));
        assertEquals(1, panel.rows().size());
        assertTrue(panel.rows().get(0).message().contains("checker broke"), panel.rows().get(0).message());
    }

    @Test
    void aCheckThatANewerOneReplacesIsAbandonedAtItsNextCheckpoint(FxRobot robot) throws Exception {
        CountDownLatch firstStarted = new CountDownLatch(1);
        AtomicBoolean firstAbandoned = new AtomicBoolean();
        analysis = checkpoint -> {
            if (firstStarted.getCount() == 0) {
                checkpoint.run();
                return;
            }
            firstStarted.countDown();
            try {
                for (int i = 0; i < 1_000; i++) {
                    checkpoint.run();
                    TimeUnit.MILLISECONDS.sleep(5);
                }
            } catch (CancellationException e) {
                firstAbandoned.set(true);
                throw e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        robot.interact(checker::checkNow);
        assertTrue(firstStarted.await(10, TimeUnit.SECONDS));
        robot.interact(() -> {
            document.load(Fixtures.menu().withName("Newer"), null, false);
            checker.checkNow();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !panel.rows().isEmpty());
        assertTrue(firstAbandoned.get(), "the older check ran on");
        assertEquals("checked Newer", panel.rows().get(0).message());
        assertEquals(1, panel.rows().size(), "only the newer check delivered");
    }

    @Test
    void theAnalysisWaitsWhileTheCanvasPans(FxRobot robot) throws Exception {
        AtomicBoolean panningWhenCalled = new AtomicBoolean();
        AtomicBoolean panningWhenReturned = new AtomicBoolean(true);
        CountDownLatch returned = new CountDownLatch(1);
        analysis = checkpoint -> {
            panningWhenCalled.set(canvas.isPanning());
            checkpoint.run();
            panningWhenReturned.set(canvas.isPanning());
            returned.countDown();
        };
        robot.interact(() -> {
            canvas.panBy(-4, -2);
            checker.checkNow();
        });
        for (int step = 0; step < 10 && returned.getCount() > 0; step++) {
            robot.interact(() -> canvas.panBy(-4, -2));
            TimeUnit.MILLISECONDS.sleep(30);
        }
        assertTrue(returned.await(10, TimeUnit.SECONDS), "the analysis went on once the pan settled");
        assertTrue(panningWhenCalled.get(), "the check started while the canvas panned");
        assertFalse(panningWhenReturned.get(), "the analysis went on while the canvas still panned");
    }
}
