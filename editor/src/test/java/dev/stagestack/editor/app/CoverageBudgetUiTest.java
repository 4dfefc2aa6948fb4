package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.check.StressGraphs;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Run test paths on a graph whose stacks explode (a hub pushing any of 60 leaves, each pushing the hub
 * again): the tab measures what the exploration found within its budget and says which budget stopped
 * it, as {@code stagestack paths} does, instead of exploring until the editor runs out of memory.
 */
@ExtendWith(ApplicationExtension.class)
class CoverageBudgetUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-coverage-budget-test",
                new RecoveryStore(temp.resolve("recovery")),
                StressGraphs.hubAndLeaves(60));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void runningTheTestPathsOfAnExplodingGraphStopsAtABudgetAndSaysSo(FxRobot robot) throws Exception {
        robot.clickOn("Coverage");
        robot.clickOn("#coverage-run-paths");
        // the exploration's 5 s, then measuring every cover script: more than one ordinary wait on a busy machine
        WaitForAsyncUtils.waitFor(4 * FxWait.TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> status().startsWith("Measured"));

        String status = status();
        // the depth verdict has a second to find the pump (docs/paths.md, "Limits"): on a loaded machine it
        // may say it found no bound instead; either way the hub is explored 8 deep, and says why
        assertTrue(
                status.matches(".*(The stack can grow without bound \\(pushed by hub-over-leaf-1, open-leaf-1\\)"
                        + "|No bound on the stack's depth was found): exploring stacks up to 8 entries\\. .*"),
                status);
        assertTrue(
                status.matches(".* · exploration stopped at the (time|memory) budget \\(.*\\): .* run states "
                        + "explored, .* more found; the results are partial"),
                status);
    }

    private String status() throws Exception {
        return FxWait.onFx(() -> window.coverage().panel().status());
    }
}
