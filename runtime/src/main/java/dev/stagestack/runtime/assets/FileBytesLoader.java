package dev.stagestack.runtime.assets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Loads every asset as the bytes of its file, synchronously: what a headless run uses, so a
 * missing or unreadable file is noticed without a toolkit and without changing the trace.
 */
public final class FileBytesLoader implements AssetLoader {

    private final Path folder;

    /** @param folder the graph file's folder, which asset paths are relative to */
    public FileBytesLoader(Path folder) {
        this.folder = Objects.requireNonNull(folder, "folder");
    }

    @Override
    public Object load(AssetKey key) throws IOException {
        return Files.readAllBytes(folder.resolve(key.path()));
    }
}
