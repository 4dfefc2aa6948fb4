package dev.stagestack.runtime.graph;

import dev.stagestack.model.KeyNames;
import dev.stagestack.model.TriggerType;
import java.util.Objects;

/**
 * An input event of a tick (docs/semantics.md §4.1): a key, a button or a signal.
 *
 * @param kind {@link TriggerType#KEY}, {@link TriggerType#BUTTON} or {@link TriggerType#SIGNAL}
 * @param text the key name, the button label or the signal name
 * @param hold what a key event does to the held keys; {@link KeyHold#NONE} for every other kind
 */
public record InputEvent(TriggerType kind, String text, KeyHold hold) {

    /**
     * Checks that kind is an input kind (key, button or signal), that text and hold are given, and that a
     * key's text is a key name (docs/format.md "Key names"), as a graph file's is.
     *
     * @throws IllegalArgumentException for a key name that is not one, with a hint: {@code unknown key "Escape"
     *         (did you mean "ESCAPE"?); ...}
     */
    public InputEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(hold, "hold");
        if (!kind.isInput()) {
            throw new IllegalArgumentException(kind.jsonName() + " is not an input event");
        }
        if (kind == TriggerType.KEY && !KeyNames.isKey(text)) {
            throw new IllegalArgumentException(KeyNames.whyNot(text).orElseThrow());
        }
        if (kind != TriggerType.KEY && hold != KeyHold.NONE) {
            throw new IllegalArgumentException("only a key can be held or released, not a " + kind.jsonName());
        }
    }

    /** An event that holds no key. */
    public InputEvent(TriggerType kind, String text) {
        this(kind, text, KeyHold.NONE);
    }

    /**
     * A key tap: fires the key's transition; the key counts as pressed this tick only.
     *
     * @throws IllegalArgumentException when {@code keyName} is not a key name, e.g. {@code Escape} for {@code ESCAPE}
     */
    public static InputEvent key(String keyName) {
        return new InputEvent(TriggerType.KEY, keyName);
    }

    /** A key going down and staying held: fires the key's transition like a tap. */
    public static InputEvent hold(String keyName) {
        return new InputEvent(TriggerType.KEY, keyName, KeyHold.PRESS);
    }

    /** A held key going up: fires nothing. */
    public static InputEvent release(String keyName) {
        return new InputEvent(TriggerType.KEY, keyName, KeyHold.RELEASE);
    }

    /** A click on the state button with this label. */
    public static InputEvent button(String label) {
        return new InputEvent(TriggerType.BUTTON, label);
    }

    /** The signal with this name. */
    public static InputEvent signal(String name) {
        return new InputEvent(TriggerType.SIGNAL, name);
    }

    /** Whether the event can fire a transition (everything but a key release). */
    public boolean fires() {
        return hold != KeyHold.RELEASE;
    }

    /**
     * As a headless script writes it: {@code key ESCAPE}, {@code hold LEFT}, {@code release LEFT},
     * {@code button Play}, {@code button "Go\n2 key Q"}; a label or signal name is quoted when it must
     * be ({@link ScriptTokens}), so the script reader reads back this very event.
     */
    @Override
    public String toString() {
        return switch (hold) {
            case PRESS -> "hold " + text;
            case RELEASE -> "release " + text;
            case NONE ->
                kind.jsonName() + " "
                        + (kind == TriggerType.KEY ? text : ScriptTokens.token(text, kind == TriggerType.SIGNAL));
        };
    }
}
