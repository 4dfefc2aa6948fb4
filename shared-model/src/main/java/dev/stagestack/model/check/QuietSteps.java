package dev.stagestack.model.check;

import java.util.BitSet;

/**
 * For the current below relation: the heads a commit can pass, from each head, through steps that
 * make no request. Retreat steps go down ({@code exit} of the head left, {@code resume} of the new
 * head), advance steps go up ({@code pause} of the head left, {@code enter} of the new head); a step
 * is quiet when those callbacks have no transitions. Computed per strongly connected component of
 * the quiet steps, so in near-linear time. Index {@code bottom} stands for the empty head.
 */
final class QuietSteps {

    private final GraphIndex index;
    private final BelowRelation below;
    private final boolean up;
    private final BitSet[] reach;
    private final BitSet noisy = new BitSet();

    private QuietSteps(GraphIndex index, BelowRelation below, BitSet heads, boolean up) {
        this.index = index;
        this.below = below;
        this.up = up;
        this.reach = new BitSet[index.stateCount + 1];
        for (int s = heads.nextSetBit(0); s >= 0; s = heads.nextSetBit(s + 1)) {
            BitSet next = neighbours(s);
            for (int p = next.nextSetBit(0); p >= 0; p = next.nextSetBit(p + 1)) {
                if (!quiet(s, p)) {
                    noisy.set(s);
                }
            }
        }
        summarise(heads);
    }

    /** Retreats (down the below pairs) from the given heads. */
    static QuietSteps retreats(GraphIndex index, BelowRelation below, BitSet heads) {
        return new QuietSteps(index, below, heads, false);
    }

    /** Advances (up the below pairs) from the given heads, the empty one included. */
    static QuietSteps advances(GraphIndex index, BelowRelation below, BitSet heads) {
        BitSet withEmpty = (BitSet) heads.clone();
        withEmpty.set(index.bottom);
        return new QuietSteps(index, below, withEmpty, true);
    }

    /** The heads one step from {@code head} (read only). */
    BitSet neighbours(int head) {
        return up ? below.above(head) : below.below(head);
    }

    /** Whether the step from head {@code from} to head {@code to} runs no lifecycle transition. */
    boolean quiet(int from, int to) {
        if (up) {
            return (from == index.bottom || index.lifecycle[from][GraphIndex.PAUSE].length == 0)
                    && index.lifecycle[to][GraphIndex.ENTER].length == 0;
        }
        return index.lifecycle[from][GraphIndex.EXIT].length == 0
                && (to == index.bottom || index.lifecycle[to][GraphIndex.RESUME].length == 0);
    }

    /** The heads reachable from {@code head} by quiet steps, {@code head} included (read only). */
    BitSet reach(int head) {
        BitSet r = reach[head];
        if (r == null) {
            r = new BitSet();
            r.set(head);
            reach[head] = r;
        }
        return r;
    }

    /** Heads with at least one step that runs a lifecycle transition. */
    BitSet noisy() {
        return noisy;
    }

    /** The next quiet step from {@code from} to a non-empty head after {@code after}, or -1. */
    private int nextQuiet(int from, int after) {
        BitSet next = neighbours(from);
        for (int p = next.nextSetBit(after + 1); p >= 0 && p < index.bottom; p = next.nextSetBit(p + 1)) {
            if (quiet(from, p)) {
                return p;
            }
        }
        return -1;
    }

    /** Components of the quiet steps; a component's reach is its members plus its successors' reach. */
    private void summarise(BitSet heads) {
        StronglyConnected scc = StronglyConnected.of(index.stateCount + 1, heads, new StronglyConnected.Edges() {
            @Override
            public int next(int node, int cursor) {
                return nextQuiet(node, cursor);
            }

            @Override
            public int target(int node, int cursor) {
                return cursor;
            }
        });
        for (int c = 0; c < scc.count(); c++) {
            BitSet r = new BitSet();
            for (int v : scc.members(c)) {
                r.set(v);
                for (int p = nextQuiet(v, -1); p >= 0; p = nextQuiet(v, p)) {
                    if (scc.componentOf(p) != c) {
                        r.or(reach[p]);
                    }
                }
            }
            for (int v : scc.members(c)) {
                reach[v] = r;
            }
        }
    }
}
