package dev.stagestack.editor.geometry;

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

    private EdgeGeometry() {
    }

    /** A segment between two different states at {@code (ax, ay)} and {@code (bx, by)}. */
    public static Curve between(double ax, double ay, double bx, double by, boolean canonical, int lane, int lanes) {
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
        double bow = (lane - (lanes - 1) / 2.0) * SPREAD * 4 / 3;
        double[] start = exitPoint(ax, ay, acx + dx / 3 + nx * bow, acy + dy / 3 + ny * bow);
        double[] end = exitPoint(bx, by, acx + dx * 2 / 3 + nx * bow, acy + dy * 2 / 3 + ny * bow);
        // control points between the exit points, not the centres: for close neighbours the
        // centre-based ones lie beyond the ends and the curve would arrive backwards
        double sx = end[0] - start[0];
        double sy = end[1] - start[1];
        return new Curve(start[0], start[1], start[0] + sx / 3 + nx * bow, start[1] + sy / 3 + ny * bow,
                start[0] + sx * 2 / 3 + nx * bow, start[1] + sy * 2 / 3 + ny * bow, end[0], end[1]);
    }

    /**
     * The curve of a segment, given the top-left corner of each state (null for a state that does
     * not exist): a line between two states, a loop for a segment back to its own state, a line to
     * the exit terminal for a quit, a return hook for a pop the analysis cannot tell about, and a
     * stub towards the terminal spot for a target that does not exist. Null when the source is missing.
     */
    public static Curve curveFor(EdgeSegment s, java.util.function.Function<String, double[]> positions) {
        double[] from = positions.apply(s.from());
        if (from == null) {
            return null;
        }
        if (s.from().equals(s.to()) || s.kind() == EdgeKind.RESTART) {
            return loop(from[0], from[1], s.lane());
        }
        double[] to = s.to() == null ? null : positions.apply(s.to());
        if (to != null) {
            return between(from[0], from[1], to[0], to[1], s.from().compareTo(s.to()) < 0, s.lane(), s.lanes());
        }
        if (s.kind() == EdgeKind.POP) {
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
        double scale = Math.min(dx == 0 ? Double.MAX_VALUE : halfW / Math.abs(dx),
                dy == 0 ? Double.MAX_VALUE : halfH / Math.abs(dy));
        return new double[] {cx + dx * scale, cy + dy * scale};
    }
}
