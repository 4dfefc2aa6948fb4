package dev.stagestack.model.guard;

/**
 * What a guard may read at the moment its transition would fire (docs/semantics.md §21): the
 * graph's variables and facts about the staging chain.
 */
public interface GuardFacts {

    /** The variable's value; 0 or 1 for a boolean. */
    long variable(String id);

    /** How many entries the staging chain holds. */
    int depth();

    /** How many entries of {@code stateId} the staging chain holds. */
    int count(String stateId);

    /** How many entries of {@code stateId} have been entered since the run started. */
    long visits(String stateId);
}
