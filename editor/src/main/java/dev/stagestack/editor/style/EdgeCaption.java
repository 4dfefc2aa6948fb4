package dev.stagestack.editor.style;

import dev.stagestack.model.Transition;

/**
 * The text of a transition's label on the canvas and in the pictures: its guard in brackets, its
 * trigger, its label and, for a transition that fires once per entry, {@value #ONCE}:
 * {@code [hasSave] Continue}, {@code ESCAPE · Back 1×}.
 */
public final class EdgeCaption {
    /** The mark of a transition that fires at most once per entry. */
    public static final String ONCE = "1×";

    private EdgeCaption() {}

    /** The canvas's label: guard, trigger, label, once. */
    public static String of(Transition t) {
        String trigger = TriggerGlyph.textOf(t.trigger());
        return around(t, t.label() == null ? trigger : trigger + " · " + t.label());
    }

    /** {@code text} with the transition's guard before it and its once mark after it (as is without either). */
    public static String around(Transition t, String text) {
        String guarded = t.when() == null ? text : "[" + t.when() + "] " + text;
        return t.once() ? guarded + " " + ONCE : guarded;
    }
}
