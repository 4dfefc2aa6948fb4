package dev.stagestack.player.fx;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * Catches the media failures that JavaFX raises on its own threads, where no caller can catch
 * them: {@code AudioClip.play()} hands the clip to a scheduler thread, and on a machine without an
 * audio device that thread throws {@code MediaException: Could not create player!}. Such a failure
 * silences every live {@link SoundFallback} (logged once each) instead of printing a stack trace;
 * anything else goes to the handler that was there before.
 */
final class MediaThreadFailures {

    private static final Set<SoundFallback> FALLBACKS = Collections.newSetFromMap(new WeakHashMap<>());
    private static boolean installed;

    private MediaThreadFailures() {}

    /** Routes media failures of JavaFX's threads to {@code fallback} from now on. */
    static synchronized void route(SoundFallback fallback) {
        FALLBACKS.add(fallback);
        if (!installed) {
            installed = true;
            Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
            Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> handle(thread, failure, previous));
        }
    }

    static boolean isMediaFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String name = t.getClass().getName();
            if (name.equals("javafx.scene.media.MediaException")
                    || name.equals("com.sun.media.jfxmedia.MediaException")) {
                return true;
            }
        }
        return false;
    }

    static void handle(Thread thread, Throwable failure, Thread.UncaughtExceptionHandler previous) {
        if (isMediaFailure(failure)) {
            silenceAll(failure);
        } else if (previous != null) {
            previous.uncaughtException(thread, failure);
        } else {
            thread.getThreadGroup().uncaughtException(thread, failure);
        }
    }

    private static synchronized void silenceAll(Throwable failure) {
        for (SoundFallback fallback : FALLBACKS) {
            fallback.giveUp("playing a sound effect", failure);
        }
    }
}
