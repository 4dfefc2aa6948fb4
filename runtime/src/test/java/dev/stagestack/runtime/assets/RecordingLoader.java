package dev.stagestack.runtime.assets;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A loader that records loads and disposals and fails the test if a live asset is loaded again. */
final class RecordingLoader implements AssetLoader {

    final List<AssetKey> loaded = new ArrayList<>();
    final List<AssetKey> disposed = new ArrayList<>();
    final Set<AssetKey> live = new HashSet<>();
    final Set<String> missing = new HashSet<>();

    @Override
    public Object load(AssetKey key) throws java.io.IOException {
        if (missing.contains(key.path())) {
            throw new java.nio.file.NoSuchFileException(key.path());
        }
        if (!live.add(key)) {
            throw new AssertionError("loaded twice while in use: " + key);
        }
        loaded.add(key);
        return "decoded " + key;
    }

    @Override
    public void dispose(AssetKey key, Object value) {
        if (!live.remove(key) || !value.equals("decoded " + key)) {
            throw new AssertionError("disposed of something not live: " + key);
        }
        disposed.add(key);
    }
}
