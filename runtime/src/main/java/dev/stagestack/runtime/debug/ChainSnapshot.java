package dev.stagestack.runtime.debug;

import java.util.List;
import java.util.Optional;

/**
 * A chain (head's or staging's) frozen at one moment, bottom entry first (docs/semantics.md §1).
 *
 * @param bottomUp the entries from the bottom of the stack up to the tip
 */
public record ChainSnapshot(List<EntryRef> bottomUp) {

    /** The empty chain. */
    public static final ChainSnapshot EMPTY = new ChainSnapshot(List.of());

    /** Copies the entries. */
    public ChainSnapshot {
        bottomUp = List.copyOf(bottomUp);
    }

    /** The tip of the chain (head or staging itself), if the chain is not empty. */
    public Optional<EntryRef> top() {
        return bottomUp.isEmpty() ? Optional.empty() : Optional.of(bottomUp.get(bottomUp.size() - 1));
    }

    /** The number of entries. */
    public int depth() {
        return bottomUp.size();
    }

    /** Whether the chain has no entry. */
    public boolean isEmpty() {
        return bottomUp.isEmpty();
    }

    /** How many entries, from the bottom, this chain shares with {@code other}. */
    public int commonPrefix(ChainSnapshot other) {
        int limit = Math.min(depth(), other.depth());
        int i = 0;
        while (i < limit && bottomUp.get(i).equals(other.bottomUp.get(i))) {
            i++;
        }
        return i;
    }

    /** Chain text as in the overlay's tooltip, e.g. {@code title#1 < world#2}. */
    public String describe() {
        if (bottomUp.isEmpty()) {
            return "(empty)";
        }
        StringBuilder sb = new StringBuilder();
        for (EntryRef e : bottomUp) {
            sb.append(sb.length() == 0 ? "" : " < ").append(e.label());
        }
        return sb.toString();
    }
}
