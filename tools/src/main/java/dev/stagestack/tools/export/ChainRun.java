package dev.stagestack.tools.export;

import dev.stagestack.model.Action;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardFacts;
import dev.stagestack.tools.paths.VisitCounts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * One tick of a run of a graph without code, from a settled stack: the requests of a transition on
 * staging (docs/semantics.md §2), then the next tick's commit with its lifecycle triggers (§3, §5).
 * Only state ids and the graph's own transitions: what {@link StackExpansion} needs to follow a run
 * from configuration to configuration.
 */
final class ChainRun {
    /** The runtime's step limit of a commit (docs/semantics.md §3). */
    static final int STEP_LIMIT = 4096;

    /** One entry of the chain: its state and the entry below it. */
    static final class Entry {
        final String state;
        final Entry parent;
        final int depth;
        boolean restart;
        /** The once transitions this entry has fired since its push or restart, by number (docs/semantics.md §21.4). */
        final BitSet spent = new BitSet();

        Entry(String state, Entry parent) {
            this.state = state;
            this.parent = parent;
            this.depth = parent == null ? 1 : parent.depth + 1;
        }
    }

    /**
     * A settled run: its stack, bottom first, the variables, each entry's spent once transitions (same
     * order as the stack) and the visit counts as kept ({@link VisitCounts#states()} order).
     */
    record Settled(List<String> stack, List<Long> values, List<BitSet> spent, List<Long> visits) {
        static final Settled ENDED = new Settled(List.of(), List.of(), List.of(), List.of());
    }

    /** Where a tick leaves the run, and whether head's timers start again. */
    record Outcome(Settled settled, boolean headActivated, List<String> fired) {
        List<String> stack() {
            return settled.stack();
        }

        boolean ended() {
            return settled.stack().isEmpty();
        }
    }

    private final RunRules rules;
    private final long[] values;
    private final long[] visits;
    private Entry head;
    private Entry staging;
    private boolean quitting;
    /** The transitions the tick's event or timers fired, lifecycle triggers not counted. */
    private final List<String> fired = new ArrayList<>();

    private final Set<Entry> activated = Collections.newSetFromMap(new IdentityHashMap<>());

    private ChainRun(RunRules rules, Settled from) {
        this.rules = rules;
        this.values = from.values().stream().mapToLong(Long::longValue).toArray();
        this.visits = from.visits().stream().mapToLong(Long::longValue).toArray();
        for (int i = 0; i < from.stack().size(); i++) {
            head = new Entry(from.stack().get(i), head);
            head.spent.or(from.spent().get(i));
        }
        staging = head;
    }

    /** The run's first tick: the initial push and the commit that enters it (docs/semantics.md §7). */
    static Outcome start(RunRules rules) {
        List<Long> noVisits = rules.visits.states().stream().map(s -> 0L).toList();
        ChainRun run = new ChainRun(
                rules,
                new Settled(
                        List.of(), Arrays.stream(rules.initialValues()).boxed().toList(), List.of(), noVisits));
        run.push(rules.graph.initial());
        return run.commit();
    }

    /**
     * From a settled {@code stack}, head's answer to an input event: the first of {@code candidates}
     * whose guard holds fires (docs/semantics.md §4.1, §21); then the next commit.
     */
    static Outcome afterInput(RunRules rules, Settled from, List<Transition> candidates) {
        ChainRun run = new ChainRun(rules, from);
        for (Transition t : candidates) {
            if (run.holds(t, run.head)) {
                run.fired.add(t.id());
                run.fire(t, run.head);
                break;
            }
        }
        return run.commit();
    }

    /** From a settled {@code stack}, head's timers {@code due}: each whose guard holds when its turn comes fires (§4.3); then the next commit. */
    static Outcome afterTimers(RunRules rules, Settled from, List<Transition> due) {
        ChainRun run = new ChainRun(rules, from);
        for (Transition t : due) {
            if (run.holds(t, run.head)) {
                run.fired.add(t.id());
                run.fire(t, run.head);
            }
        }
        return run.commit();
    }

    private void fireIfHolds(Transition transition, Entry entry) {
        if (holds(transition, entry)) {
            fire(transition, entry);
        }
    }

    /** Fires {@code transition} for {@code entry}, which spends it when it is once. */
    private void fire(Transition transition, Entry entry) {
        int once = rules.onceNumber(transition);
        if (once >= 0) {
            entry.spent.set(once);
        }
        for (Action action : transition.actions()) {
            request(action);
        }
    }

    /**
     * Whether {@code t} fires for {@code entry} now: not spent by it when once, and its guard holds over the
     * variables, the staging chain and the visit counts (docs/semantics.md §21).
     */
    private boolean holds(Transition t, Entry entry) {
        int once = rules.onceNumber(t);
        if (once >= 0 && entry.spent.get(once)) {
            return false;
        }
        Expr guard = rules.guard(t);
        return guard == null || guard.evaluate(new StagingFacts()) != 0;
    }

    /** The facts a guard reads: the variables and the staging chain. */
    private final class StagingFacts implements GuardFacts {
        @Override
        public long variable(String id) {
            return values[rules.variables.get(id)];
        }

        @Override
        public int depth() {
            return staging == null ? 0 : staging.depth;
        }

        @Override
        public int count(String stateId) {
            int n = 0;
            for (Entry e = staging; e != null; e = e.parent) {
                n += e.state.equals(stateId) ? 1 : 0;
            }
            return n;
        }

        @Override
        public long visits(String stateId) {
            return visits[rules.visits.states().indexOf(stateId)];
        }
    }

    private void request(Action action) {
        if (action.op().isVariable()) {
            change(action);
            return;
        }
        if (quitting) {
            return; // refused: quitting
        }
        switch (action.op()) {
            case PUSH -> push(action.target());
            case POP -> pop();
            case REPLACE -> {
                if (pop()) {
                    push(action.target());
                }
            }
            case POP_TO -> popTo(action.target());
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
            default -> throw new IllegalStateException("not a stack request: " + action.op());
        }
    }

    /** set, add (saturating at the bounds) and reset take effect at once (docs/semantics.md §21). */
    private void change(Action action) {
        Variable variable = rules.variable(action.target());
        int i = rules.variables.get(action.target());
        values[i] = switch (action.op()) {
            case SET -> Variable.valueOf(action.value());
            case ADD -> variable.clamp(values[i] + Variable.valueOf(action.value()));
            default -> variable.initial();
        };
    }

    private void push(String state) {
        int depth = staging == null ? 0 : staging.depth;
        if (depth < rules.depthLimit) {
            staging = new Entry(state, staging);
        }
    }

    private boolean pop() {
        if (staging == null) {
            return false;
        }
        staging = staging.parent;
        return true;
    }

    private void popTo(String state) {
        Entry e = staging;
        while (e != null && !e.state.equals(state)) {
            e = e.parent;
        }
        if (e != null) {
            staging = e;
        }
    }

    private Outcome commit() {
        int steps = 0;
        while (head != staging || lowestFlagged() != null) {
            if (steps >= STEP_LIMIT && !quitting) {
                stopRunaway();
                break;
            }
            step();
            steps++;
        }
        if (quitting || head == null) {
            return new Outcome(Settled.ENDED, false, List.copyOf(fired));
        }
        List<Entry> entries = entries(head);
        Settled settled = new Settled(
                entries.stream().map(e -> e.state).toList(),
                Arrays.stream(values).boxed().toList(),
                entries.stream().map(e -> (BitSet) e.spent.clone()).toList(),
                Arrays.stream(visits).boxed().toList());
        return new Outcome(settled, activated.contains(head), List.copyOf(fired));
    }

    private void step() {
        if (head == staging) {
            Entry r = lowestFlagged();
            r.restart = false;
            r.spent.clear(); // free and init clear what it spent (docs/semantics.md §21.4)
            activated.add(r);
        } else if (head != null && (staging == null || !below(head, staging))) {
            Entry x = head;
            head = x.parent;
            lifecycle(x, TriggerType.EXIT);
            if (head != null) {
                activated.add(head);
                lifecycle(head, TriggerType.RESUME);
            }
        } else {
            Entry y = staging;
            while (y.parent != head) {
                y = y.parent;
            }
            Entry old = head;
            head = y;
            if (old != null) {
                lifecycle(old, TriggerType.PAUSE);
            }
            activated.add(y);
            visited(y.state);
            lifecycle(y, TriggerType.ENTER);
        }
    }

    /** Counts an entry of {@code state} entered, up to its cap: no guard tells the counts past it apart. */
    private void visited(String state) {
        int i = rules.visits.states().indexOf(state);
        if (i >= 0) {
            visits[i] = rules.visits.kept(state, visits[i] + 1);
        }
    }

    private void stopRunaway() {
        staging = head;
        for (Entry e = head; e != null; e = e.parent) {
            e.restart = false;
        }
    }

    private void lifecycle(Entry entry, TriggerType type) {
        for (Transition t : rules.graph.transitionsApplyingTo(rules.states.get(entry.state))) {
            if (t.trigger().type() == type) {
                fireIfHolds(t, entry);
            }
        }
    }

    private Entry lowestFlagged() {
        Entry lowest = null;
        for (Entry e = head; e != null; e = e.parent) {
            if (e.restart) {
                lowest = e;
            }
        }
        return lowest;
    }

    /** Whether {@code lower} is in the chain strictly below {@code upper}. */
    private static boolean below(Entry lower, Entry upper) {
        for (Entry e = upper.parent; e != null; e = e.parent) {
            if (e == lower) {
                return true;
            }
        }
        return false;
    }

    /** The chain under {@code top}, bottom first. */
    private static List<Entry> entries(Entry top) {
        List<Entry> out = new ArrayList<>();
        for (Entry e = top; e != null; e = e.parent) {
            out.add(e);
        }
        Collections.reverse(out);
        return out;
    }
}
