package dev.stagestack.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a state loads (docs/format.md "Assets"): named images, named sound effects and
 * one music track, each a path relative to the graph file's folder, written with {@code /}.
 * The maps keep their file order. Immutable; {@link #EMPTY} when the state declares none.
 *
 * @param images name → image path (PNG, JPEG, GIF, BMP)
 * @param sounds name → sound-effect path (WAV, AIFF)
 * @param music  path of the track played while an entry of the state is head, or null
 */
public record StateAssets(Map<String, String> images, Map<String, String> sounds, String music) {

    /** No assets. */
    public static final StateAssets EMPTY = new StateAssets(Map.of(), Map.of(), null);

    /** Copies the maps, keeping their order. */
    public StateAssets {
        images = ordered(images);
        sounds = ordered(sounds);
    }

    /** Whether the state declares no asset at all. */
    public boolean isEmpty() {
        return images.isEmpty() && sounds.isEmpty() && music == null;
    }

    /** How many files the state declares (images, sounds and the music track). */
    public int count() {
        return images.size() + sounds.size() + (music == null ? 0 : 1);
    }

    /** A copy with other images. */
    public StateAssets withImages(Map<String, String> newImages) {
        return new StateAssets(newImages, sounds, music);
    }

    /** A copy with other sounds. */
    public StateAssets withSounds(Map<String, String> newSounds) {
        return new StateAssets(images, newSounds, music);
    }

    /** A copy with other music, or none for null. */
    public StateAssets withMusic(String newMusic) {
        return new StateAssets(images, sounds, newMusic);
    }

    private static Map<String, String> ordered(Map<String, String> map) {
        if (map == null || map.isEmpty()) {
            return Map.of();
        }
        Map<String, String> copy = new LinkedHashMap<>();
        map.forEach(
                (k, v) -> copy.put(Objects.requireNonNull(k, "asset name"), Objects.requireNonNull(v, "asset path")));
        return Collections.unmodifiableMap(copy);
    }
}
