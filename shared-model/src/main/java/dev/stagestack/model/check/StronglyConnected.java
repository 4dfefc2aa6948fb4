package dev.stagestack.model.check;

import dev.stagestack.model.internal.IntList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Tarjan's strongly connected components, without recursion (commit graphs can be thousands of
 * steps long). Components are numbered in the order Tarjan closes them: every component a component
 * can reach has a smaller number, so walking the numbers upwards visits successors first.
 */
final class StronglyConnected {

    /**
     * The edges of a graph, visited with a cursor: {@code next(v, -1)} is the first cursor of node
     * {@code v}, {@code next(v, cursor)} the following one, {@code -1} when there is none; the edge
     * at a cursor leads to {@code target(v, cursor)}.
     */
    interface Edges {
        int next(int node, int cursor);

        int target(int node, int cursor);
    }

    private final Edges edges;
    private final int[] component;
    private final List<int[]> members = new ArrayList<>();
    private final int[] order;
    private final int[] low;
    private final boolean[] onStack;
    private final IntList stack = new IntList();
    private final IntList callNode = new IntList();
    private final IntList callCursor = new IntList();
    private int counter = 1;

    private StronglyConnected(int size, Edges edges) {
        this.edges = edges;
        this.component = new int[size];
        this.order = new int[size];
        this.low = new int[size];
        this.onStack = new boolean[size];
        Arrays.fill(component, -1);
    }

    /** The components of the nodes reachable from {@code roots}, among nodes {@code 0..size-1}. */
    static StronglyConnected of(int size, BitSet roots, Edges edges) {
        StronglyConnected scc = new StronglyConnected(size, edges);
        for (int v = roots.nextSetBit(0); v >= 0; v = roots.nextSetBit(v + 1)) {
            scc.search(v);
        }
        return scc;
    }

    /** The components of every node {@code 0..size-1}. */
    static StronglyConnected ofAll(int size, Edges edges) {
        BitSet all = new BitSet();
        all.set(0, size);
        return of(size, all, edges);
    }

    /** The component of {@code node}, or -1 when no root reaches it. */
    int componentOf(int node) {
        return component[node];
    }

    int count() {
        return members.size();
    }

    /** The nodes of component {@code c} (read only). */
    int[] members(int c) {
        return members.get(c);
    }

    private void search(int root) {
        if (order[root] != 0) {
            return;
        }
        visit(root);
        while (callNode.size() > 0) {
            step();
        }
    }

    private void visit(int v) {
        order[v] = counter;
        low[v] = counter++;
        stack.add(v);
        onStack[v] = true;
        callNode.add(v);
        callCursor.add(-1);
    }

    private void step() {
        int top = callNode.size() - 1;
        int v = callNode.get(top);
        int cursor = edges.next(v, callCursor.get(top));
        if (cursor >= 0) {
            callCursor.set(top, cursor);
            int w = edges.target(v, cursor);
            if (order[w] == 0) {
                visit(w);
            } else if (onStack[w]) {
                low[v] = Math.min(low[v], order[w]);
            }
            return;
        }
        callNode.removeLast();
        callCursor.removeLast();
        if (callNode.size() > 0) {
            int u = callNode.get(callNode.size() - 1);
            low[u] = Math.min(low[u], low[v]);
        }
        if (low[v] == order[v]) {
            close(v);
        }
    }

    private void close(int root) {
        int first = stack.size() - 1;
        while (stack.get(first) != root) {
            first--;
        }
        int[] nodes = new int[stack.size() - first];
        for (int i = 0; i < nodes.length; i++) {
            int v = stack.get(first + i);
            nodes[i] = v;
            onStack[v] = false;
            component[v] = members.size();
        }
        while (stack.size() > first) {
            stack.removeLast();
        }
        members.add(nodes);
    }
}
