package dev.stagestack.editor;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphCheck;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    private EditorDocument document;
    private ProblemsPanel panel;
    private LiveChecker checker;

    @Start
    void start(Stage stage) {
        document = new EditorDocument(Fixtures.menu(), null);
        GraphCanvas canvas = new GraphCanvas(document);
        panel = new ProblemsPanel(document, canvas);
        checker = new LiveChecker(document, panel, canvas, this::countingValidator);
    }

    private GraphCheck countingValidator(Graph graph) {
        checks.incrementAndGet();
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
}
