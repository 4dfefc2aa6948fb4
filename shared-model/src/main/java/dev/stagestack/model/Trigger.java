package dev.stagestack.model;

import java.util.Objects;

/**
 * What fires a transition (docs/format.md "Trigger").
 *
 * @param type    the kind of trigger
 * @param text    the key name (KEY), the button label (BUTTON) or the signal name (SIGNAL); null otherwise
 * @param seconds the delay of a TIMER (≥ 0); 0 for every other type
 */
public record Trigger(TriggerType type, String text, double seconds) {

    /**
     * Checks that key, button and signal triggers have a text and timers a duration; drops what a trigger does not use.
     */
    public Trigger {
        Objects.requireNonNull(type, "type");
        boolean needsText = type.hasText();
        if (needsText && text == null) {
            throw new IllegalArgumentException(type.jsonName() + " trigger needs a text");
        }
        if (!needsText) {
            text = null;
        }
        if (type != TriggerType.TIMER) {
            seconds = 0;
        }
    }

    /** A key trigger; {@code keyName} is a JavaFX {@code KeyCode} name (docs/format.md, "Key names"). */
    public static Trigger key(String keyName) {
        return new Trigger(TriggerType.KEY, keyName, 0);
    }

    /** A click on the state button with this label. */
    public static Trigger button(String label) {
        return new Trigger(TriggerType.BUTTON, label, 0);
    }

    /** The signal with this name. */
    public static Trigger signal(String name) {
        return new Trigger(TriggerType.SIGNAL, name, 0);
    }

    /** A timer that fires once per activation, {@code seconds} after it (docs/semantics.md §4.3). */
    public static Trigger timer(double seconds) {
        return new Trigger(TriggerType.TIMER, null, seconds);
    }

    /** A lifecycle trigger: ENTER, EXIT, PAUSE or RESUME. */
    public static Trigger on(TriggerType lifecycle) {
        if (!lifecycle.isLifecycle()) {
            throw new IllegalArgumentException(lifecycle + " is not a lifecycle trigger");
        }
        return new Trigger(lifecycle, null, 0);
    }

    /** The timer threshold in ticks of docs/semantics.md §4.3: {@code max(1, floor(seconds * tickRate + 0.5))}. */
    public long timerTicks(double tickRate) {
        return Math.max(1L, (long) Math.floor(seconds * tickRate + 0.5));
    }

    /**
     * Short human text on one line, e.g. {@code key ESCAPE}, {@code button "Play"}, {@code timer 2s},
     * {@code enter}; a label or signal name is shown {@linkplain DisplayText#visible visible}.
     */
    public String describe() {
        switch (type) {
            case KEY:
                return "key " + text;
            case BUTTON:
                return "button \"" + DisplayText.visible(text) + "\"";
            case SIGNAL:
                return "signal " + DisplayText.visible(text);
            case TIMER:
                return "timer " + formatSeconds(seconds) + "s";
            case ANY_KEY:
                return "any key";
            default:
                return type.jsonName();
        }
    }

    private static String formatSeconds(double s) {
        return s == Math.rint(s) && Math.abs(s) < 1e15 ? Long.toString((long) s) : Double.toString(s);
    }
}
