package dev.stagestack.runtime;

/**
 * The sound effects of an entry's state ({@code assets.sounds} in the graph file), played by name:
 * {@code context.sounds().play("click")}. Without an audio device, and in headless runs, playing
 * is silent; an unknown name throws {@link IllegalArgumentException}.
 */
@FunctionalInterface
public interface Sounds {

    /** Plays the sound effect {@code name} once, over whatever else is playing. */
    void play(String name);
}
