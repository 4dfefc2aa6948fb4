package dev.stagestack.runtime.assets;

/**
 * One line of what the cache holds, for the player's overlay.
 *
 * @param key        the asset
 * @param references how many loaded entries use it (0 for one loaded ahead of its first use)
 * @param failure    why it could not be loaded, or null when it is loaded
 */
public record LoadedAsset(AssetKey key, int references, String failure) {

    /** Whether the asset is loaded (no failure). */
    public boolean loaded() {
        return failure == null;
    }
}
