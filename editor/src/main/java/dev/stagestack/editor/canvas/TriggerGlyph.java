package dev.stagestack.editor.canvas;

import dev.stagestack.model.Trigger;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignG;
import org.kordamp.ikonli.materialdesign2.MaterialDesignK;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.kordamp.ikonli.materialdesign2.MaterialDesignT;

/** The icon and short text that show a trigger on an edge: a keyboard and {@code ESCAPE}, etc. */
public final class TriggerGlyph {
    private TriggerGlyph() {
    }

    public static Ikon iconOf(Trigger trigger) {
        return switch (trigger.type()) {
            case KEY -> MaterialDesignK.KEYBOARD;
            case BUTTON -> MaterialDesignG.GESTURE_TAP;
            case TIMER -> MaterialDesignT.TIMER_OUTLINE;
            case SIGNAL -> MaterialDesignA.ACCESS_POINT;
            default -> MaterialDesignS.SYNC;
        };
    }

    /** The text beside the icon: the key, the button label, the delay, the signal or the callback. */
    public static String textOf(Trigger trigger) {
        return switch (trigger.type()) {
            case KEY, BUTTON, SIGNAL -> trigger.text();
            case TIMER -> trigger.describe().substring("timer ".length());
            default -> "on " + trigger.type().jsonName();
        };
    }
}
