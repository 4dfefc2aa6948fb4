package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.assets.AssetKey;
import java.util.List;

/**
 * What the next commit will load that the cache does not hold yet: the states about to be
 * loaded (bottom up) and their missing assets. A player loads these ahead, off its UI thread.
 */
public record AssetsToLoad(List<String> states, List<AssetKey> keys) {

    /** Nothing to load. */
    public static final AssetsToLoad NOTHING = new AssetsToLoad(List.of(), List.of());

    /** Copies the lists. */
    public AssetsToLoad {
        states = List.copyOf(states);
        keys = List.copyOf(keys);
    }

    /** Whether nothing needs loading. */
    public boolean isEmpty() {
        return keys.isEmpty();
    }
}
