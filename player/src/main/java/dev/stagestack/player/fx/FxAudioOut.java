package dev.stagestack.player.fx;

import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AudioOut;
import java.util.HashMap;
import java.util.Map;
import javafx.scene.media.AudioClip;
import javafx.scene.media.Media;
import javafx.scene.media.MediaPlayer;

/**
 * Plays a run's sound with JavaFX media on the JavaFX thread: effects as {@link AudioClip}s, each
 * entry's music on its own looping {@link MediaPlayer}. Sounds that loaded as plain bytes (no
 * media support) and every failure go to the {@link SoundFallback}: silence, logged once.
 */
final class FxAudioOut implements AudioOut {

    private final SoundFallback fallback;
    private final Map<Integer, MediaPlayer> music = new HashMap<>();
    private double volume = 1;

    FxAudioOut(SoundFallback fallback) {
        this.fallback = fallback;
        MediaThreadFailures.route(fallback);
    }

    @Override
    public void playEffect(AssetKey key, Object sound) {
        if (sound instanceof AudioClip clip) {
            fallback.attempt("playing " + key.path(), () -> clip.play(volume));
        }
    }

    @Override
    public void startMusic(int serial, AssetKey key, Object track) {
        stopMusic(serial);
        if (track instanceof Media media) {
            fallback.attempt("playing " + key.path(), () -> {
                MediaPlayer player = new MediaPlayer(media);
                player.setCycleCount(MediaPlayer.INDEFINITE);
                player.setVolume(volume);
                player.setOnError(() -> fallback.giveUp("playing " + key.path(), player.getError()));
                music.put(serial, player);
                player.play();
            });
        }
    }

    /** Sets the volume of every sound from now on and of the music playing: 0 (silent) to 1 (as recorded). */
    void volume(double level) {
        volume = Math.max(0, Math.min(1, level));
        music.values().forEach(player -> player.setVolume(volume));
    }

    /** The volume, 0 to 1. */
    double volume() {
        return volume;
    }

    @Override
    public void pauseMusic(int serial) {
        MediaPlayer player = music.get(serial);
        if (player != null) {
            fallback.attempt("pausing music", player::pause);
        }
    }

    @Override
    public void resumeMusic(int serial) {
        MediaPlayer player = music.get(serial);
        if (player != null) {
            fallback.attempt("resuming music", player::play);
        }
    }

    @Override
    public void stopMusic(int serial) {
        MediaPlayer player = music.remove(serial);
        if (player != null) {
            fallback.attempt("stopping music", () -> {
                player.stop();
                player.dispose();
            });
        }
    }
}
