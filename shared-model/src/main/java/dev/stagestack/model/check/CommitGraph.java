package dev.stagestack.model.check;

import dev.stagestack.model.internal.IntList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The graph of abstract commit steps found by {@link AbstractExecution}: node {@code k} is commit
 * configuration {@code k}, an edge is one commit step (docs/semantics.md §3). Its strongly connected components tell
 * where a commit can go on for ever (runaway) and which loops can never be left.
 */
final class CommitGraph {

    private final List<int[]> successors;
    private final BitSet mayEnd;
    private final int size;
    private final StronglyConnected components;
    private final BitSet cyclic = new BitSet();

    CommitGraph(List<int[]> successors, BitSet mayEnd) {
        this.successors = successors;
        this.mayEnd = mayEnd;
        this.size = successors.size();
        this.components = StronglyConnected.ofAll(size, new StronglyConnected.Edges() {
            @Override
            public int next(int node, int cursor) {
                return cursor + 1 < successors.get(node).length ? cursor + 1 : -1;
            }

            @Override
            public int target(int node, int cursor) {
                return successors.get(node)[cursor];
            }
        });
        markCyclic();
    }

    int size() {
        return size;
    }

    /**
     * The nodes a runaway commit may stop on: every node when {@code anyNode} (a commit may be too
     * long without repeating a node), else every node reachable from a cycle.
     */
    BitSet runawayStops(boolean anyNode) {
        BitSet out = new BitSet();
        if (anyNode) {
            out.set(0, size);
            return out;
        }
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int k = 0; k < size; k++) {
            if (cyclic.get(components.componentOf(k))) {
                out.set(k);
                queue.add(k);
            }
        }
        while (!queue.isEmpty()) {
            for (int w : successors.get(queue.poll())) {
                if (!out.get(w)) {
                    out.set(w);
                    queue.add(w);
                }
            }
        }
        return out;
    }

    /**
     * The heaviest path through nodes on no cycle, where node {@code k} weighs {@code weight[k]}
     * steps: the longest a commit can be before it reaches a cycle, if it ever does.
     */
    long heaviestPath(long[] weight) {
        long[] heaviest = new long[size];
        long out = 0;
        for (int c = 0; c < components.count(); c++) {
            if (cyclic.get(c)) {
                continue;
            }
            int v = components.members(c)[0];
            long below = 0;
            for (int w : successors.get(v)) {
                below = Math.max(below, heaviest[w]);
            }
            heaviest[v] = weight[v] + below;
            out = Math.max(out, heaviest[v]);
        }
        return out;
    }

    boolean hasCycle() {
        return !cyclic.isEmpty();
    }

    /** Cyclic components no step can leave and where no commit can end: a witness cycle of each. */
    List<int[]> closedLoops() {
        List<int[]> out = new ArrayList<>();
        for (int c = cyclic.nextSetBit(0); c >= 0; c = cyclic.nextSetBit(c + 1)) {
            if (isClosed(c)) {
                out.add(cycleThrough(components.members(c)[0], c));
            }
        }
        return out;
    }

    private boolean isClosed(int c) {
        for (int v : components.members(c)) {
            if (mayEnd.get(v)) {
                return false;
            }
            for (int w : successors.get(v)) {
                if (components.componentOf(w) != c) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The shortest cycle from {@code start} back to itself inside component {@code c}. */
    private int[] cycleThrough(int start, int c) {
        int[] parent = new int[size];
        Arrays.fill(parent, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        int last = -1;
        while (!queue.isEmpty() && last < 0) {
            int v = queue.poll();
            for (int w : successors.get(v)) {
                if (w == start) {
                    last = v;
                    break;
                }
                if (components.componentOf(w) == c && parent[w] < 0) {
                    parent[w] = v;
                    queue.add(w);
                }
            }
        }
        IntList reversed = new IntList();
        for (int v = last; v != start; v = parent[v]) {
            reversed.add(v);
        }
        reversed.add(start);
        int[] out = new int[reversed.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = reversed.get(out.length - 1 - i);
        }
        return out;
    }

    private void markCyclic() {
        for (int c = 0; c < components.count(); c++) {
            int[] nodes = components.members(c);
            if (nodes.length > 1 || selfLoop(nodes[0])) {
                cyclic.set(c);
            }
        }
    }

    private boolean selfLoop(int v) {
        for (int w : successors.get(v)) {
            if (w == v) {
                return true;
            }
        }
        return false;
    }
}
