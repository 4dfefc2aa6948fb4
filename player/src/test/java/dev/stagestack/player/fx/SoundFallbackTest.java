package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Sound never stops a run: a failing media call (no audio device, no media support) makes the
 * player silent, is logged once however many sounds follow, and later sounds are skipped. The
 * failures are injected, so the tests hold on machines with and without an audio device; one
 * test also drives the real JavaFX media classes and checks only what holds on both.
 */
@ExtendWith(ApplicationExtension.class)
class SoundFallbackTest {

    @TempDir
    Path folder;

    private final List<LogRecord> logged = new CopyOnWriteArrayList<>(); // media errors log from their own thread
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @BeforeEach
    void listen() {
        Logger.getLogger(SoundFallback.LOGGER).addHandler(handler);
    }

    @AfterEach
    void stopListening() {
        Logger.getLogger(SoundFallback.LOGGER).removeHandler(handler);
    }

    @Test
    void aFailingSoundMakesThePlayerSilentAndIsLoggedOnce() {
        SoundFallback fallback = new SoundFallback();
        List<String> ran = new ArrayList<>();

        fallback.attempt("playing theme.wav", () -> {
            ran.add("theme");
            throw new UnsatisfiedLinkError("no jfxmedia in java.library.path");
        });
        fallback.attempt("playing click.wav", () -> ran.add("click"));
        fallback.attempt("pausing music", () -> {
            throw new IllegalStateException("no device");
        });

        assertTrue(fallback.silent());
        assertEquals(List.of("theme"), ran, "nothing is attempted once silent");
        assertEquals(1, logged.size(), "logged once");
        assertEquals(
                "no sound: playing theme.wav failed (UnsatisfiedLinkError: no jfxmedia in "
                        + "java.library.path); the player goes on in silence",
                logged.get(0).getMessage());
    }

    @Test
    void soundsThatWorkKeepThePlayerAudible() {
        SoundFallback fallback = new SoundFallback();
        List<String> ran = new ArrayList<>();

        fallback.attempt("playing click.wav", () -> ran.add("click"));
        fallback.attempt("playing click.wav", () -> ran.add("click"));

        assertFalse(fallback.silent());
        assertEquals(List.of("click", "click"), ran);
        assertTrue(logged.isEmpty());
    }

    @Test
    void realMediaCallsNeverThrowWithOrWithoutAnAudioDevice(FxRobot robot) throws IOException {
        AssetFiles.wav(folder.resolve("theme.wav"), 440, 0.3);
        AssetFiles.wav(folder.resolve("click.wav"), 880, 0.05);
        SoundFallback fallback = new SoundFallback();
        FxAssetLoader loader = new FxAssetLoader(folder, fallback);
        FxAudioOut audio = new FxAudioOut(fallback);
        AssetKey theme = new AssetKey(AssetKind.MUSIC, "theme.wav");
        AssetKey click = new AssetKey(AssetKind.SOUND, "click.wav");

        robot.interact(() -> assertDoesNotThrow(() -> {
            audio.startMusic(1, theme, loader.load(theme));
            audio.playEffect(click, loader.load(click));
            audio.pauseMusic(1);
            audio.resumeMusic(1);
            audio.startMusic(2, theme, loader.load(theme));
            audio.stopMusic(1);
            audio.stopMusic(2);
        }));

        // A media error may still arrive from JavaFX's own thread: it is logged before the player turns
        // silent, so a silent player has logged exactly once, and one that is not yet silent at most once.
        boolean silent = fallback.silent();
        int logs = logged.size();
        if (silent) {
            assertEquals(1, logs, "a silent player logged once");
        } else {
            assertTrue(logs <= 1, "logged at most once: " + logs);
        }
    }

    @Test
    void onceSilentSoundsStillLoadAsTheirBytes() throws IOException {
        AssetFiles.wav(folder.resolve("click.wav"), 880, 0.05);
        SoundFallback fallback = new SoundFallback();
        fallback.giveUp("a test", new IllegalStateException("no device"));

        Object click = new FxAssetLoader(folder, fallback).load(new AssetKey(AssetKind.SOUND, "click.wav"));

        assertTrue(click instanceof byte[]);
        assertEquals(44 + 2 * (int) (22050 * 0.05), ((byte[]) click).length);
    }
}
