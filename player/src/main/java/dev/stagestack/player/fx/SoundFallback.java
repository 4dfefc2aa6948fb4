package dev.stagestack.player.fx;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;

/**
 * Where sound goes when JavaFX media cannot play it (no audio device, no media support in the
 * JavaFX build, a headless run): the first failure is logged once as a warning and every sound
 * after it is skipped, so a game runs on in silence and never fails because of audio.
 */
final class SoundFallback {

    static final String LOGGER = "dev.stagestack.player.fx.sound";

    private static final Logger LOG = System.getLogger(LOGGER);

    private volatile boolean silent;

    /** Whether sound was given up on. */
    boolean silent() {
        return silent;
    }

    /** Runs {@code playing} unless silent; a failure makes the player silent and is logged once. */
    void attempt(String what, Runnable playing) {
        if (silent) {
            return;
        }
        try {
            playing.run();
        } catch (RuntimeException | LinkageError e) {
            giveUp(what, e);
        }
    }

    /** Records that sound cannot work here; logs the first time only. */
    synchronized void giveUp(String what, Throwable cause) {
        if (!silent) {
            LOG.log(
                    Level.WARNING,
                    "no sound: " + what + " failed (" + describe(cause) + "); the player goes on in silence");
            silent = true; // after the log, so whoever sees silent sees it logged too
        }
    }

    private static String describe(Throwable cause) {
        return cause.getMessage() == null
                ? cause.getClass().getSimpleName()
                : cause.getClass().getSimpleName() + ": " + cause.getMessage();
    }
}
