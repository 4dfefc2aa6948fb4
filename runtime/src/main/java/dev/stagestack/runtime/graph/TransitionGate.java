package dev.stagestack.runtime.graph;

import dev.stagestack.model.guard.Expr;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.TransitionCheck.Outcome;

/**
 * What stands between a matched trigger and its transition firing (docs/semantics.md §21): its guard,
 * evaluated then over the variables and the staging chain, and its {@code once}, spent per entry. A
 * transition with neither has no gate and fires as before, telling nobody anything new.
 */
final class TransitionGate {

    private final String transitionId;
    private final String guardText;
    private final Expr guard;
    /** This transition's number among the graph's {@code once} transitions, or -1. */
    private final int onceIndex;

    /**
     * @param guard     the parsed guard, or null
     * @param onceIndex the number among the graph's {@code once} transitions, or -1 when not once
     */
    TransitionGate(String transitionId, String guardText, Expr guard, int onceIndex) {
        this.transitionId = transitionId;
        this.guardText = guardText;
        this.guard = guard;
        this.onceIndex = onceIndex;
    }

    /** Fires {@code firing} when {@code gate} lets it; a null gate always does. */
    static boolean fire(TransitionGate gate, Firing firing, Context context) {
        if (gate != null && !gate.opens(context)) {
            return false;
        }
        firing.fire(context);
        return true;
    }

    /** Whether the transition fires now; tells listeners either way and spends a once transition that does. */
    private boolean opens(Context context) {
        if (onceIndex >= 0 && context.entry().spent(onceIndex)) {
            context.transitionChecked(transitionId, guardText, guard, Outcome.SKIPPED_ONCE);
            return false;
        }
        if (guard != null && guard.evaluate(context.facts()) == 0) {
            context.transitionChecked(transitionId, guardText, guard, Outcome.SKIPPED_GUARD);
            return false;
        }
        context.transitionChecked(transitionId, guardText, guard, Outcome.FIRED);
        if (onceIndex >= 0) {
            context.entry().spend(onceIndex);
        }
        return true;
    }
}
