package dev.stagestack.model;

import java.util.Optional;

/** The kinds of trigger of docs/format.md "Trigger", with their {@code "type"} names. */
public enum TriggerType {
    KEY("key"),
    BUTTON("button"),
    TIMER("timer"),
    SIGNAL("signal"),
    ENTER("enter"),
    EXIT("exit"),
    PAUSE("pause"),
    RESUME("resume");

    private final String jsonName;

    TriggerType(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }

    /** Fired by a tick's input events (docs/semantics.md §4.1). */
    public boolean isInput() {
        return this == KEY || this == BUTTON || this == SIGNAL;
    }

    /** Fired inside a lifecycle callback (docs/semantics.md §5). */
    public boolean isLifecycle() {
        return this == ENTER || this == EXIT || this == PAUSE || this == RESUME;
    }

    public static Optional<TriggerType> fromJson(String name) {
        for (TriggerType t : values()) {
            if (t.jsonName.equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
