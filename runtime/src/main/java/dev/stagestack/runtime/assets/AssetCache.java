package dev.stagestack.runtime.assets;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The assets of one run, shared by all its entries and reference-counted: the first
 * {@link #acquireAll acquire} of a key loads it, the last {@link #releaseAll release} disposes of it, so an asset used by
 * several states or entries is loaded once. A player may {@link #prepare} assets it loaded ahead
 * on another thread; they wait, unreferenced, for their first acquire. Single-threaded.
 */
public final class AssetCache {

    private final AssetLoader loader;
    private final Map<AssetKey, Slot> slots = new HashMap<>();
    private long loads;

    private static final class Slot {
        int references;
        Object value;
        String failure;
    }

    /** A cache that loads with {@code loader}; it starts empty. */
    public AssetCache(AssetLoader loader) {
        this.loader = Objects.requireNonNull(loader, "loader");
    }

    /** The loader this cache loads with; a player uses it to load ahead on another thread. */
    public AssetLoader loader() {
        return loader;
    }

    /**
     * Takes one reference to each key, loading those not held yet. Every key is counted even when
     * its file cannot be loaded, so the matching {@link #releaseAll} balances it.
     *
     * @throws AssetLoadException after counting, naming every key that could not be loaded
     */
    public void acquireAll(Collection<AssetKey> keys) {
        List<String> failures = new ArrayList<>();
        for (AssetKey key : keys) {
            Slot slot = slots.computeIfAbsent(key, k -> new Slot());
            if (slot.value == null && slot.failure == null) {
                load(key, slot);
            }
            slot.references++;
            if (slot.failure != null) {
                failures.add("cannot load " + key + ": " + slot.failure);
            }
        }
        if (!failures.isEmpty()) {
            throw new AssetLoadException(String.join("; ", failures));
        }
    }

    /** Gives back one reference to each key; a key nobody references any more is disposed of. */
    public void releaseAll(Collection<AssetKey> keys) {
        for (AssetKey key : keys) {
            Slot slot = slots.get(key);
            if (slot == null || slot.references == 0) {
                throw new IllegalStateException("released more often than acquired: " + key);
            }
            if (--slot.references == 0) {
                drop(key, slot);
                slots.remove(key);
            }
        }
    }

    /** Stores an asset loaded ahead of its first use (or why it failed); ignored when already held. */
    public void prepare(AssetKey key, Object value, String failure) {
        Slot slot = slots.computeIfAbsent(key, k -> new Slot());
        if (slot.value == null && slot.failure == null) {
            slot.value = value;
            slot.failure = value == null ? Objects.requireNonNull(failure, "failure") : null;
        }
    }

    /** The keys among {@code keys} that are neither held nor prepared, in their order, each once. */
    public List<AssetKey> notHeld(Collection<AssetKey> keys) {
        List<AssetKey> out = new ArrayList<>();
        for (AssetKey key : keys) {
            if (!slots.containsKey(key) && !out.contains(key)) {
                out.add(key);
            }
        }
        return out;
    }

    /** Disposes of prepared assets that nobody acquired (e.g. the request that wanted them was undone). */
    public void dropUnreferenced() {
        for (Iterator<Map.Entry<AssetKey, Slot>> it = slots.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<AssetKey, Slot> e = it.next();
            if (e.getValue().references == 0) {
                drop(e.getKey(), e.getValue());
                it.remove();
            }
        }
    }

    /** The loaded asset, if it is held and loaded. */
    public Optional<Object> value(AssetKey key) {
        Slot slot = slots.get(key);
        return slot == null ? Optional.empty() : Optional.ofNullable(slot.value);
    }

    /** How many loaded entries hold {@code key}. */
    public int references(AssetKey key) {
        Slot slot = slots.get(key);
        return slot == null ? 0 : slot.references;
    }

    /** How many times the loader was called by this cache (not counting prepared assets). */
    public long loads() {
        return loads;
    }

    /** Everything held, sorted by path. */
    public List<LoadedAsset> contents() {
        List<LoadedAsset> out = new ArrayList<>();
        slots.forEach((key, slot) -> out.add(new LoadedAsset(key, slot.references, slot.failure)));
        out.sort((a, b) -> a.key().compareTo(b.key()));
        return out;
    }

    /** Disposes of everything, e.g. when a player closes. */
    public void clear() {
        slots.forEach(this::drop);
        slots.clear();
    }

    private void load(AssetKey key, Slot slot) {
        loads++;
        try {
            slot.value = Objects.requireNonNull(loader.load(key), "the loader returned null");
        } catch (IOException | RuntimeException e) {
            slot.failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
    }

    private void drop(AssetKey key, Slot slot) {
        if (slot.value != null) {
            loader.dispose(key, slot.value);
        }
    }
}
