package dev.stagestack.model.check;

import static dev.stagestack.model.check.CompiledTransition.UNKNOWN_TARGET;

import dev.stagestack.model.internal.IntList;
import java.util.BitSet;

/**
 * The abstract effect of requests (docs/semantics.md §2) on a {@link Config}: every configuration a
 * transition's actions can lead to, given the below relation read through the {@link Context}.
 * Refused requests leave the configuration unchanged; {@code quit} ends the run, so nothing follows it.
 */
final class RequestEffects {

    /** What the effects read and report. */
    interface Context {
        /** The states that may lie below {@code state}; the caller records the read as a dependency. */
        BitSet below(int state);

        /** The states that may lie on {@code state}; the caller records the read as a dependency. */
        BitSet above(int state);

        /**
         * The states below ({@code above == false}) or on {@code state}, without recording a read: for
         * tests that, once true, stay true as the relation grows; a false one calls {@link #dependOn}.
         */
        BitSet peek(int state, boolean above);

        /** Records a read of the set {@link #peek} returns. */
        void dependOn(int state, boolean above);

        /** Whether {@code (upper, lower)} is a below pair; a "no" is recorded as a read of that pair. */
        boolean isBelow(int upper, int lower);

        void pushed(int upper, int lower);

        void popped(int state);

        /** A clear, quit or popTo may have removed any entry of a staging chain whose top is {@code top}. */
        void cleared(int top);

        void popOnEmpty(CompiledTransition t);

        /** Whether a push may be refused by the depth limit. */
        boolean pushMayBeRefused();

        /** Counts {@code units} of work towards the analysis budget (see {@link AnalysisBudgetExceeded}). */
        void spend(int units);
    }

    /** The configurations after a list of transitions, and whether one of them may quit. */
    static final class Outcome {
        LongSet configs;
        boolean mayQuit;
    }

    /** How many states {@link #chainMayLack} visits before it gives up. */
    private static final int LACK_SEARCH_LIMIT = 64;
    /** How many pops of a popTo are followed exactly. */
    private static final int EXACT_POPS = 3;
    /** How many configurations a popTo's exact pops may fan out to. */
    private static final int EXACT_FRONTIER = 4;

    private final Context context;
    private final int bottom;
    private final GuardOutcomes guards;

    RequestEffects(Context context, int bottom, GuardOutcomes guards) {
        this.context = context;
        this.bottom = bottom;
        this.guards = guards;
    }

    /** Applies the transitions' actions, in order, to {@code config}. */
    Outcome apply(CompiledTransition[] transitions, long config) {
        LongSet current = new LongSet();
        current.add(config);
        Outcome outcome = new Outcome();
        for (CompiledTransition t : transitions) {
            if (guards.alwaysFires(t.index())) {
                current = fire(t, current, outcome);
            } else {
                current = fireOrSkip(t, config, current, outcome);
            }
        }
        outcome.configs = current;
        return outcome;
    }

    private LongSet fire(CompiledTransition t, LongSet current, Outcome outcome) {
        for (int a = 0; a < t.ops().length; a++) {
            LongSet next = new LongSet();
            for (int i = 0; i < current.size(); i++) {
                request(t, a, current.get(i), next, outcome);
            }
            current = next;
        }
        return current;
    }

    /**
     * A transition with a guard or {@code once}: from each configuration it may fire, be skipped, or
     * either. Its guard is judged with the staging top of the moment it is tried and with that of the
     * moment its list started (a runtime may evaluate the guards of a timer group or callback before
     * firing any of them), so both readings are covered.
     */
    private LongSet fireOrSkip(CompiledTransition t, long start, LongSet current, Outcome outcome) {
        LongSet out = new LongSet();
        LongSet firing = new LongSet();
        int startTop = Config.staging(start);
        for (int i = 0; i < current.size(); i++) {
            long c = current.get(i);
            int top = Config.staging(c);
            if (guards.maySkip(t.index(), top) || guards.maySkip(t.index(), startTop)) {
                out.add(c);
            }
            if (guards.mayFire(t.index(), top) || guards.mayFire(t.index(), startTop)) {
                firing.add(c);
            }
        }
        LongSet fired = fire(t, firing, outcome);
        for (int i = 0; i < fired.size(); i++) {
            out.add(fired.get(i));
        }
        return out;
    }

    private void request(CompiledTransition t, int a, long c, LongSet out, Outcome outcome) {
        int target = t.targets()[a];
        if (target == UNKNOWN_TARGET) {
            out.add(c);
            return;
        }
        switch (t.ops()[a]) {
            case PUSH:
                push(target, c, out);
                break;
            case POP:
                popOrRefuse(t, c, out);
                break;
            case REPLACE:
                replace(t, target, c, out);
                break;
            case POP_TO:
                popTo(target, c, out);
                break;
            case CLEAR:
                clear(c, out);
                break;
            case RESTART:
                refuseOnEmpty(t, c);
                out.add(c);
                break;
            case SET:
            case ADD:
            case RESET:
                out.add(c); // a variable changes; the stack does not (the valuations are GuardOutcomes')
                break;
            default:
                quit(c, outcome);
                break;
        }
    }

    private void push(int target, long c, LongSet out) {
        int s = Config.staging(c);
        context.pushed(target, s);
        out.add(Config.of(Config.head(c), target, Config.d(c), Config.up(Config.e(c))));
        if (context.pushMayBeRefused()) {
            out.add(c);
        }
    }

    private void popOrRefuse(CompiledTransition t, long c, LongSet out) {
        if (refuseOnEmpty(t, c)) {
            out.add(c);
        } else {
            popOnce(c, out);
        }
    }

    private boolean refuseOnEmpty(CompiledTransition t, long c) {
        if (Config.staging(c) == bottom) {
            context.popOnEmpty(t);
            return true;
        }
        return false;
    }

    /** One successful pop of a non-empty staging chain. */
    private void popOnce(long c, LongSet out) {
        int h = Config.head(c);
        int s = Config.staging(c);
        int d = Config.d(c);
        int e = Config.e(c);
        context.popped(s);
        BitSet below = context.below(s);
        for (int u = below.nextSetBit(0); u >= 0; u = below.nextSetBit(u + 1)) {
            if (e == 0) {
                addIfPossible(h, u, Config.up(d), 0, out);
            } else {
                for (int e2 : Config.down(e)) {
                    addIfPossible(h, u, d, e2, out);
                }
            }
        }
    }

    private void addIfPossible(int h, int s, int d, int e, LongSet out) {
        context.spend(1);
        if (plausible(h, s, d, e)) {
            out.add(Config.of(h, s, d, e));
        }
    }

    /**
     * {@link Config#possible} plus what the below pairs say when head and staging are close: the
     * entries between them must be able to lie on each other.
     */
    boolean plausible(int h, int s, int d, int e) {
        if (!Config.possible(h, s, d, e, bottom)) {
            return false;
        }
        if (d == 1 && e == 0) {
            return context.isBelow(h, s);
        }
        if (d == 0 && e == 1) {
            return context.isBelow(s, h);
        }
        if (d == 1 && e == 1) {
            return meet(h, false, s, false);
        }
        if (d == 2 && e == 0) {
            return meet(h, false, s, true);
        }
        if (d == 0 && e == 2) {
            return meet(h, true, s, false);
        }
        return true;
    }

    /** Whether the below (or above) sets of {@code a} and {@code b} share a state; monotone. */
    private boolean meet(int a, boolean aboveA, int b, boolean aboveB) {
        if (context.peek(a, aboveA).intersects(context.peek(b, aboveB))) {
            return true;
        }
        context.dependOn(a, aboveA);
        context.dependOn(b, aboveB);
        return false;
    }

    private void replace(CompiledTransition t, int target, long c, LongSet out) {
        if (refuseOnEmpty(t, c)) {
            out.add(c);
            return;
        }
        LongSet popped = new LongSet();
        popOnce(c, popped);
        for (int i = 0; i < popped.size(); i++) {
            push(target, popped.get(i), out);
        }
    }

    /**
     * Pops until the top is {@code target}; refused (unchanged) when the chain may hold no entry of
     * it. The first {@value #EXACT_POPS} pops are followed one by one (heights stay exact) while they
     * fan out to at most {@value #EXACT_FRONTIER} configurations; deeper stops are approximated by
     * {@link #popToDeeper}.
     */
    private void popTo(int target, long c, LongSet out) {
        int s = Config.staging(c);
        if (s == target || s == bottom || neverPushed(target)) {
            out.add(c);
            return;
        }
        if (chainMayLack(s, target)) {
            out.add(c);
        }
        context.cleared(s);
        LongSet frontier = new LongSet();
        frontier.add(c);
        for (int pops = 0; pops < EXACT_POPS && frontier.size() > 0 && frontier.size() <= EXACT_FRONTIER; pops++) {
            frontier = popOnceTowards(target, frontier, out);
        }
        for (int i = 0; i < frontier.size(); i++) {
            popToDeeper(target, frontier.get(i), out);
        }
    }

    /** One pop of each configuration: those now on {@code target} stop in {@code out}, the others are returned. */
    private LongSet popOnceTowards(int target, LongSet from, LongSet out) {
        LongSet popped = new LongSet();
        for (int i = 0; i < from.size(); i++) {
            popOnce(from.get(i), popped);
        }
        LongSet further = new LongSet();
        for (int i = 0; i < popped.size(); i++) {
            long p = popped.get(i);
            int top = Config.staging(p);
            if (top == target) {
                out.add(p);
            } else if (top != bottom) {
                further.add(p);
            }
        }
        return further;
    }

    /**
     * popTo stopping somewhere strictly below the staging top of {@code c}, the number of pops unknown:
     * inside the staging part above the common entry, exactly on it, or below it (head height "some").
     */
    private void popToDeeper(int target, long c, LongSet out) {
        int h = Config.head(c);
        int d = Config.d(c);
        int e = Config.e(c);
        addIfPossible(h, target, Config.SOME, 0, out);
        if (e > 0) {
            addIfPossible(h, target, d, 0, out);
            for (int e2 = 1; e2 < e; e2++) {
                addIfPossible(h, target, d, e2, out);
            }
            if (e == Config.SOME) {
                addIfPossible(h, target, d, Config.SOME, out);
            }
        }
    }

    private boolean neverPushed(int state) {
        if (context.peek(state, false).isEmpty()) {
            context.dependOn(state, false);
            return true;
        }
        return false;
    }

    /**
     * Whether a staging chain with top {@code top} may hold no entry of {@code target} (popTo is then
     * refused): some below path from {@code top} reaches the empty stack without meeting
     * {@code target}. Every real chain is such a path, so "no" is sound; the search gives up (says
     * "maybe") after {@value #LACK_SEARCH_LIMIT} states. A "maybe" stays true as the relation grows,
     * so only a "no" records the sets it read.
     */
    private boolean chainMayLack(int top, int target) {
        BitSet seen = new BitSet();
        IntList todo = new IntList();
        seen.set(top);
        todo.add(top);
        for (int visited = 0; todo.size() > 0; visited++) {
            int x = todo.get(todo.size() - 1);
            todo.removeLast();
            context.spend(1);
            BitSet lower = context.peek(x, false);
            if (lower.get(bottom) || visited > LACK_SEARCH_LIMIT) {
                return true;
            }
            for (int u = lower.nextSetBit(0); u >= 0; u = lower.nextSetBit(u + 1)) {
                if (u != target && !seen.get(u)) {
                    seen.set(u);
                    todo.add(u);
                }
            }
        }
        for (int x = seen.nextSetBit(0); x >= 0; x = seen.nextSetBit(x + 1)) {
            context.dependOn(x, false);
        }
        return false;
    }

    private void clear(long c, LongSet out) {
        int h = Config.head(c);
        int s = Config.staging(c);
        if (s == bottom) {
            out.add(c);
            return;
        }
        context.cleared(s);
        out.add(Config.of(h, bottom, h == bottom ? 0 : Config.SOME, 0));
    }

    private void quit(long c, Outcome outcome) {
        int s = Config.staging(c);
        if (s != bottom) {
            context.cleared(s);
        }
        outcome.mayQuit = true;
    }
}
