package dev.stagestack.runtime.assets;

/** What an asset file is used as; a loader decodes each kind into its own object. */
public enum AssetKind {
    /** A picture a behaviour draws. */
    IMAGE,
    /** A short sound effect played by name. */
    SOUND,
    /** A track played while an entry of its state is head. */
    MUSIC
}
