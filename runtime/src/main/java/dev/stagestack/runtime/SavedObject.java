package dev.stagestack.runtime;

/**
 * An object of an entry's {@link Context#objects() store} that a save game keeps (docs/semantics.md §20):
 * {@code snapshot()} saves what {@link #save()} gives, and the entry's {@link Saves#restoreObject} makes the
 * object again when the save is restored. Objects of the store that are not {@code SavedObject}s are not
 * saved.
 */
public interface SavedObject {

    /**
     * This object as a JSON-like value ({@code String}, {@code Boolean}, a number, {@code null}, {@code List}
     * or {@code Map}; docs/semantics.md §2).
     *
     * @return the value to save
     */
    Object save();
}
