package dev.stagestack.player.fx.model;

/** How an entry box of the overlay is highlighted (docs/semantics.md §3). */
public enum ChainMark {
    /** On both chains: the next commit leaves it where it is. */
    SHARED,
    /** On head's chain only: the next commit exits it. */
    EXITING,
    /** On staging's chain only: the next commit enters it. */
    ENTERING,
    /** Pushed and popped before any commit: no callback of it ever runs. */
    DISCARDED
}
