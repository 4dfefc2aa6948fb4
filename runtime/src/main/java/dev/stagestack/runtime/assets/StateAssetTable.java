package dev.stagestack.runtime.assets;

import dev.stagestack.model.StateAssets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The assets of one state as cache keys: every key its entries acquire, and name lookups. Immutable. */
public final class StateAssetTable {

    private final Map<String, AssetKey> images;
    private final Map<String, AssetKey> sounds;
    private final AssetKey music;
    private final List<AssetKey> all;

    private StateAssetTable(Map<String, AssetKey> images, Map<String, AssetKey> sounds, AssetKey music) {
        this.images = images;
        this.sounds = sounds;
        this.music = music;
        List<AssetKey> keys = new ArrayList<>(images.values());
        keys.addAll(sounds.values());
        if (music != null) {
            keys.add(music);
        }
        this.all = List.copyOf(keys);
    }

    /** The keys of a state's declared assets. */
    public static StateAssetTable of(StateAssets assets) {
        AssetKey music = assets.music() == null ? null : new AssetKey(AssetKind.MUSIC, assets.music());
        return new StateAssetTable(
                keys(AssetKind.IMAGE, assets.images()), keys(AssetKind.SOUND, assets.sounds()), music);
    }

    /** Every key, images then sounds then music, in file order (a file named twice is listed twice). */
    public List<AssetKey> all() {
        return all;
    }

    /** Whether no state of the graph declares an asset. */
    public boolean isEmpty() {
        return all.isEmpty();
    }

    /** The image named {@code name}, or null. */
    public AssetKey image(String name) {
        return images.get(name);
    }

    /** The sound effect named {@code name}, or null. */
    public AssetKey sound(String name) {
        return sounds.get(name);
    }

    /** The music track, or null. */
    public AssetKey music() {
        return music;
    }

    private static Map<String, AssetKey> keys(AssetKind kind, Map<String, String> paths) {
        Map<String, AssetKey> out = new LinkedHashMap<>();
        paths.forEach((name, path) -> out.put(name, new AssetKey(kind, path)));
        return Map.copyOf(out);
    }
}
