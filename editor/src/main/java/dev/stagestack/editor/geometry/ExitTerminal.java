package dev.stagestack.editor.geometry;

import dev.stagestack.tools.diagram.TransitionKind;

/**
 * The red circle a quit (or a clear that ends the run) points at: just below the end of its short
 * line. Drawn the same on the canvas and in the exports, and an obstacle for every trigger label, so
 * no label sits under (or over) a terminal.
 */
public final class ExitTerminal {
    /** The circle's radius, world units. */
    public static final double RADIUS = 8;

    private ExitTerminal() {}

    /** Whether {@code segment} ends at an exit terminal rather than at a state. */
    public static boolean endsAt(EdgeSegment segment) {
        return segment.kind() == TransitionKind.QUIT && segment.to() == null;
    }

    public static double centreX(Curve line) {
        return line.ex();
    }

    public static double centreY(Curve line) {
        return line.ey() + RADIUS;
    }

    /** The square around the terminal at the end of {@code line}, for the label placement to keep clear. */
    public static LabelBox box(Curve line) {
        return LabelBox.centredOn(centreX(line), centreY(line), 2 * RADIUS, 2 * RADIUS);
    }
}
