package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.StateBox;
import java.util.Collection;

/**
 * Snapping for a dragged state: to another state's column or row when close (an alignment guide
 * is shown), else to the grid. Pure; all states have the same size, so lining up left edges lines
 * up centres and right edges too.
 */
public final class AlignmentGuides {
    /** How close, in world units, a state must come to another's column or row to snap to it. */
    public static final double THRESHOLD = 8;

    private AlignmentGuides() {}

    /**
     * Where a state dropped at {@code (x, y)} goes.
     *
     * @param others top-left corners of the states that are not moving
     * @param grid   whether to snap to the grid where no guide applies
     */
    public static Snap snap(double x, double y, Collection<double[]> others, boolean grid) {
        Double guideX = nearest(x, others, 0);
        Double guideY = nearest(y, others, 1);
        double sx = guideX != null ? guideX : grid ? round(x) : x;
        double sy = guideY != null ? guideY : grid ? round(y) : y;
        return new Snap(sx, sy, guideX != null, guideY != null);
    }

    private static Double nearest(double value, Collection<double[]> others, int axis) {
        Double best = null;
        double bestDistance = THRESHOLD;
        for (double[] other : others) {
            double distance = Math.abs(other[axis] - value);
            if (distance <= bestDistance) {
                best = other[axis];
                bestDistance = distance;
            }
        }
        return best;
    }

    private static double round(double v) {
        return Math.round(v / StateBox.GRID) * StateBox.GRID;
    }

    /**
     * The snapped corner and whether it lies on another state's column ({@code onColumn}) or row.
     */
    public record Snap(double x, double y, boolean onColumn, boolean onRow) {}
}
