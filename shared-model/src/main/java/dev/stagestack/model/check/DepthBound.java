package dev.stagestack.model.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The deepest chain the below relation allows: every stack is a path of below pairs ending in
 * "no parent", so the longest such path bounds every staging and head chain. A cycle makes the
 * bound infinite; the witness is then a stack, bottom first, whose last state repeats an earlier one.
 */
final class DepthBound {

    private static final int WHITE = 0;
    private static final int GREY = 1;
    private static final int BLACK = 2;

    private final BelowRelation below;
    private final int[] colour;
    private final int[] depth;
    private int maxDepth;
    private List<Integer> cycle = List.of();

    private DepthBound(BelowRelation below) {
        this.below = below;
        this.colour = new int[below.bottom()];
        this.depth = new int[below.bottom()];
    }

    /** Explores every state in {@code states}. */
    static DepthBound of(BelowRelation below, BitSet states) {
        DepthBound bound = new DepthBound(below);
        for (int s = states.nextSetBit(0); s >= 0 && bound.cycle.isEmpty(); s = states.nextSetBit(s + 1)) {
            bound.explore(s);
        }
        return bound;
    }

    boolean unbounded() {
        return !cycle.isEmpty();
    }

    /** The longest chain, when bounded. */
    int maxDepth() {
        return maxDepth;
    }

    /** Bottom first: a stack whose last state repeats an earlier one; empty when bounded. */
    List<Integer> witness() {
        return cycle;
    }

    /** Iterative depth-first search down the below pairs; post-order computes depths. */
    private void explore(int root) {
        if (colour[root] != WHITE) {
            return;
        }
        List<Integer> path = new ArrayList<>();
        List<Integer> cursor = new ArrayList<>();
        colour[root] = GREY;
        path.add(root);
        cursor.add(-1);
        while (!path.isEmpty()) {
            int top = path.size() - 1;
            int v = path.get(top);
            int w = nextLower(v, cursor.get(top));
            cursor.set(top, w);
            if (w < 0) {
                finish(v);
                path.remove(top);
                cursor.remove(top);
            } else if (colour[w] == GREY) {
                cycle = witnessFrom(path, w);
                return;
            } else if (colour[w] == WHITE) {
                colour[w] = GREY;
                path.add(w);
                cursor.add(-1);
            }
        }
    }

    private int nextLower(int v, int after) {
        int w = below.below(v).nextSetBit(after + 1);
        return w == below.bottom() ? -1 : w;
    }

    private void finish(int v) {
        int deepest = 0;
        var lower = below.below(v);
        for (int w = lower.nextSetBit(0); w >= 0 && w < below.bottom(); w = lower.nextSetBit(w + 1)) {
            deepest = Math.max(deepest, depth[w]);
        }
        depth[v] = deepest + 1;
        maxDepth = Math.max(maxDepth, depth[v]);
        colour[v] = BLACK;
    }

    /** The search path holds w ... v, each below the one before; v has w below it. */
    private List<Integer> witnessFrom(List<Integer> path, int w) {
        List<Integer> out = pathToBottom(w);
        for (int i = path.size() - 1; path.get(i) != w; i--) {
            out.add(path.get(i));
        }
        out.add(w);
        return List.copyOf(out);
    }

    /** Bottom first: the shortest chain of below pairs from a possible bottom entry up to {@code start}. */
    private List<Integer> pathToBottom(int start) {
        int[] parent = new int[below.bottom()];
        java.util.Arrays.fill(parent, -2);
        parent[start] = -1;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        int end = start;
        while (!queue.isEmpty()) {
            int v = queue.poll();
            if (below.below(v).get(below.bottom())) {
                end = v;
                break;
            }
            var lower = below.below(v);
            for (int w = lower.nextSetBit(0); w >= 0 && w < below.bottom(); w = lower.nextSetBit(w + 1)) {
                if (parent[w] == -2) {
                    parent[w] = v;
                    queue.add(w);
                }
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int v = end; v != -1; v = parent[v]) {
            out.add(v);
        }
        return out;
    }
}
