package dev.stagestack.runtime.assets;

import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.io.BoundedRead;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Loads every asset as the bytes of its file, synchronously: what a headless run uses, so a
 * missing or unreadable file is noticed without a toolkit and without changing the trace. Each read
 * checks the file again ({@link AssetPaths#readableFile}): inside the graph's folder, at most 256 MiB.
 */
public final class FileBytesLoader implements AssetLoader {

    private final Path folder;

    /** @param folder the graph file's folder, which asset paths are relative to */
    public FileBytesLoader(Path folder) {
        this.folder = Objects.requireNonNull(folder, "folder");
    }

    @Override
    public Object load(AssetKey key) throws IOException {
        return BoundedRead.readAtMost(AssetPaths.readableFile(folder, key.path()), AssetPaths.MAX_ASSET_BYTES);
    }
}
