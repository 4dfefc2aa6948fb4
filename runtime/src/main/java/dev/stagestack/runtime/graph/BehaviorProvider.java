package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;

/**
 * Makes the behaviour a graph names by id (docs/format.md "State"). Register an
 * implementation in {@code META-INF/services/dev.stagestack.runtime.graph.BehaviorProvider}.
 */
public interface BehaviorProvider {

    /** The id graphs use, e.g. {@code bounce.level}; never a class name. */
    String id();

    /**
     * A new behaviour for one entry: called once for every entry of the state, when it is pushed,
     * so the behaviour's fields are that screen's own for its whole life (a restart keeps the
     * object and calls {@code free} then {@code init}). Never null: if it returns null or throws, the
     * entry is pushed all the same and runs without code, and the fault is reported as error
     * {@code callback} of its {@code create} (docs/semantics.md §8).
     *
     * @return a new behaviour, not shared with any other entry
     */
    Behavior create();
}
