package dev.stagestack.model;

import java.util.Optional;

/** The kinds of trigger of docs/format.md "Trigger", with their {@code "type"} names. */
public enum TriggerType {
    /** A key press. */
    KEY("key"),
    /** A click on a state button. */
    BUTTON("button"),
    /** Time spent as head. */
    TIMER("timer"),
    /** A signal raised by code or the player. */
    SIGNAL("signal"),
    /** The entry is entered. */
    ENTER("enter"),
    /** The entry is exited. */
    EXIT("exit"),
    /** The entry is paused (covered by a new head). */
    PAUSE("pause"),
    /** The entry is resumed (head again). */
    RESUME("resume"),
    /** Any key press for which no {@code key} transition of the entry fires (docs/semantics.md §21). */
    ANY_KEY("anyKey");

    private final String jsonName;

    TriggerType(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The trigger's name in a graph file, e.g. {@code key}. */
    public String jsonName() {
        return jsonName;
    }

    /** Fired by a tick's input events (docs/semantics.md §4.1). */
    public boolean isInput() {
        return this == KEY || this == BUTTON || this == SIGNAL || this == ANY_KEY;
    }

    /** Whether the trigger names something: the key, the button's label or the signal's name. */
    public boolean hasText() {
        return this == KEY || this == BUTTON || this == SIGNAL;
    }

    /** Fired inside a lifecycle callback (docs/semantics.md §5). */
    public boolean isLifecycle() {
        return this == ENTER || this == EXIT || this == PAUSE || this == RESUME;
    }

    /** The trigger type with this name in a graph file, if any. */
    public static Optional<TriggerType> fromJson(String name) {
        for (TriggerType t : values()) {
            if (t.jsonName.equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
