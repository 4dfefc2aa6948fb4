package dev.stagestack.runtime.assets;

import java.util.Objects;

/**
 * One asset as the cache knows it: its kind and its path relative to the graph file's folder.
 * Two states naming the same file as the same kind share one cached asset.
 */
public record AssetKey(AssetKind kind, String path) implements Comparable<AssetKey> {

    /** Checks that kind and path are given. */
    public AssetKey {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(path, "path");
    }

    @Override
    public int compareTo(AssetKey other) {
        int byPath = path.compareTo(other.path);
        return byPath != 0 ? byPath : kind.compareTo(other.kind);
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + path;
    }
}
