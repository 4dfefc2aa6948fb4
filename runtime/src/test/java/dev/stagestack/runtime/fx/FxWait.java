package dev.stagestack.runtime.fx;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The one place UI tests wait: on a condition, on JavaFX pulses or on a latch, never on a fixed
 * time. Each wait gives up only after {@link #TIMEOUT_SECONDS}, so a loaded machine makes a test
 * slower, not red. Shared through the runtime's test jar (the editor's UI tests use it too).
 */
public final class FxWait {
    /** How long any wait may take before the test fails: generous, for a busy machine. */
    public static final long TIMEOUT_SECONDS = 30;

    private FxWait() {
    }

    /** Waits until {@code condition}, asked on the JavaFX thread, holds. */
    public static void until(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition).get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
    }

    /**
     * Waits until {@code count} whole pulses (animations, CSS, layout, render) have run after this
     * call: what a frame loop, a layout or a strip drawn "in the next frame" needs, counted, not timed.
     */
    public static void pulses(int count) {
        CountDownLatch ran = new CountDownLatch(1);
        Platform.runLater(() -> new AnimationTimer() {
            private int started;

            @Override
            public void handle(long now) {
                // A timer runs at the start of a pulse: the one after {@code count} began ends them.
                if (++started > count) {
                    stop();
                    ran.countDown();
                }
            }
        }.start());
        await(ran, count + " pulses");
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
