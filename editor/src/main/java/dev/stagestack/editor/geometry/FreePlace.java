package dev.stagestack.editor.geometry;

import dev.stagestack.model.StateDef;
import java.util.List;

/**
 * Where a card added without a pointer goes: at the wanted corner if no card is there, else at the
 * nearest free place on rings of card-sized steps around it, so that two states added in a row
 * never hide one another.
 */
public final class FreePlace {

    private static final double GAP = 2 * StateBox.GRID;
    private static final double STEP_X = StateBox.WIDTH + GAP;
    private static final double STEP_Y = StateBox.HEIGHT + GAP;
    private static final int RINGS = 6;

    private FreePlace() {}

    /** A card's top-left corner in world coordinates. */
    public record Corner(double x, double y) {}

    /** The corner nearest {@code (x, y)} where a card overlaps none of {@code states}; {@code (x, y)} when none is free nearby. */
    public static Corner near(double x, double y, List<StateDef> states) {
        for (int ring = 0; ring <= RINGS; ring++) {
            for (int dy = -ring; dy <= ring; dy++) {
                for (int dx = -ring; dx <= ring; dx++) {
                    boolean onRing = Math.max(Math.abs(dx), Math.abs(dy)) == ring;
                    double cx = x + dx * STEP_X;
                    double cy = y + dy * STEP_Y;
                    if (onRing && isFree(cx, cy, states)) {
                        return new Corner(cx, cy);
                    }
                }
            }
        }
        return new Corner(x, y);
    }

    private static boolean isFree(double x, double y, List<StateDef> states) {
        for (StateDef s : states) {
            if (s.x() == null || s.y() == null) {
                continue;
            }
            boolean apartX = x + StateBox.WIDTH + GAP / 2 <= s.x() || s.x() + StateBox.WIDTH + GAP / 2 <= x;
            boolean apartY = y + StateBox.HEIGHT + GAP / 2 <= s.y() || s.y() + StateBox.HEIGHT + GAP / 2 <= y;
            if (!apartX && !apartY) {
                return false;
            }
        }
        return true;
    }
}
