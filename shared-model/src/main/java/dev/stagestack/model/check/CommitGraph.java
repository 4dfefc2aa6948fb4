package dev.stagestack.model.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The graph of abstract commit steps found by {@link AbstractExecution}: node {@code k} is commit
 * configuration {@code k}, an edge is one commit step (§3). Its strongly connected components tell
 * where a commit can go on for ever (runaway) and which loops can never be left.
 */
final class CommitGraph {

    private final List<int[]> successors;
    private final BitSet mayEnd;
    private final int size;
    private final int[] component;
    private final List<IntList> members = new ArrayList<>();
    private final BitSet cyclic = new BitSet();

    CommitGraph(List<int[]> successors, BitSet mayEnd) {
        this.successors = successors;
        this.mayEnd = mayEnd;
        this.size = successors.size();
        this.component = new int[size];
        new Tarjan().run();
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
            if (cyclic.get(component[k])) {
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

    boolean hasCycle() {
        return !cyclic.isEmpty();
    }

    /** Cyclic components no step can leave and where no commit can end: a witness cycle of each. */
    List<int[]> closedLoops() {
        List<int[]> out = new ArrayList<>();
        for (int c = cyclic.nextSetBit(0); c >= 0; c = cyclic.nextSetBit(c + 1)) {
            if (isClosed(c)) {
                out.add(cycleThrough(members.get(c).get(0), c));
            }
        }
        return out;
    }

    private boolean isClosed(int c) {
        IntList nodes = members.get(c);
        for (int i = 0; i < nodes.size(); i++) {
            int v = nodes.get(i);
            if (mayEnd.get(v)) {
                return false;
            }
            for (int w : successors.get(v)) {
                if (component[w] != c) {
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
                if (component[w] == c && parent[w] < 0) {
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
        for (int c = 0; c < members.size(); c++) {
            IntList nodes = members.get(c);
            if (nodes.size() > 1 || selfLoop(nodes.get(0))) {
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

    /** Tarjan's algorithm without recursion (commits can be thousands of steps long). */
    private final class Tarjan {
        private final int[] order = new int[size];
        private final int[] low = new int[size];
        private final boolean[] onStack = new boolean[size];
        private final IntList stack = new IntList();
        private final int[] callNode = new int[size];
        private final int[] callEdge = new int[size];
        private int depth;
        private int counter;

        void run() {
            Arrays.fill(order, -1);
            for (int root = 0; root < size; root++) {
                if (order[root] < 0) {
                    visit(root);
                    while (depth > 0) {
                        step();
                    }
                }
            }
        }

        private void visit(int v) {
            order[v] = counter;
            low[v] = counter++;
            stack.add(v);
            onStack[v] = true;
            callNode[depth] = v;
            callEdge[depth++] = 0;
        }

        private void step() {
            int v = callNode[depth - 1];
            int[] next = successors.get(v);
            if (callEdge[depth - 1] < next.length) {
                int w = next[callEdge[depth - 1]++];
                if (order[w] < 0) {
                    visit(w);
                } else if (onStack[w]) {
                    low[v] = Math.min(low[v], order[w]);
                }
                return;
            }
            depth--;
            if (depth > 0) {
                int u = callNode[depth - 1];
                low[u] = Math.min(low[u], low[v]);
            }
            if (low[v] == order[v]) {
                popComponent(v);
            }
        }

        private void popComponent(int v) {
            IntList nodes = new IntList();
            int w;
            do {
                w = stack.get(stack.size() - 1);
                stack.removeLast();
                onStack[w] = false;
                component[w] = members.size();
                nodes.add(w);
            } while (w != v);
            members.add(nodes);
        }
    }
}
