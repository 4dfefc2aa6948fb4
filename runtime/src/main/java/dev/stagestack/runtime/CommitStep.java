package dev.stagestack.runtime;

/** What one commit step did (docs/semantics.md §3). */
public enum CommitStep {
    /** Nothing: head equals staging and no entry is flagged for restart. */
    NONE,
    /** Head moved down to its parent; the old head was exited, freed and unloaded. */
    RETREAT,
    /** Head moved up one entry along the staging chain; that entry was loaded, initialised and entered. */
    ADVANCE,
    /** The lowest flagged entry was freed and initialised again. */
    RESTART
}
