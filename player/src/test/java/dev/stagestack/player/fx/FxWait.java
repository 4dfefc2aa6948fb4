package dev.stagestack.player.fx;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The one place UI tests wait: on a condition, on the JavaFX thread or on a latch, never on a
 * fixed time (a test that needs frames steps its work from an AnimationTimer and counts them).
 * Each wait gives up only after {@link #TIMEOUT_SECONDS}, so a loaded machine makes a test
 * slower, not red. Shared through the runtime's test jar (the editor's UI tests use it too).
 */
public final class FxWait {
    /** How long any wait may take before the test fails: generous, for a busy machine. */
    public static final long TIMEOUT_SECONDS = 30;

    private FxWait() {}

    /** Waits until {@code condition}, asked on the JavaFX thread, holds. */
    public static void until(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(
                TIMEOUT_SECONDS,
                TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition).get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
    }

    /** Runs {@code action} on the JavaFX thread and returns its result. */
    public static <T> T onFx(Callable<T> action) throws Exception {
        return WaitForAsyncUtils.asyncFx(action).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** Waits for {@code latch}, failing with what was awaited if it does not open in time. */
    public static void await(CountDownLatch latch, String what) {
        try {
            if (!latch.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("waited " + TIMEOUT_SECONDS + " s in vain for " + what);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for " + what, e);
        }
    }
}
