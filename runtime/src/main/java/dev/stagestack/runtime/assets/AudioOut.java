package dev.stagestack.runtime.assets;

/**
 * Where a run's sound goes. Music is addressed by the serial of the entry it belongs to, so two
 * entries of one state have two tracks. {@link #SILENT} for headless runs; a player supplies one
 * over its toolkit's media, which falls back to silence itself when there is no audio device.
 */
public interface AudioOut {

    /** Plays nothing. */
    AudioOut SILENT = new AudioOut() {};

    /** Plays a loaded sound effect once. */
    default void playEffect(AssetKey key, Object sound) {}

    /** Starts {@code track} from its beginning, looping, for the entry {@code serial}. */
    default void startMusic(int serial, AssetKey key, Object track) {}

    /** Pauses the entry's track where it is. */
    default void pauseMusic(int serial) {}

    /** Goes on with a paused track. */
    default void resumeMusic(int serial) {}

    /** Stops the entry's track and forgets it. */
    default void stopMusic(int serial) {}
}
