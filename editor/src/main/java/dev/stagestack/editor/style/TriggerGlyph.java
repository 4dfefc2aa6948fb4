package dev.stagestack.editor.style;

import dev.stagestack.model.Trigger;
import org.kordamp.ikonli.Ikon;

/** The icon and short text that show a trigger on an edge: a keyboard and {@code ESCAPE}, etc. */
public final class TriggerGlyph {
    private TriggerGlyph() {}

    public static Ikon iconOf(Trigger trigger) {
        return switch (trigger.type()) {
            case KEY, ANY_KEY -> EditorIcon.KEYBOARD;
            case BUTTON -> EditorIcon.GESTURE_TAP;
            case TIMER -> EditorIcon.TIMER_OUTLINE;
            case SIGNAL -> EditorIcon.ACCESS_POINT;
            default -> EditorIcon.SYNC;
        };
    }

    /** The text beside the icon: the key, the button label, the delay, the signal or the callback. */
    public static String textOf(Trigger trigger) {
        return switch (trigger.type()) {
            case KEY, BUTTON, SIGNAL -> trigger.text();
            case TIMER -> trigger.describe().substring("timer ".length());
            case ANY_KEY -> "any key";
            default -> "on " + trigger.type().jsonName();
        };
    }
}
