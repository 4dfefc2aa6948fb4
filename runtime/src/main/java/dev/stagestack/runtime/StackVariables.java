package dev.stagestack.runtime;

import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The conditions part of a {@link StateStack} (docs/semantics.md §21): the run's graph {@link Variables}, the
 * count of {@code visits(S)} — how many times an entry of each state was entered, counted once the run has
 * variables — and the {@link StagingFacts} guards read, with the telling of a guarded transition's check.
 * A reload (§19) carries the variables over to the new graph's; visits go on.
 */
final class StackVariables {

    private final StateStack stack;
    private final StackEvents events;
    /** The run's graph variables; none until {@link #use}. */
    private Variables variables;
    /** What guards read; made once. */
    private final StagingFacts facts;
    /** How many times an entry of each state id was entered, or null while no one counts. */
    private Map<String, Long> visits;

    StackVariables(StateStack stack, StackEvents events) {
        this.stack = stack;
        this.events = events;
        this.variables = new Variables(stack, List.of());
        this.facts = new StagingFacts(stack);
    }

    /** See {@link StateStack#useVariables}. */
    void use(List<Variable> definitions) {
        stack.checkOwnerThread("useVariables");
        variables = new Variables(stack, definitions);
        visits = new HashMap<>();
    }

    /** See {@link StateStack#reloadVariables}. */
    List<String> reload(List<Variable> next) {
        stack.requireOwnerThread("reloadVariables");
        Variables old = variables;
        variables = new Variables(stack, next);
        if (visits == null) {
            visits = new HashMap<>();
        }
        return variables.carryOver(old);
    }

    Variables variables() {
        return variables;
    }

    StagingFacts facts() {
        return facts;
    }

    long visits(String stateId) {
        return visits == null ? 0 : visits.getOrDefault(stateId, 0L);
    }

    /** The count of {@code visits(S)}: an entry was entered. */
    void noteVisit(StateType type) {
        if (visits != null) {
            visits.merge(type.id(), 1L, Long::sum);
        }
    }

    /** See {@link StateStack#transitionChecked}. */
    void transitionChecked(Entry entry, String transitionId, String guard, Expr expr, TransitionCheck.Outcome outcome) {
        stack.requireOwnerThread("transitionChecked");
        if (events.heard()) {
            events.transitionChecked(entry, new TransitionCheck(transitionId, guard, expr, outcome, facts));
        }
    }
}
