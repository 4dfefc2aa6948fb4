package dev.stagestack.editor.command;

import dev.stagestack.model.StateDef;

/**
 * A state's editor position; {@link #NONE} for a state that has none yet (docs/format.md "State": x, y optional).
 */
public record Position(Double x, Double y) {

    /** No position: the state is waiting to be laid out. */
    public static final Position NONE = new Position(null, null);

    public static Position of(double x, double y) {
        return new Position(x, y);
    }

    public static Position of(StateDef state) {
        return new Position(state.x(), state.y());
    }

    /**
     * A position the editor makes (a move, a new state): rounded to whole world units, so saved files
     * hold {@code 296} rather than {@code 296.49197860962573} and diffs stay clean. Positions read from a
     * file are kept as they are ({@link #of(StateDef)}).
     */
    public static Position rounded(double x, double y) {
        return new Position((double) Math.round(x), (double) Math.round(y));
    }

    public boolean isSet() {
        return x != null && y != null;
    }
}
