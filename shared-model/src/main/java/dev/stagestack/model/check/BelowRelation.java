package dev.stagestack.model.check;

import java.util.BitSet;

/**
 * The 2-gram "below" relation over state numbers: {@code (upper, lower)} is in it when an entry of
 * {@code upper} may have an entry of {@code lower} as parent ({@code lower == bottom}: no parent).
 * Kept in both directions as bit sets; only grows.
 */
final class BelowRelation {

    private static final BitSet NONE = new BitSet();

    private final int bottom;
    private final BitSet[] below;
    private final BitSet[] above;
    private int pairs;

    BelowRelation(int stateCount) {
        this.bottom = stateCount;
        this.below = new BitSet[stateCount + 1];
        this.above = new BitSet[stateCount + 1];
    }

    /** Adds the pair; true when it is new. */
    boolean add(int upper, int lower) {
        if (below[upper] == null) {
            below[upper] = new BitSet();
        }
        if (below[upper].get(lower)) {
            return false;
        }
        below[upper].set(lower);
        if (above[lower] == null) {
            above[lower] = new BitSet();
        }
        above[lower].set(upper);
        pairs++;
        return true;
    }

    /** The states that may lie directly below an entry of {@code upper} (read only). */
    BitSet below(int upper) {
        BitSet b = upper == bottom ? null : below[upper];
        return b == null ? NONE : b;
    }

    /** The states whose entries may lie directly on an entry of {@code lower} (read only). */
    BitSet above(int lower) {
        BitSet a = above[lower];
        return a == null ? NONE : a;
    }

    int bottom() {
        return bottom;
    }

    int pairCount() {
        return pairs;
    }
}
