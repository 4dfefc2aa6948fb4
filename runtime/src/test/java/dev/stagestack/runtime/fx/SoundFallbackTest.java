package dev.stagestack.runtime.fx;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * Without an audio device (the test machine has none) sound falls back to silence: no exception
 * reaches the run, and the fallback is logged once, however many sounds follow.
 */
@ExtendWith(ApplicationExtension.class)
class SoundFallbackTest {

    @TempDir
    Path folder;

    private final List<LogRecord> logged = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
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
    void musicAndEffectsWithoutAnAudioDeviceAreSilentAndLoggedOnce(FxRobot robot) throws IOException {
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

        assertTrue(fallback.silent());
        assertEquals(1, logged.size(), "logged once");
        assertTrue(logged.get(0).getMessage().startsWith("no sound: "), logged.get(0).getMessage());
        assertTrue(logged.get(0).getMessage().endsWith("the player goes on in silence"));
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
