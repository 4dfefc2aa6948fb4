package dev.stagestack.editor.style;

import dev.stagestack.model.Action;
import dev.stagestack.model.Transition;

/**
 * The text of a transition's label on the canvas and in the pictures: its guard in brackets, its
 * trigger, its label, the effects of its actions (docs/semantics.md §22) and, for a transition that
 * fires once per entry, {@value #ONCE}: {@code [hasSave] Continue}, {@code ESCAPE · Back 1×},
 * {@code ESCAPE · Back · fade 0.3s}.
 */
public final class EdgeCaption {
    /** The mark of a transition that fires at most once per entry. */
    public static final String ONCE = "1×";

    private EdgeCaption() {}

    /** The canvas's label: guard, trigger, label, effects, once. */
    public static String of(Transition t) {
        String trigger = TriggerGlyph.textOf(t.trigger());
        StringBuilder text = new StringBuilder(t.label() == null ? trigger : trigger + " · " + t.label());
        for (Action a : t.actions()) {
            if (a.effect() != null) {
                text.append(" · ").append(a.effect().describe());
            }
        }
        return around(t, text.toString());
    }

    /** {@code text} with the transition's guard before it and its once mark after it (as is without either). */
    public static String around(Transition t, String text) {
        String guarded = t.when() == null ? text : "[" + t.when() + "] " + text;
        return t.once() ? guarded + " " + ONCE : guarded;
    }
}
