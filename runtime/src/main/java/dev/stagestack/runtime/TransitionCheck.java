package dev.stagestack.runtime;

import dev.stagestack.model.guard.Expr;
import java.util.List;

/**
 * A transition with a guard or {@code once} whose trigger matched, as tried at the moment it would fire
 * (docs/semantics.md §21): whether it fired or why it was skipped. Told to listeners before it fires;
 * its {@link #facts()} read the run as it is then, so read them during the call.
 *
 * @param transitionId the transition's id
 * @param guard        its guard's text, or null when it has none
 * @param expr         its guard, parsed, or null
 * @param outcome      fired, or skipped and why
 * @param live         what the guard reads, live during the listener's call
 */
public record TransitionCheck(String transitionId, String guard, Expr expr, Outcome outcome, StagingFacts live) {

    /** What became of the transition. */
    public enum Outcome {
        /** Its guard held (or it has none) and it was not spent: it fired. */
        FIRED,
        /** Its guard did not hold. */
        SKIPPED_GUARD,
        /** It is {@code once} and has fired already for this entry. */
        SKIPPED_ONCE
    }

    /** Whether it was skipped. */
    public boolean skipped() {
        return outcome != Outcome.FIRED;
    }

    /**
     * What the guard read, one fact each in the order of its text, e.g. {@code hasSave = false},
     * {@code onStack(fade) = true}, {@code depth = 2}; empty without a guard.
     */
    public List<String> facts() {
        return expr == null ? List.of() : live.factsOf(expr);
    }

    /** The trace's skip line after the entry, e.g. {@code go when !onStack(fade)} or {@code go once}. */
    public String skipText() {
        return transitionId + (outcome == Outcome.SKIPPED_ONCE ? " once" : " when " + guard);
    }
}
