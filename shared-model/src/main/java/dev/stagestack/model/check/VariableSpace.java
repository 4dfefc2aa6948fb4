package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values a graph's variables can have, as the analysis knows them (docs/analysis.md "Guards and
 * variables"). The variables whose domains multiply to at most {@link #EXACT_VALUATIONS} (smallest
 * domains first) are <em>tracked exactly</em>: the set of their valuations any run can reach is
 * computed as a fixpoint over every transition's {@code set}/{@code add}/{@code reset} actions, a
 * transition counting wherever its guard may hold over a reachable valuation (stack facts taken
 * both ways). The others are <em>abstracted</em>: each may hold any value within its bounds. When
 * behaviour code may write variables (a state has behaviour), every variable is abstracted.
 * The reachable set ignores which state is on the stack when a variable changes, so it is an
 * over-approximation of the valuations a run meets, never an under-approximation.
 */
final class VariableSpace {

    /** The most valuations tracked exactly: beyond, the largest domains are abstracted. */
    static final int EXACT_VALUATIONS = 4096;

    private final Graph graph;
    private final Map<String, Variable> byId = new HashMap<>();
    /** The variables tracked exactly, in the order of their place in a valuation. */
    private final List<Variable> exact = new ArrayList<>();

    private final Map<String, Integer> place = new HashMap<>();
    private final List<Variable> abstracted = new ArrayList<>();
    private final boolean codeMayWrite;
    private final List<long[]> reachable = new ArrayList<>();

    VariableSpace(Graph graph, Map<Integer, Expr> guards) {
        this.graph = graph;
        graph.variables().forEach(v -> byId.putIfAbsent(v.id(), v));
        this.codeMayWrite = !byId.isEmpty() && graph.states().stream().anyMatch(s -> s.behavior() != null);
        split();
        explore(guards);
    }

    private void split() {
        List<Variable> smallestFirst = new ArrayList<>(byId.values());
        smallestFirst.sort(Comparator.comparingLong(Variable::domainSize).thenComparing(Variable::id));
        long product = 1;
        for (Variable v : smallestFirst) {
            if (!codeMayWrite && v.domainSize() > 0 && product * v.domainSize() <= EXACT_VALUATIONS) {
                product *= v.domainSize();
                place.put(v.id(), exact.size());
                exact.add(v);
            } else {
                abstracted.add(v);
            }
        }
        abstracted.sort(Comparator.comparing(v -> graph.variables().indexOf(v)));
    }

    /** The fixpoint: from the initial valuation, every transition that may fire applies its variable actions. */
    private void explore(Map<Integer, Expr> guards) {
        Set<List<Long>> seen = new LinkedHashSet<>();
        ArrayDeque<long[]> todo = new ArrayDeque<>();
        long[] initial = new long[exact.size()];
        for (int i = 0; i < initial.length; i++) {
            initial[i] = exact.get(i).initial();
        }
        add(initial, seen, todo);
        List<Integer> writers = new ArrayList<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            if (writesTracked(graph.transitions().get(i))) {
                writers.add(i);
            }
        }
        while (!todo.isEmpty()) {
            long[] v = todo.poll();
            for (int i : writers) {
                if (mayHold(guards.get(i), v, null)) {
                    add(apply(graph.transitions().get(i), v), seen, todo);
                }
            }
        }
    }

    private void add(long[] valuation, Set<List<Long>> seen, ArrayDeque<long[]> todo) {
        if (seen.add(Arrays.stream(valuation).boxed().toList())) {
            reachable.add(valuation);
            todo.add(valuation);
        }
    }

    private boolean writesTracked(Transition t) {
        return t.actions().stream().anyMatch(a -> a.op().isVariable() && place.containsKey(a.target()));
    }

    private long[] apply(Transition t, long[] v) {
        long[] out = v.clone();
        for (Action a : t.actions()) {
            Integer at = a.op().isVariable() ? place.get(a.target()) : null;
            if (at == null) {
                continue;
            }
            Variable var = exact.get(at);
            if (a.op() != ActionOp.RESET && a.value() == null) {
                continue; // an invalid graph: the runtime refuses it, the analysis ignores the action
            }
            out[at] = switch (a.op()) {
                case SET -> var.clamp(Variable.valueOf(a.value()));
                case ADD -> var.clamp(out[at] + Variable.valueOf(a.value()));
                default -> var.initial();
            };
        }
        return out;
    }

    /** Whether a guard may hold over valuation {@code v}, with these stack facts (null: unknown). */
    private boolean mayHold(Expr guard, long[] v, StackFacts stack) {
        return guard == null || GuardRanges.evaluate(guard, facts(v, stack))[1] != 0;
    }

    /**
     * Whether {@code guard} may be true ({@code [1]}) and may be false ({@code [0]}) over some
     * reachable valuation, with these stack facts.
     */
    boolean[] outcomes(Expr guard, StackFacts stack) {
        boolean[] out = new boolean[2];
        for (long[] v : reachable) {
            long[] r = GuardRanges.evaluate(guard, facts(v, stack));
            out[1] |= r[1] != 0;
            out[0] |= r[0] == 0;
            if (out[0] && out[1]) {
                break;
            }
        }
        return out;
    }

    private GuardRanges.Facts facts(long[] valuation, StackFacts stack) {
        StackFacts known = stack == null ? StackFacts.UNKNOWN : stack;
        return new GuardRanges.Facts() {
            @Override
            public long[] variable(String id) {
                Integer at = place.get(id);
                if (at != null) {
                    return GuardRanges.range(valuation[at], valuation[at]);
                }
                Variable v = byId.get(id);
                return v == null
                        ? GuardRanges.range(-GuardRanges.UNBOUNDED, GuardRanges.UNBOUNDED)
                        : GuardRanges.range(v.min(), v.max());
            }

            @Override
            public long[] depth() {
                return known.depth();
            }

            @Override
            public long[] count(String state) {
                return known.count(state);
            }

            @Override
            public long[] visits(String state) {
                return GuardRanges.range(0, GuardRanges.UNBOUNDED);
            }
        };
    }

    /** How many valuations of the exactly tracked variables a run can reach. */
    int reachableCount() {
        return reachable.size();
    }

    /**
     * The analysis' precision over the variables, for the report: {@code exact} when every variable
     * is tracked exactly, else which are abstracted and why.
     */
    String describe() {
        if (abstracted.isEmpty()) {
            return "exact (" + reachable.size() + " reachable valuation(s) of " + exact.size() + " variable(s))";
        }
        StringBuilder out = new StringBuilder("variables abstracted: ");
        for (int i = 0; i < abstracted.size(); i++) {
            Variable v = abstracted.get(i);
            out.append(i == 0 ? "" : ", ").append(v.id()).append(" (").append(v.format(v.min()));
            out.append("..").append(v.format(v.max())).append(')');
        }
        out.append(
                codeMayWrite
                        ? " (behaviour code may set any variable)"
                        : " (more than " + EXACT_VALUATIONS + " valuations)");
        if (!exact.isEmpty()) {
            out.append("; tracked exactly: ")
                    .append(exact.stream().map(Variable::id).toList());
        }
        return out.toString();
    }

    /** Whether the graph has any variable. */
    boolean any() {
        return !byId.isEmpty();
    }

    /** Stack facts a guard may read at one moment, as ranges. */
    interface StackFacts {
        /** Nothing known: any depth, any count. */
        StackFacts UNKNOWN = new StackFacts() {
            @Override
            public long[] depth() {
                return GuardRanges.range(0, GuardRanges.UNBOUNDED);
            }

            @Override
            public long[] count(String state) {
                return GuardRanges.range(0, GuardRanges.UNBOUNDED);
            }
        };

        long[] depth();

        long[] count(String state);
    }
}
