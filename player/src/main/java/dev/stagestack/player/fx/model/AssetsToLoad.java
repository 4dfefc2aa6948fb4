package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.ArrayList;
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

    /**
     * What {@code run}'s next commit would load that {@code cache} does not hold: the assets of the
     * staging entries that are not in the head chain.
     */
    static AssetsToLoad ofStaging(GraphRun run, AssetCache cache) {
        List<String> states = new ArrayList<>();
        List<AssetKey> keys = new ArrayList<>();
        for (Entry e = run.stack().staging(); e != null && !e.inHead(); e = e.parent()) {
            states.add(0, e.stateId());
            keys.addAll(0, run.assets().table(e.type().index()).all());
        }
        return new AssetsToLoad(states, cache.notHeld(keys));
    }

    /** Whether nothing needs loading. */
    public boolean isEmpty() {
        return keys.isEmpty();
    }
}
