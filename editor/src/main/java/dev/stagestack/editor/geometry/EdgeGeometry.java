package dev.stagestack.editor.geometry;

import dev.stagestack.tools.diagram.TransitionKind;

/**
 * Where a segment runs, from the top-left corners of its end states. Pure geometry: parallel
 * segments bow apart by lane, loops and glyphs stack outwards by lane.
 */
public final class EdgeGeometry {
    /** Distance between neighbouring parallel edges at their middle. */
    public static final double SPREAD = 36;
    /** Height of a restart loop above its state. */
    public static final double LOOP_HEIGHT = 46;
    /** Where an exit terminal sits relative to the state's bottom-right corner. */
    public static final double TERMINAL_DROP = 56;

    private EdgeGeometry() {}

    /** How far apart the detours tried around a card are, and how many on each side. */
    private static final double DETOUR_STEP = 40;

    private static final int DETOURS = 16;

    /** A segment between two different states at {@code (ax, ay)} and {@code (bx, by)}. */
    public static Curve between(double ax, double ay, double bx, double by, boolean canonical, int lane, int lanes) {
        return between(ax, ay, bx, by, canonical, lane, lanes, 0);
    }

    /**
     * A segment between two states that bows around the cards in its way: the smallest detour (in
     * steps of {@value #DETOUR_STEP}, either side) with which all its lanes clear every other
     * card. Every lane between the same two states, either way, takes the same detour, so parallel
     * edges stay apart. When no detour clears, the straight lane.
     */
    public static Curve around(
            double[] a, double[] b, String from, String to, int lane, int lanes, CardObstacles cards) {
        boolean canonical = from.compareTo(to) < 0;
        double detour = canonical ? detour(a, b, from, to, lanes, cards) : detour(b, a, to, from, lanes, cards);
        return between(a[0], a[1], b[0], b[1], canonical, lane, lanes, detour);
    }

    /** The detour of the lanes from {@code a} to {@code b} (in canonical order): 0 when nothing is in the way. */
    private static double detour(double[] a, double[] b, String from, String to, int lanes, CardObstacles cards) {
        for (int step = 0; step <= DETOURS; step++) {
            for (int side : step == 0 ? new int[] {1} : new int[] {1, -1}) {
                double detour = side * step * DETOUR_STEP;
                if (clears(a, b, from, to, lanes, detour, cards)) {
                    return detour;
                }
            }
        }
        return 0;
    }

    private static boolean clears(
            double[] a, double[] b, String from, String to, int lanes, double detour, CardObstacles cards) {
        for (int lane = 0; lane < lanes; lane++) {
            if (cards.crosses(between(a[0], a[1], b[0], b[1], true, lane, lanes, detour), from, to)) {
                return false;
            }
        }
        return true;
    }

    private static Curve between(
            double ax, double ay, double bx, double by, boolean canonical, int lane, int lanes, double detour) {
        double acx = StateBox.centerX(ax);
        double acy = StateBox.centerY(ay);
        double bcx = StateBox.centerX(bx);
        double bcy = StateBox.centerY(by);
        double dx = bcx - acx;
        double dy = bcy - acy;
        double length = Math.max(1e-6, Math.hypot(dx, dy));
        double sign = canonical ? 1 : -1;
        double nx = -dy / length * sign;
        double ny = dx / length * sign;
        double bow = (lane - (lanes - 1) / 2.0) * SPREAD * 4 / 3 + detour;
        double[] start = exitPoint(ax, ay, acx + dx / 3 + nx * bow, acy + dy / 3 + ny * bow);
        double[] end = exitPoint(bx, by, acx + dx * 2 / 3 + nx * bow, acy + dy * 2 / 3 + ny * bow);
        // control points between the exit points, not the centres: for close neighbours the
        // centre-based ones lie beyond the ends and the curve would arrive backwards
        double sx = end[0] - start[0];
        double sy = end[1] - start[1];
        return new Curve(
                start[0],
                start[1],
                start[0] + sx / 3 + nx * bow,
                start[1] + sy / 3 + ny * bow,
                start[0] + sx * 2 / 3 + nx * bow,
                start[1] + sy * 2 / 3 + ny * bow,
                end[0],
                end[1]);
    }

    /**
     * The curve of a segment, given the top-left corner of each state (null for a state that does
     * not exist): a line between two states, a loop for a segment back to its own state, a line to
     * the exit terminal for a quit, a return hook for a pop the analysis cannot tell about, and a
     * stub towards the terminal spot for a target that does not exist. Null when the source is missing.
     */
    public static Curve curveFor(EdgeSegment s, java.util.function.Function<String, double[]> positions) {
        return curveFor(s, positions, CardObstacles.NONE);
    }

    /** As {@link #curveFor(EdgeSegment, java.util.function.Function)}, a line between two states bowing around {@code cards}. */
    public static Curve curveFor(
            EdgeSegment s, java.util.function.Function<String, double[]> positions, CardObstacles cards) {
        double[] from = positions.apply(s.from());
        if (from == null) {
            return null;
        }
        if (s.from().equals(s.to()) || s.kind() == TransitionKind.RESTART) {
            return loop(from[0], from[1], s.lane());
        }
        double[] to = s.to() == null ? null : positions.apply(s.to());
        if (to != null) {
            return around(from, to, s.from(), s.to(), s.lane(), s.lanes(), cards);
        }
        if (s.kind() == TransitionKind.POP) {
            return returnHook(from[0], from[1], s.lane());
        }
        return toTerminal(from[0], from[1], s.lane());
    }

    /** A restart loop over the top edge of the state. */
    public static Curve loop(double x, double y, int lane) {
        double cx = StateBox.centerX(x);
        double spread = 22 + lane * 10;
        double height = LOOP_HEIGHT + lane * 22;
        return new Curve(cx - spread, y, cx - spread * 1.6, y - height, cx + spread * 1.6, y - height, cx + spread, y);
    }

    /** A return glyph on the left edge: a pop whose revealed state the analysis cannot tell. */
    public static Curve returnHook(double x, double y, int lane) {
        double top = y + 14 + lane * 14;
        double reach = 44 + lane * 12;
        return new Curve(x, top, x - reach, top - 22, x - reach, top + 30, x - 6, top + 22);
    }

    /** A line to the exit terminal below the state's right end. */
    public static Curve toTerminal(double x, double y, int lane) {
        double sx = x + StateBox.WIDTH - 24 - lane * 26;
        double sy = y + StateBox.HEIGHT;
        double ex = sx + 26;
        double ey = sy + TERMINAL_DROP - 10;
        return new Curve(sx, sy, sx, sy + 20, ex, ey - 20, ex, ey);
    }

    /**
     * Where the line from a state's centre towards {@code (px, py)} leaves the state's box,
     * a few units outside it so arrowheads stay visible.
     */
    public static double[] exitPoint(double x, double y, double px, double py) {
        double cx = StateBox.centerX(x);
        double cy = StateBox.centerY(y);
        double dx = px - cx;
        double dy = py - cy;
        if (dx == 0 && dy == 0) {
            return new double[] {cx, y};
        }
        double halfW = StateBox.WIDTH / 2 + 3;
        double halfH = StateBox.HEIGHT / 2 + 3;
        double scale = Math.min(
                dx == 0 ? Double.MAX_VALUE : halfW / Math.abs(dx), dy == 0 ? Double.MAX_VALUE : halfH / Math.abs(dy));
        return new double[] {cx + dx * scale, cy + dy * scale};
    }
}
