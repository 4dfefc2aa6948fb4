package dev.stagestack.runtime;

import java.util.Optional;

/**
 * What a run's asset cache offers an entry's behaviour through its {@link Context}: its state's
 * images and sound effects by name. {@link #NONE} for a stack whose states declare no assets.
 */
public interface EntryAssets {

    /** A stack without assets: every name is unknown. */
    EntryAssets NONE = new EntryAssets() {
        @Override
        public void playSound(Entry entry, String name) {
            throw new IllegalArgumentException("state \"" + entry.stateId() + "\" declares no sound \"" + name + "\"");
        }

        @Override
        public Optional<Object> image(Entry entry, String name) {
            throw new IllegalArgumentException("state \"" + entry.stateId() + "\" declares no image \"" + name + "\"");
        }
    };

    /**
     * Plays the sound effect {@code name} of {@code entry}'s state.
     *
     * @throws IllegalArgumentException when the state declares no such sound
     */
    void playSound(Entry entry, String name);

    /**
     * The decoded image {@code name} of {@code entry}'s state (a toolkit image in a player, bytes or
     * nothing headless); empty when it is not loaded.
     *
     * @throws IllegalArgumentException when the state declares no such image
     */
    Optional<Object> image(Entry entry, String name);
}
