package dev.stagestack.model;

import java.util.List;
import java.util.Objects;

/**
 * An edge of the graph: when {@code trigger} fires on an entry of {@code from}, {@code actions}
 * are requested in order (docs/format.md "Transition").
 *
 * <p>Make one with {@link #of} (the required parts) or {@link #builder}, and change one with the
 * withers; the record's constructor is for this package's builder alone, so that a new optional
 * field touches only this record, its builder and the reader and writer of the format.
 *
 * @param label optional display text, or null
 * @param sound optional name of one of the {@code from} state's sound effects, played when the
 *              transition fires, or null
 * @param from  the state whose entries fire it; or {@link #ANY_STATE "*"} for every state, or
 *              {@link #GROUP_PREFIX "@"} followed by a group's name for every state of the group
 *              (docs/format.md "Transition")
 * @param when  optional guard, an expression over the graph's variables and the stack
 *              (docs/format.md "Guards"); the transition fires only when it holds; null for none
 * @param once  whether the transition fires at most once per entry (docs/semantics.md §21)
 */
public record Transition(
        String id,
        String from,
        Trigger trigger,
        List<Action> actions,
        String label,
        String sound,
        String when,
        boolean once) {

    /** The {@code from} of a transition that leaves every state. */
    public static final String ANY_STATE = "*";
    /** What starts the {@code from} of a transition that leaves every state of a group. */
    public static final String GROUP_PREFIX = "@";

    /** Checks that id, from and trigger are given; copies the actions. */
    public Transition {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(trigger, "trigger");
        actions = List.copyOf(actions);
    }

    /** A transition with its required parts and every optional one (label, sound, guard) absent. */
    public static Transition of(String id, String from, Trigger trigger, List<Action> actions) {
        return builder(id, from, trigger).actions(actions).build();
    }

    /** A builder with the required parts, no actions yet and every optional part absent. */
    public static Builder builder(String id, String from, Trigger trigger) {
        return new Builder(id, from, trigger);
    }

    /** A builder holding every part of this transition. */
    public Builder toBuilder() {
        return new Builder(id, from, trigger)
                .actions(actions)
                .label(label)
                .sound(sound)
                .when(when)
                .once(once);
    }

    /** Whether the transition leaves every state ({@code "from": "*"}). */
    public boolean isFromAnyState() {
        return ANY_STATE.equals(from);
    }

    /** The group the transition leaves ({@code "from": "@menus"} gives {@code menus}), if any. */
    public java.util.Optional<String> fromGroup() {
        return from.startsWith(GROUP_PREFIX)
                ? java.util.Optional.of(from.substring(GROUP_PREFIX.length()))
                : java.util.Optional.empty();
    }

    /** Whether {@code from} names one state, not a group or every state. */
    public boolean isFromOneState() {
        return !isFromAnyState() && fromGroup().isEmpty();
    }

    /** Whether the transition has a guard. */
    public boolean isGuarded() {
        return when != null;
    }

    /** A copy with another id. */
    public Transition withId(String newId) {
        return toBuilder().id(newId).build();
    }

    /** A copy leaving another state. */
    public Transition withFrom(String newFrom) {
        return toBuilder().from(newFrom).build();
    }

    /** A copy with another trigger. */
    public Transition withTrigger(Trigger newTrigger) {
        return toBuilder().trigger(newTrigger).build();
    }

    /** A copy with other actions. */
    public Transition withActions(List<Action> newActions) {
        return toBuilder().actions(newActions).build();
    }

    /** A copy with another label, or none for null. */
    public Transition withLabel(String newLabel) {
        return toBuilder().label(newLabel).build();
    }

    /** A copy with another sound, or none for null. */
    public Transition withSound(String newSound) {
        return toBuilder().sound(newSound).build();
    }

    /** A copy with another guard, or none for null. */
    public Transition withWhen(String newWhen) {
        return toBuilder().when(newWhen).build();
    }

    /** A copy that does, or does not, fire at most once per entry. */
    public Transition withOnce(boolean newOnce) {
        return toBuilder().once(newOnce).build();
    }

    /** Collects the parts of a {@link Transition}; every optional part starts absent. */
    public static final class Builder {
        private String id;
        private String from;
        private Trigger trigger;
        private List<Action> actions = List.of();
        private String label;
        private String sound;
        private String when;
        private boolean once;

        private Builder(String id, String from, Trigger trigger) {
            this.id = id;
            this.from = from;
            this.trigger = trigger;
        }

        /** Sets the id. */
        public Builder id(String newId) {
            this.id = newId;
            return this;
        }

        /** Sets the state the transition leaves. */
        public Builder from(String newFrom) {
            this.from = newFrom;
            return this;
        }

        /** Sets the trigger. */
        public Builder trigger(Trigger newTrigger) {
            this.trigger = newTrigger;
            return this;
        }

        /** Sets the actions, requested in this order. */
        public Builder actions(List<Action> newActions) {
            this.actions = newActions;
            return this;
        }

        /** Sets the display text, or none for null. */
        public Builder label(String newLabel) {
            this.label = newLabel;
            return this;
        }

        /** Sets the sound effect, or none for null. */
        public Builder sound(String newSound) {
            this.sound = newSound;
            return this;
        }

        /** Sets the guard, or none for null. */
        public Builder when(String newWhen) {
            this.when = newWhen;
            return this;
        }

        /** Sets whether the transition fires at most once per entry. */
        public Builder once(boolean newOnce) {
            this.once = newOnce;
            return this;
        }

        /** The transition; fails when id, from or trigger is missing. */
        public Transition build() {
            return new Transition(id, from, trigger, actions, label, sound, when, once);
        }
    }
}
