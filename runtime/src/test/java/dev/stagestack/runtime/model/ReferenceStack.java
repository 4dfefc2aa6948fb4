package dev.stagestack.runtime.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * An obviously correct model of docs/semantics.md §2–§4.2 and §7, written from those rules alone:
 * chains are immutable lists (bottom first), entries are (state, serial) values, and every
 * rule is a few lines of list arithmetic. It writes the trace the stack must write
 * (with active/inactive lines). Not fast, not pooled, not shared with production code.
 */
final class ReferenceStack {

    /** An entry: state and serial. */
    record E(String state, int serial) {
        @Override
        public String toString() {
            return state + "#" + serial;
        }
    }

    private final Plan plan;
    private final int maxDepth;
    private final int maxSteps;
    private final StringBuilder trace = new StringBuilder();
    private List<E> head = List.of();
    private List<E> staging = List.of();
    private Set<E> flagged = Set.of();
    private boolean quitting;
    private int nextSerial = 1;
    private long tick;
    private List<String> entered = List.of();

    ReferenceStack(Plan plan, int maxDepth, int maxSteps) {
        this.plan = plan;
        this.maxDepth = maxDepth;
        this.maxSteps = maxSteps;
    }

    String trace() {
        return trace.toString();
    }

    void setTick(long newTick) {
        tick = newTick;
    }

    private void line(String text) {
        trace.append(tick).append(' ').append(text).append('\n');
    }

    private static <T> List<T> plus(List<T> list, T item) {
        return Stream.concat(list.stream(), Stream.of(item)).toList();
    }

    private static <T> List<T> withoutLast(List<T> list) {
        return list.subList(0, list.size() - 1).stream().toList();
    }

    private static <T> T last(List<T> list) {
        return list.get(list.size() - 1);
    }

    // ---- §2 requests ----

    void request(Req r) {
        if (quitting) {
            line("error quitting " + r + ": the run is quitting");
            return;
        }
        switch (r.op()) {
            case PUSH -> push(r);
            case POP -> {
                if (notEmpty(r)) {
                    popOne();
                }
            }
            case REPLACE -> {
                if (notEmpty(r)) {
                    popOne();
                    pushEntry(r.target());
                }
            }
            case POP_TO -> popTo(r);
            case CLEAR -> clear();
            case RESTART -> {
                if (notEmpty(r)) {
                    line("restart " + last(staging));
                    flagged = Stream.concat(flagged.stream(), Stream.of(last(staging)))
                            .collect(Collectors.toSet());
                }
            }
            case QUIT -> {
                line("quit");
                clear();
                quitting = true;
            }
            default -> throw new AssertionError(r);
        }
    }

    private void push(Req r) {
        if (staging.size() >= maxDepth) {
            line("error depth-limit " + r + ": the staging chain is at the depth limit (" + maxDepth + ")");
        } else {
            pushEntry(r.target());
        }
    }

    private void pushEntry(String state) {
        E e = new E(state, nextSerial++);
        staging = plus(staging, e);
        line("push " + e);
    }

    private boolean notEmpty(Req r) {
        if (staging.isEmpty()) {
            line("error pop-empty " + r + ": the staging stack is empty");
        }
        return !staging.isEmpty();
    }

    private void popOne() {
        E e = last(staging);
        staging = withoutLast(staging);
        line("pop " + e);
        if (!head.contains(e)) {
            line("discard " + e);
        }
    }

    private void popTo(Req r) {
        if (staging.stream().noneMatch(e -> e.state().equals(r.target()))) {
            line("error pop-to-missing " + r + ": no entry of \"" + r.target() + "\" in the staging chain");
            return;
        }
        while (!last(staging).state().equals(r.target())) {
            popOne();
        }
    }

    private void clear() {
        while (!staging.isEmpty()) {
            popOne();
        }
    }

    // ---- §3 commit ----

    private boolean settled() {
        return head.equals(staging) && head.stream().noneMatch(flagged::contains);
    }

    void commit() {
        entered = List.of();
        int steps = 0;
        while (!settled()) {
            if (steps >= maxSteps && !quitting) {
                runaway(steps);
                return;
            }
            commitStep();
            steps++;
        }
    }

    private void commitStep() {
        if (!head.equals(staging)) {
            boolean headIsAncestor = head.size() < staging.size()
                    && staging.subList(0, head.size()).equals(head);
            if (headIsAncestor) {
                advance(staging.get(head.size()));
            } else {
                retreat();
            }
            return;
        }
        E r = head.stream().filter(flagged::contains).findFirst().orElseThrow();
        flagged = flagged.stream().filter(f -> !f.equals(r)).collect(Collectors.toSet());
        callback("free", r);
        callback("init", r);
    }

    private void retreat() {
        E x = last(head);
        head = withoutLast(head);
        callback("exit", x);
        callback("free", x);
        callback("unload", x);
        if (!head.isEmpty()) {
            callback("resume", last(head));
        }
    }

    private void advance(E y) {
        E old = head.isEmpty() ? null : last(head);
        head = plus(head, y);
        if (!entered.contains(y.state())) {
            entered = plus(entered, y.state());
        }
        if (old != null) {
            callback("pause", old);
        }
        callback("load", y);
        callback("init", y);
        callback("enter", y);
    }

    private void runaway(int steps) {
        line("error runaway commit stopped after " + steps + " steps; states entered: "
                + (entered.isEmpty() ? "none" : String.join(", ", entered)));
        List<E> old = new ArrayList<>(staging);
        for (int i = old.size() - 1; i >= 0; i--) {
            if (!head.contains(old.get(i))) {
                line("discard " + old.get(i));
            }
        }
        staging = head;
        flagged = new HashSet<>();
    }

    private void callback(String name, E e) {
        line(name + " " + e);
        for (Req r : plan.next(e.state(), name)) {
            request(r);
        }
    }

    // ---- §4.2 step and §7 end ----

    void step() {
        List<E> walk = head;
        for (int i = 0; i < walk.size(); i++) {
            callback(i == walk.size() - 1 ? "active" : "inactive", walk.get(i));
        }
    }

    void finish() {
        if (!quitting) {
            request(new Req(dev.stagestack.model.ActionOp.QUIT, null));
        }
        commit();
        line("end");
    }
}
