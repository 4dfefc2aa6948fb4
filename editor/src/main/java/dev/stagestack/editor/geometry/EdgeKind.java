package dev.stagestack.editor.geometry;

import dev.stagestack.model.Transition;
import dev.stagestack.model.diagram.TransitionKind;

/**
 * How a transition is drawn on the canvas, one style per {@link TransitionKind} (what its actions do
 * to the stack, decided in the model so that the text exports draw the same).
 */
public enum EdgeKind {
    /** Solid arrow to the pushed state. */
    PUSH,
    /** Double arrow to the state that takes the top's place. */
    REPLACE,
    /** Dashed arrow to the state popped back to. */
    POP_TO,
    /** Dashed arrows to every state the pop can reveal, or a return glyph. */
    POP,
    /** Self loop. */
    RESTART,
    /** Arrow to an exit terminal: the run ends (quit, or clear with nothing pushed after). */
    QUIT;

    /** The kind and target of {@code transition}: the model's {@link TransitionKind}, drawn. */
    public static Classified classify(Transition transition) {
        TransitionKind.Classified c = TransitionKind.classify(transition);
        return new Classified(valueOf(c.kind().name()), c.target());
    }

    /** A kind and the state it points at (null for POP, RESTART, QUIT). */
    public record Classified(EdgeKind kind, String target) {
    }
}
