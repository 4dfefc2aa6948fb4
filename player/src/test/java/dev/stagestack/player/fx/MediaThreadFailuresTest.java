package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A media failure thrown on a thread nobody can catch (JavaFX's AudioClip scheduler on a machine
 * without audio) silences the player instead of printing a stack trace; other failures still reach
 * the handler that was there before.
 */
class MediaThreadFailuresTest {

    private static void throwOnAThread(RuntimeException failure) throws InterruptedException {
        Thread t = new Thread(() -> {
            throw failure;
        });
        t.start();
        t.join();
    }

    @Test
    void aMediaFailureOnAnotherThreadSilencesTheFallback() throws InterruptedException {
        SoundFallback fallback = new SoundFallback();
        MediaThreadFailures.route(fallback);
        throwOnAThread(new com.sun.media.jfxmedia.MediaException("Could not create player!"));
        assertTrue(fallback.silent());
    }

    @Test
    void otherFailuresGoToThePreviousHandlerAndLeaveSoundOn() {
        SoundFallback fallback = new SoundFallback();
        MediaThreadFailures.route(fallback);
        AtomicReference<Throwable> seen = new AtomicReference<>();
        IllegalStateException other = new IllegalStateException("not about sound");
        MediaThreadFailures.handle(Thread.currentThread(), other, (thread, e) -> seen.set(e));
        assertSame(other, seen.get());
        assertFalse(fallback.silent());
    }
}
