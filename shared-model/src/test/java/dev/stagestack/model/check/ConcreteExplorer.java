package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An independent, brute-force simulation of docs/semantics.md §2-§5 on concrete entries, written for the
 * tests: it explores every stack reachable within a bound, with every choice of up to
 * {@code inputEventsPerTick} input transitions and any one timer group per tick (timers treated as
 * "may fire", which includes every real run), and records what it sees. Behaviour code is not run.
 */
final class ConcreteExplorer {

    private static final String EMPTY = StackReport.EMPTY_STACK;

    /** What the explorer saw. */
    static final class Seen {
        final Set<List<String>> belowPairs = new HashSet<>();
        final Set<String> heads = new HashSet<>();
        final Set<String> pushed = new HashSet<>();
        int maxDepth;
    }

    private static final class Entry {
        final String state;
        final Entry parent;
        final int depth;
        boolean restart;

        Entry(String state, Entry parent) {
            this.state = state;
            this.parent = parent;
            this.depth = parent == null ? 1 : parent.depth + 1;
        }
    }

    private final Graph graph;
    private final AnalysisOptions options;
    private final int maxStacks;
    private final Seen seen = new Seen();
    private Entry head;
    private Entry staging;
    private boolean quitting;

    ConcreteExplorer(Graph graph, AnalysisOptions options, int maxStacks) {
        this.graph = graph;
        this.options = options;
        this.maxStacks = maxStacks;
    }

    Seen explore() {
        Set<List<String>> visited = new HashSet<>();
        ArrayDeque<List<String>> queue = new ArrayDeque<>();
        head = null;
        staging = null;
        quitting = false;
        push(graph.initial());
        offer(commit(), visited, queue);
        while (!queue.isEmpty() && visited.size() < maxStacks) {
            List<String> stack = queue.poll();
            for (List<List<Transition>> tick : tickChoices(stack.get(stack.size() - 1))) {
                offer(runTick(stack, tick), visited, queue);
            }
        }
        return seen;
    }

    private void offer(List<String> stack, Set<List<String>> visited, ArrayDeque<List<String>> queue) {
        if (stack != null && visited.add(stack)) {
            seen.heads.add(stack.get(stack.size() - 1));
            queue.add(stack);
        }
    }

    /** Every tick: a sequence of 0..k input transitions, then possibly one timer group. */
    private List<List<List<Transition>>> tickChoices(String headState) {
        List<Transition> inputs = firstMatching(headState);
        List<List<List<Transition>>> sequences = new ArrayList<>();
        sequences.add(new ArrayList<>());
        List<List<List<Transition>>> frontier = List.of(new ArrayList<>());
        for (int i = 0; i < Math.min(options.inputEventsPerTick(), 3); i++) {
            List<List<List<Transition>>> next = new ArrayList<>();
            for (List<List<Transition>> seq : frontier) {
                for (Transition t : inputs) {
                    List<List<Transition>> longer = new ArrayList<>(seq);
                    longer.add(List.of(t));
                    next.add(longer);
                }
            }
            sequences.addAll(next);
            frontier = next;
        }
        List<List<List<Transition>>> out = new ArrayList<>(sequences);
        for (List<Transition> group : timerGroups(headState)) {
            for (List<List<Transition>> seq : sequences) {
                List<List<Transition>> withTimers = new ArrayList<>(seq);
                withTimers.add(group);
                out.add(withTimers);
            }
        }
        return out;
    }

    private List<Transition> firstMatching(String state) {
        Map<String, Transition> first = new LinkedHashMap<>();
        for (Transition t : graph.transitionsFrom(state)) {
            if (t.trigger().type().isInput()) {
                first.putIfAbsent(t.trigger().type() + ":" + t.trigger().text(), t);
            }
        }
        return new ArrayList<>(first.values());
    }

    private List<List<Transition>> timerGroups(String state) {
        Map<Long, List<Transition>> groups = new LinkedHashMap<>();
        for (Transition t : graph.transitionsFrom(state)) {
            if (t.trigger().type() == TriggerType.TIMER) {
                groups.computeIfAbsent(t.trigger().timerTicks(graph.tickRate()), x -> new ArrayList<>())
                        .add(t);
            }
        }
        return new ArrayList<>(groups.values());
    }

    private List<String> runTick(List<String> stack, List<List<Transition>> firings) {
        head = null;
        quitting = false;
        for (String s : stack) {
            head = new Entry(s, head);
        }
        staging = head;
        for (List<Transition> group : firings) {
            for (Transition t : group) {
                request(t);
            }
        }
        return commit();
    }

    /** docs/semantics.md §3; returns the stack after it, or null when the run ends. */
    private List<String> commit() {
        int steps = 0;
        while (head != staging || flagged() != null) {
            if (++steps > options.stepLimit()) {
                staging = head;
                for (Entry e = head; e != null; e = e.parent) {
                    e.restart = false;
                }
                break;
            }
            if (head == staging) {
                flagged().restart = false;
            } else if (staging == null || isAncestor(staging, head) || !isAncestor(head, staging)) {
                retreat();
            } else {
                advance();
            }
        }
        if (quitting || head == null) {
            return null;
        }
        List<String> out = new ArrayList<>();
        for (Entry e = head; e != null; e = e.parent) {
            out.add(0, e.state);
        }
        return out;
    }

    private Entry flagged() {
        Entry lowest = null;
        for (Entry e = head; e != null; e = e.parent) {
            if (e.restart) {
                lowest = e;
            }
        }
        return lowest;
    }

    /** Whether {@code a} is a proper ancestor of {@code b}; the empty entry is an ancestor of all. */
    private static boolean isAncestor(Entry a, Entry b) {
        if (b == null) {
            return false;
        }
        for (Entry e = b.parent; e != null; e = e.parent) {
            if (e == a) {
                return true;
            }
        }
        return a == null;
    }

    private void retreat() {
        Entry x = head;
        head = x.parent;
        lifecycle(x, TriggerType.EXIT);
        if (head != null) {
            lifecycle(head, TriggerType.RESUME);
        }
    }

    private void advance() {
        Entry y = staging;
        while (y.parent != head) {
            y = y.parent;
        }
        Entry old = head;
        head = y;
        if (old != null) {
            lifecycle(old, TriggerType.PAUSE);
        }
        lifecycle(y, TriggerType.ENTER);
    }

    private void lifecycle(Entry e, TriggerType callback) {
        for (Transition t : graph.transitionsFrom(e.state)) {
            if (t.trigger().type() == callback) {
                request(t);
            }
        }
    }

    private void request(Transition t) {
        for (Action a : t.actions()) {
            if (!quitting) {
                request(a);
            }
        }
    }

    private void request(Action a) {
        switch (a.op()) {
            case PUSH -> push(a.target());
            case POP -> pop();
            case REPLACE -> {
                if (pop()) {
                    push(a.target());
                }
            }
            case POP_TO -> popTo(a.target());
            case CLEAR -> staging = null;
            case RESTART -> {
                if (staging != null) {
                    staging.restart = true;
                }
            }
            case QUIT -> {
                staging = null;
                quitting = true;
            }
        }
    }

    private void push(String state) {
        int depth = staging == null ? 0 : staging.depth;
        if (depth + 1 > options.depthLimit()) {
            return;
        }
        seen.belowPairs.add(List.of(state, staging == null ? EMPTY : staging.state));
        seen.pushed.add(state);
        staging = new Entry(state, staging);
        seen.maxDepth = Math.max(seen.maxDepth, staging.depth);
    }

    private boolean pop() {
        if (staging == null) {
            return false;
        }
        staging = staging.parent;
        return true;
    }

    private void popTo(String state) {
        for (Entry e = staging; e != null; e = e.parent) {
            if (e.state.equals(state)) {
                staging = e;
                return;
            }
        }
    }
}
