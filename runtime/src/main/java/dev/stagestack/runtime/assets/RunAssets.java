package dev.stagestack.runtime.assets;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryAssets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The assets of one run: the shared {@link AssetCache}, where sound goes, and each state's table.
 * An entry acquires its state's assets at {@code load} and releases them at {@code unload}; a
 * restart keeps them (docs/semantics.md §3). A state's music plays while its entry is head; when covered
 * it keeps playing ({@code update}), pauses ({@code freeze}) or stops ({@code hide}).
 */
public final class RunAssets implements EntryAssets {

    private final AssetCache cache;
    private final AudioOut audio;
    private final List<StateAssetTable> tables;

    /** The assets of a run of {@code graph}: loaded through {@code cache}, sounds played on {@code audio}. */
    public RunAssets(Graph graph, AssetCache cache, AudioOut audio) {
        this.cache = Objects.requireNonNull(cache, "cache");
        this.audio = Objects.requireNonNull(audio, "audio");
        List<StateAssetTable> out = new ArrayList<>();
        graph.states().forEach(s -> out.add(StateAssetTable.of(s.assets())));
        this.tables = List.copyOf(out);
    }

    /**
     * The assets of {@code next}, a reload of this run's graph (docs/semantics.md §19), in this run's cache and
     * audio: entries pushed from then on acquire {@code next}'s tables, entries kept release what they acquired.
     */
    public RunAssets reloaded(Graph next) {
        return new RunAssets(next, cache, audio);
    }

    /** Assets that count references but load nothing and play nothing (tests, graphs without a folder). */
    public static RunAssets referencesOnly(Graph graph) {
        return new RunAssets(graph, new AssetCache(AssetLoader.REFERENCES_ONLY), AudioOut.SILENT);
    }

    /** The cache holding this run's assets. */
    public AssetCache cache() {
        return cache;
    }

    /** The table of the state at {@code stateIndex}. */
    public StateAssetTable table(int stateIndex) {
        return tables.get(stateIndex);
    }

    /** {@code behavior} with the asset lifecycle of its state around it; itself when the state has none. */
    public Behavior around(int stateIndex, Behavior behavior) {
        StateAssetTable table = tables.get(stateIndex);
        return table.isEmpty() ? behavior : new AssetLifecycle(this, table, behavior);
    }

    @Override
    public void playSound(Entry entry, String name) {
        AssetKey key = table(entry.type().index()).sound(name);
        if (key == null) {
            throw new IllegalArgumentException("state \"" + entry.stateId() + "\" declares no sound \"" + name + "\"");
        }
        cache.value(key).ifPresent(sound -> audio.playEffect(key, sound));
    }

    @Override
    public Optional<Object> image(Entry entry, String name) {
        AssetKey key = table(entry.type().index()).image(name);
        if (key == null) {
            throw new IllegalArgumentException("state \"" + entry.stateId() + "\" declares no image \"" + name + "\"");
        }
        return cache.value(key);
    }

    void startMusic(Entry entry, StateAssetTable table) {
        AssetKey music = table.music();
        if (music != null) {
            cache.value(music).ifPresent(track -> audio.startMusic(entry.serial(), music, track));
        }
    }

    void covered(Entry entry, StateAssetTable table) {
        if (table.music() == null) {
            return;
        }
        CoveredPolicy policy = entry.type().covered();
        if (policy == CoveredPolicy.FREEZE) {
            audio.pauseMusic(entry.serial());
        } else if (policy == CoveredPolicy.HIDE) {
            audio.stopMusic(entry.serial());
        }
    }

    void uncovered(Entry entry, StateAssetTable table) {
        if (table.music() == null) {
            return;
        }
        CoveredPolicy policy = entry.type().covered();
        if (policy == CoveredPolicy.FREEZE) {
            audio.resumeMusic(entry.serial());
        } else if (policy == CoveredPolicy.HIDE) {
            startMusic(entry, table);
        }
    }

    void stopMusic(Entry entry, StateAssetTable table) {
        if (table.music() != null) {
            audio.stopMusic(entry.serial());
        }
    }
}
