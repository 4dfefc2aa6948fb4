package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;

/**
 * Makes the behaviour a graph names by id (docs/format.md "State"). Register an
 * implementation in {@code META-INF/services/dev.stagestack.runtime.graph.BehaviorProvider}.
 */
public interface BehaviorProvider {

    /** The id graphs use, e.g. {@code bounce.level}; never a class name. */
    String id();

    /** A new behaviour for one state of one run; it serves every entry of that state. */
    Behavior create();
}
