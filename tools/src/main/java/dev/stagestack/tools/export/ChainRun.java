package dev.stagestack.tools.export;

import dev.stagestack.model.Action;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardFacts;
import java.util.ArrayList;
import java.util.Arrays;
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

        Entry(String state, Entry parent) {
            this.state = state;
            this.parent = parent;
            this.depth = parent == null ? 1 : parent.depth + 1;
        }
    }

    /** Where a tick leaves the run: a settled stack, bottom first, the variables, and whether head's timers start again. */
    record Outcome(List<String> stack, List<Long> values, boolean headActivated, List<String> fired) {
        boolean ended() {
            return stack.isEmpty();
        }
    }

    private final RunRules rules;
    private final long[] values;
    private Entry head;
    private Entry staging;
    private boolean quitting;
    /** The transitions the tick's event or timers fired, lifecycle triggers not counted. */
    private final List<String> fired = new ArrayList<>();

    private final Set<Entry> activated = Collections.newSetFromMap(new IdentityHashMap<>());

    private ChainRun(RunRules rules, List<String> stack, long[] values) {
        this.rules = rules;
        this.values = values.clone();
        for (String state : stack) {
            head = new Entry(state, head);
        }
        staging = head;
    }

    /** The run's first tick: the initial push and the commit that enters it (docs/semantics.md §7). */
    static Outcome start(RunRules rules) {
        ChainRun run = new ChainRun(rules, List.of(), rules.initialValues());
        run.push(rules.graph.initial());
        return run.commit();
    }

    /**
     * From a settled {@code stack}, head's answer to an input event: the first of {@code candidates}
     * whose guard holds fires (docs/semantics.md §4.1, §21); then the next commit.
     */
    static Outcome afterInput(RunRules rules, List<String> stack, long[] values, List<Transition> candidates) {
        ChainRun run = new ChainRun(rules, stack, values);
        for (Transition t : candidates) {
            if (run.holds(t)) {
                run.fired.add(t.id());
                run.fire(t);
                break;
            }
        }
        return run.commit();
    }

    /** From a settled {@code stack}, head's timers {@code due}: each whose guard holds when its turn comes fires (§4.3); then the next commit. */
    static Outcome afterTimers(RunRules rules, List<String> stack, long[] values, List<Transition> due) {
        ChainRun run = new ChainRun(rules, stack, values);
        for (Transition t : due) {
            if (run.holds(t)) {
                run.fired.add(t.id());
                run.fire(t);
            }
        }
        return run.commit();
    }

    private void fireIfHolds(Transition transition) {
        if (holds(transition)) {
            fire(transition);
        }
    }

    private void fire(Transition transition) {
        for (Action action : transition.actions()) {
            request(action);
        }
    }

    /** Whether {@code t}'s guard holds now, over the variables and the staging chain (docs/semantics.md §21). */
    private boolean holds(Transition t) {
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
            throw new IllegalStateException("visits(" + stateId + ") is refused before the expansion");
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
        List<Long> valueList = Arrays.stream(values).boxed().toList();
        if (quitting || head == null) {
            return new Outcome(List.of(), valueList, false, List.copyOf(fired));
        }
        return new Outcome(chain(head), valueList, activated.contains(head), List.copyOf(fired));
    }

    private void step() {
        if (head == staging) {
            Entry r = lowestFlagged();
            r.restart = false;
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
            lifecycle(y, TriggerType.ENTER);
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
                fireIfHolds(t);
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

    private static List<String> chain(Entry top) {
        List<String> out = new ArrayList<>();
        for (Entry e = top; e != null; e = e.parent) {
            out.add(e.state);
        }
        Collections.reverse(out);
        return List.copyOf(out);
    }
}
