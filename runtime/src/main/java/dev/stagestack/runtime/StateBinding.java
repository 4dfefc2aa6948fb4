package dev.stagestack.runtime;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A state of a stack with its code. {@code behaviors} gives the behaviour of each new entry of
 * the state, once, when the entry is pushed: the same object for every entry ({@link #of}) or a
 * new object per entry ({@link #perEntry}), which then holds that screen's fields for the
 * entry's whole life, restarts included. In every callback the entry's behaviour runs first, then
 * {@code triggers} (the graph's lifecycle and timer transitions, docs/semantics.md §4.3 and §5),
 * each guarded on its own, so a failing behaviour does not silence the triggers.
 *
 * <p>When {@code behaviors} throws or gives null, that is a fault of behaviour code like a throwing
 * callback (docs/semantics.md §8): the push is made all the same, reported as error {@code callback} of
 * the new entry's {@code create}, and the entry runs {@code withoutCode} in place of its behaviour.
 *
 * @param type        the state
 * @param behaviors   gives the behaviour of each new entry of the state; must not return null
 * @param triggers    runs after the behaviour in every callback; {@link Behavior#NONE} for none
 * @param withoutCode what an entry runs in place of its behaviour when {@code behaviors} fails to give one:
 *                    {@link Behavior#NONE}, or for a graph run its state's asset lifecycle around nothing
 */
public record StateBinding(
        StateType type, Supplier<? extends Behavior> behaviors, Behavior triggers, Behavior withoutCode) {

    /** Checks that every component is given. */
    public StateBinding {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(behaviors, "behaviors");
        Objects.requireNonNull(triggers, "triggers");
        Objects.requireNonNull(withoutCode, "withoutCode");
    }

    /**
     * A state whose entries get their behaviour from {@code behaviors}, followed by {@code triggers}; an
     * entry whose behaviour cannot be made runs {@link Behavior#NONE} in its place.
     *
     * @param type      the state
     * @param behaviors gives the behaviour of each new entry of the state; must not return null
     * @param triggers  runs after the behaviour in every callback
     */
    public StateBinding(StateType type, Supplier<? extends Behavior> behaviors, Behavior triggers) {
        this(type, behaviors, triggers, Behavior.NONE);
    }

    /**
     * A state whose entries all share {@code behavior}, followed by {@code triggers}.
     *
     * @param type     the state
     * @param behavior the one behaviour every entry of the state runs
     * @param triggers runs after the behaviour in every callback
     */
    public StateBinding(StateType type, Behavior behavior, Behavior triggers) {
        this(type, shared(behavior), triggers);
    }

    /**
     * A state whose entries all share {@code behavior}: keep per-entry data in the entry's
     * {@link Context#resources()} or {@link Context#objects()}, or use {@link #perEntry}.
     *
     * @param type     the state
     * @param behavior the one behaviour every entry of the state runs
     * @return the binding, without triggers
     */
    public static StateBinding of(StateType type, Behavior behavior) {
        return new StateBinding(type, behavior, Behavior.NONE);
    }

    /**
     * A state whose every entry gets its own behaviour from {@code factory}, called once per push:
     * an object per screen, whose fields are that entry's (a restart keeps the object and calls
     * {@code free} then {@code init} on it).
     *
     * @param type    the state
     * @param factory makes one behaviour per entry; must not return null
     * @return the binding, without triggers
     */
    public static StateBinding perEntry(StateType type, Supplier<? extends Behavior> factory) {
        return new StateBinding(type, factory, Behavior.NONE);
    }

    /** The behaviour of a new entry of this state; throws what {@code behaviors} throws, and when it gives null. */
    Behavior behaviorForNewEntry() {
        Behavior behavior = behaviors.get();
        if (behavior == null) {
            throw new IllegalStateException("the behaviour factory of state \"" + type.id() + "\" returned null");
        }
        return behavior;
    }

    private static Supplier<Behavior> shared(Behavior behavior) {
        Objects.requireNonNull(behavior, "behavior");
        return () -> behavior;
    }
}
