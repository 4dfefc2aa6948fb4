package dev.stagestack.model;

import java.util.List;
import java.util.Objects;

/**
 * An edge of the graph: when {@code trigger} fires on an entry of {@code from}, {@code actions}
 * are requested in order (docs/format.md "Transition").
 *
 * @param label optional display text, or null
 * @param sound optional name of one of the {@code from} state's sound effects, played when the
 *              transition fires, or null
 */
public record Transition(String id, String from, Trigger trigger, List<Action> actions, String label, String sound) {

    /** Checks that id, from and trigger are given; copies the actions. */
    public Transition {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(trigger, "trigger");
        actions = List.copyOf(actions);
    }

    /** A transition without a sound. */
    public Transition(String id, String from, Trigger trigger, List<Action> actions, String label) {
        this(id, from, trigger, actions, label, null);
    }

    /** A transition without a label or a sound. */
    public Transition(String id, String from, Trigger trigger, List<Action> actions) {
        this(id, from, trigger, actions, null, null);
    }

    /** A copy with another id. */
    public Transition withId(String newId) {
        return new Transition(newId, from, trigger, actions, label, sound);
    }

    /** A copy leaving another state. */
    public Transition withFrom(String newFrom) {
        return new Transition(id, newFrom, trigger, actions, label, sound);
    }

    /** A copy with another trigger. */
    public Transition withTrigger(Trigger newTrigger) {
        return new Transition(id, from, newTrigger, actions, label, sound);
    }

    /** A copy with other actions. */
    public Transition withActions(List<Action> newActions) {
        return new Transition(id, from, trigger, newActions, label, sound);
    }

    /** A copy with another label, or none for null. */
    public Transition withLabel(String newLabel) {
        return new Transition(id, from, trigger, actions, newLabel, sound);
    }

    /** A copy with another sound, or none for null. */
    public Transition withSound(String newSound) {
        return new Transition(id, from, trigger, actions, label, newSound);
    }
}
