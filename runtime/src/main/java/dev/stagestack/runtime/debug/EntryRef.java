package dev.stagestack.runtime.debug;

import java.util.Objects;

/**
 * One entry as the player shows it: {@code stateId#serial} (docs/semantics.md §1). Immutable and shared
 * between snapshots, so recording a tick whose chain did not change costs no new entries.
 *
 * @param stateId the state the entry is an instance of
 * @param serial  the entry's serial in its run, 1 for the first entry
 */
public record EntryRef(String stateId, int serial) {

    /** Checks that the state id is given. */
    public EntryRef {
        Objects.requireNonNull(stateId, "stateId");
    }

    /** The trace spelling, e.g. {@code pause#3}. */
    public String label() {
        return stateId + "#" + serial;
    }

    @Override
    public String toString() {
        return label();
    }
}
