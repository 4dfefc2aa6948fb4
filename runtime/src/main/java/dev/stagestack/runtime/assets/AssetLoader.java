package dev.stagestack.runtime.assets;

import java.io.IOException;

/**
 * Turns an asset file into the object its users need: bytes for a headless run, a toolkit image or
 * sound in a player. The core only calls it; it knows nothing of what it returns. A loader may be
 * called from a background thread, one key at a time.
 */
public interface AssetLoader {

    /**
     * A loader that reads nothing and returns the key itself: the run counts references exactly as
     * with real files, and its trace is the same (for graphs that have no folder, e.g. in tests).
     */
    AssetLoader REFERENCES_ONLY = key -> key;

    /** The decoded asset; never null. */
    Object load(AssetKey key) throws IOException;

    /** Lets go of what {@link #load} made once nobody uses it; nothing by default. */
    default void dispose(AssetKey key, Object value) {}
}
