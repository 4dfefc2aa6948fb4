package dev.stagestack.model.diagram;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Transition;

/**
 * What a transition does to the stack, as every drawing of the graph shows it (the editor's canvas,
 * its SVG and PNG exports, Mermaid and DOT): the last action that names a state decides the target;
 * a pop or clear before a push makes it a replace (docs/semantics.md).
 */
public enum TransitionKind {
    /** Pushes the state it names. */
    PUSH,
    /** The state it names takes the top's place. */
    REPLACE,
    /** Pops back to the state it names. */
    POP_TO,
    /** Pops: it goes to whatever the analysis says the pop can reveal. */
    POP,
    /** Restarts the top state. */
    RESTART,
    /** The run ends (quit, or clear with nothing pushed after). */
    QUIT;

    /** The kind and target of {@code transition}. */
    public static Classified classify(Transition transition) {
        boolean removesTop = false;
        Classified named = null;
        boolean pops = false;
        boolean ends = false;
        boolean restarts = false;
        for (Action a : transition.actions()) {
            switch (a.op()) {
                case PUSH -> named = new Classified(removesTop ? REPLACE : PUSH, a.target());
                case REPLACE -> named = new Classified(REPLACE, a.target());
                case POP_TO -> named = new Classified(POP_TO, a.target());
                case POP -> pops = true;
                case CLEAR, QUIT -> ends = true;
                case RESTART -> restarts = true;
                default -> throw new IllegalStateException(a.op().name());
            }
            removesTop |= a.op() == ActionOp.POP || a.op() == ActionOp.CLEAR;
        }
        return named != null ? named : unnamed(pops, ends, restarts);
    }

    private static Classified unnamed(boolean pops, boolean ends, boolean restarts) {
        if (ends) {
            return new Classified(QUIT, null);
        }
        return restarts && !pops ? new Classified(RESTART, null) : new Classified(POP, null);
    }

    /** A kind and the state it points at (null for POP, RESTART, QUIT). */
    public record Classified(TransitionKind kind, String target) {
    }
}
