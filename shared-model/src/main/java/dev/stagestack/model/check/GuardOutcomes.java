package dev.stagestack.model.check;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardSyntaxException;
import java.util.HashMap;
import java.util.Map;

/**
 * Whether a transition may fire, and whether it may be skipped, when it is tried with a given staging
 * top (docs/analysis.md "Guards and variables"). A transition without guard and without
 * {@code once} always fires when tried, exactly as before guards existed. A guard is judged over
 * the reachable valuations of {@link VariableSpace} and over what the configuration says about the
 * staging chain: an empty chain is known exactly (depth 0, no entry of any state); otherwise its top
 * state is on it (depth and that state's count at least 1) and every other fact may be anything. A
 * {@code once} transition may always have been spent already.
 */
final class GuardOutcomes {

    private final Map<Integer, Expr> guards = new HashMap<>();
    private final Map<Integer, Boolean> unreadable = new HashMap<>();
    private final boolean[] once;
    private final VariableSpace variables;
    private final String[] ids;
    private final int bottom;
    /** Per transition and staging top, {may be false, may be true}. */
    private final Map<Long, boolean[]> cache = new HashMap<>();

    GuardOutcomes(Graph graph, String[] stateIds, int bottom) {
        this.ids = stateIds;
        this.bottom = bottom;
        this.once = new boolean[graph.transitions().size()];
        for (int i = 0; i < once.length; i++) {
            Transition t = graph.transitions().get(i);
            once[i] = t.once();
            if (t.isGuarded()) {
                parse(i, t.when());
            }
        }
        this.variables = new VariableSpace(graph, guards);
    }

    private void parse(int index, String text) {
        try {
            guards.put(index, GuardParser.parse(text));
        } catch (GuardSyntaxException e) {
            unreadable.put(index, true); // an invalid graph: the guard is taken both ways
        }
    }

    /** Whether transition {@code index} surely fires whenever it is tried: no guard, not once. */
    boolean alwaysFires(int index) {
        return !once[index] && !guards.containsKey(index) && !unreadable.containsKey(index);
    }

    /** Whether transition {@code index}, tried with staging top {@code stagingTop}, may fire. */
    boolean mayFire(int index, int stagingTop) {
        return alwaysFires(index) || outcomes(index, stagingTop)[1];
    }

    /** Whether transition {@code index}, tried with staging top {@code stagingTop}, may be skipped. */
    boolean maySkip(int index, int stagingTop) {
        return !alwaysFires(index) && (once[index] || outcomes(index, stagingTop)[0]);
    }

    private boolean[] outcomes(int index, int stagingTop) {
        Expr guard = guards.get(index);
        if (guard == null) {
            return new boolean[] {unreadable.containsKey(index), true};
        }
        return cache.computeIfAbsent(
                (long) index * (bottom + 1) + stagingTop, k -> variables.outcomes(guard, stackFacts(stagingTop)));
    }

    private VariableSpace.StackFacts stackFacts(int stagingTop) {
        boolean empty = stagingTop == bottom;
        String top = empty ? null : ids[stagingTop];
        return new VariableSpace.StackFacts() {
            @Override
            public long[] depth() {
                return empty ? GuardRanges.range(0, 0) : GuardRanges.range(1, GuardRanges.UNBOUNDED);
            }

            @Override
            public long[] count(String state) {
                if (empty) {
                    return GuardRanges.range(0, 0);
                }
                return GuardRanges.range(state.equals(top) ? 1 : 0, GuardRanges.UNBOUNDED);
            }
        };
    }

    /** Whether the graph uses guards, once or variables: then the report says how they were judged. */
    boolean inUse() {
        if (variables.any() || !guards.isEmpty() || !unreadable.isEmpty()) {
            return true;
        }
        for (boolean b : once) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    /** The precision over variables, as {@link VariableSpace#describe} says it. */
    String variablesPrecision() {
        return variables.describe();
    }

    /** Whether the graph has variables. */
    boolean hasVariables() {
        return variables.any();
    }
}
