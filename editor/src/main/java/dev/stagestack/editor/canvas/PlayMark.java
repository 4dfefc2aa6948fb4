package dev.stagestack.editor.canvas;

import dev.stagestack.model.CoveredPolicy;

/** How a state is on the stack while Play runs. */
public enum PlayMark {
    HEAD,
    COVERED_FREEZE,
    COVERED_UPDATE,
    COVERED_HIDE;

    /** The mark of a covered entry of a state with this policy. */
    public static PlayMark covered(CoveredPolicy policy) {
        return switch (policy) {
            case FREEZE -> COVERED_FREEZE;
            case UPDATE -> COVERED_UPDATE;
            case HIDE -> COVERED_HIDE;
        };
    }
}
