package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.EntryRef;
import java.util.Objects;

/**
 * One entry the screen draws this frame (docs/semantics.md §6: head's chain bottom to top, covered
 * {@code hide} entries left out), with the live numbers its placeholder shows.
 *
 * @param entry       the entry
 * @param isHead      whether it is head: only head's buttons are clickable
 * @param activeTicks its active-tick counter (docs/semantics.md §4.3), for the timer rings
 * @param updates     how many ticks it has been updated (head, or covered with policy {@code update}),
 *                    which drives the motion indicator
 */
public record ScreenEntry(EntryRef entry, boolean isHead, long activeTicks, long updates) {

    /** Checks that the entry is given. */
    public ScreenEntry {
        Objects.requireNonNull(entry, "entry");
    }
}
