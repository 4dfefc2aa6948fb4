package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Transition;
import java.util.List;
import java.util.Map;

/**
 * A transition with its action targets resolved to state numbers, for the analysis' inner loops.
 *
 * @param index   position in {@code Graph.transitions()}
 * @param id      the transition's id
 * @param ops     the requests, in order
 * @param targets per action, the target state number, {@link #NO_TARGET} for ops without one, or
 *                {@link #UNKNOWN_TARGET} when the target names no state (the action is ignored)
 */
record CompiledTransition(int index, String id, ActionOp[] ops, int[] targets) {

    static final int NO_TARGET = -1;
    static final int UNKNOWN_TARGET = -2;

    static CompiledTransition compile(int index, Transition t, Map<String, Integer> stateNumbers) {
        List<Action> actions = t.actions();
        ActionOp[] ops = new ActionOp[actions.size()];
        int[] targets = new int[actions.size()];
        for (int i = 0; i < ops.length; i++) {
            Action a = actions.get(i);
            ops[i] = a.op();
            targets[i] = a.target() == null || a.op().isVariable()
                    ? NO_TARGET
                    : stateNumbers.getOrDefault(a.target(), UNKNOWN_TARGET);
        }
        return new CompiledTransition(index, t.id(), ops, targets);
    }
}
