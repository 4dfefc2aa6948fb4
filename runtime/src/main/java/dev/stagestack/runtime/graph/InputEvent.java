package dev.stagestack.runtime.graph;

import dev.stagestack.model.TriggerType;
import java.util.Objects;

/**
 * An input event of a tick (SEMANTICS §4.1): a key, a button or a signal.
 *
 * @param kind {@link TriggerType#KEY}, {@link TriggerType#BUTTON} or {@link TriggerType#SIGNAL}
 * @param text the key name, the button label or the signal name
 */
public record InputEvent(TriggerType kind, String text) {

    public InputEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        if (!kind.isInput()) {
            throw new IllegalArgumentException(kind.jsonName() + " is not an input event");
        }
    }

    public static InputEvent key(String keyName) {
        return new InputEvent(TriggerType.KEY, keyName);
    }

    public static InputEvent button(String label) {
        return new InputEvent(TriggerType.BUTTON, label);
    }

    public static InputEvent signal(String name) {
        return new InputEvent(TriggerType.SIGNAL, name);
    }

    /** As in a headless script: {@code key ESCAPE}, {@code button Play}, {@code signal boss-dead}. */
    @Override
    public String toString() {
        return kind.jsonName() + " " + text;
    }
}
