package dev.stagestack.runtime.graph;

/**
 * What a key event does to the held keys behaviours read through
 * {@link dev.stagestack.runtime.Context#keys()} (docs/semantics.md §11).
 */
public enum KeyHold {
    /** Holds nothing: a key tap (pressed this tick only), or a button or signal. Fires transitions. */
    NONE,
    /** The key goes down and stays held until released. Fires transitions like a tap. */
    PRESS,
    /** The held key goes up. Fires no transition: no trigger matches a release. */
    RELEASE
}
