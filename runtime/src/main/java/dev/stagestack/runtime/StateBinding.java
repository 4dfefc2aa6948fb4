package dev.stagestack.runtime;

import java.util.Objects;

/**
 * A state of a stack with its code: {@code behavior} runs first in every callback, then
 * {@code triggers} (the graph's lifecycle and timer transitions, docs/semantics.md §4.3 and §5),
 * each guarded on its own, so a failing behaviour does not silence the triggers.
 */
public record StateBinding(StateType type, Behavior behavior, Behavior triggers) {

    public StateBinding {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(behavior, "behavior");
        Objects.requireNonNull(triggers, "triggers");
    }

    /** A state with a behaviour and no triggers. */
    public static StateBinding of(StateType type, Behavior behavior) {
        return new StateBinding(type, behavior, Behavior.NONE);
    }
}
