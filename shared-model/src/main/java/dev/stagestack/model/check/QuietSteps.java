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
        new Components().run(heads);
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

    /** Tarjan over quiet steps; a component's reach is its members plus its successors' reach. */
    private final class Components {
        private final int[] order = new int[index.stateCount + 1];
        private final int[] low = new int[index.stateCount + 1];
        private final boolean[] onStack = new boolean[index.stateCount + 1];
        private final IntList stack = new IntList();
        private final IntList callNode = new IntList();
        private final IntList callNext = new IntList();
        private int counter = 1;

        void run(BitSet states) {
            for (int s = states.nextSetBit(0); s >= 0; s = states.nextSetBit(s + 1)) {
                if (order[s] == 0) {
                    enter(s);
                    while (callNode.size() > 0) {
                        step();
                    }
                }
            }
        }

        private void enter(int v) {
            order[v] = counter;
            low[v] = counter++;
            stack.add(v);
            onStack[v] = true;
            callNode.add(v);
            callNext.add(-1);
        }

        private int nextQuiet(int v, int after) {
            BitSet next = neighbours(v);
            for (int p = next.nextSetBit(after + 1); p >= 0 && p < index.bottom; p = next.nextSetBit(p + 1)) {
                if (quiet(v, p)) {
                    return p;
                }
            }
            return -1;
        }

        private void step() {
            int top = callNode.size() - 1;
            int v = callNode.get(top);
            int w = nextQuiet(v, callNext.get(top));
            if (w >= 0) {
                callNext.set(top, w);
                if (order[w] == 0) {
                    enter(w);
                } else if (onStack[w]) {
                    low[v] = Math.min(low[v], order[w]);
                }
                return;
            }
            callNode.removeLast();
            callNext.removeLast();
            if (callNode.size() > 0) {
                int u = callNode.get(callNode.size() - 1);
                low[u] = Math.min(low[u], low[v]);
            }
            if (low[v] == order[v]) {
                closeComponent(v);
            }
        }

        /** Successor components are closed already (Tarjan emits them first). */
        private void closeComponent(int root) {
            BitSet r = new BitSet();
            int first = stack.size() - 1;
            while (stack.get(first) != root) {
                first--;
            }
            for (int i = first; i < stack.size(); i++) {
                int v = stack.get(i);
                r.set(v);
                for (int p = nextQuiet(v, -1); p >= 0; p = nextQuiet(v, p)) {
                    if (reach[p] != null && !onStack[p]) {
                        r.or(reach[p]);
                    }
                }
            }
            for (int i = stack.size() - 1; i >= first; i--) {
                int v = stack.get(i);
                reach[v] = r;
                onStack[v] = false;
                stack.removeLast();
            }
        }
    }
}
