package dev.stagestack.editor.geometry;

/** A cubic Bézier in world coordinates: start, two control points, end. */
public record Curve(double sx, double sy, double c1x, double c1y, double c2x, double c2y, double ex, double ey) {

    /** The point at the middle of the curve, where the trigger label goes. */
    public double midX() {
        return (sx + 3 * c1x + 3 * c2x + ex) / 8;
    }

    public double midY() {
        return (sy + 3 * c1y + 3 * c2y + ey) / 8;
    }

    /** The x coordinate of the point at parameter {@code t} (0 = start, 1 = end). */
    public double xAt(double t) {
        double u = 1 - t;
        return u * u * u * sx + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex;
    }

    /** The y coordinate of the point at parameter {@code t} (0 = start, 1 = end). */
    public double yAt(double t) {
        double u = 1 - t;
        return u * u * u * sy + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ey;
    }

    /** Angle of the curve where it arrives, in radians (for the arrowhead). */
    public double endAngle() {
        double dx = ex - c2x;
        double dy = ey - c2y;
        if (dx == 0 && dy == 0) {
            return Math.atan2(ey - sy, ex - sx);
        }
        return Math.atan2(dy, dx);
    }

    /** Whether the curve comes within {@code slack} of the rectangle (for viewport culling). */
    public boolean intersects(double minX, double minY, double maxX, double maxY, double slack) {
        double lowX = Math.min(Math.min(sx, ex), Math.min(c1x, c2x)) - slack;
        double highX = Math.max(Math.max(sx, ex), Math.max(c1x, c2x)) + slack;
        double lowY = Math.min(Math.min(sy, ey), Math.min(c1y, c2y)) - slack;
        double highY = Math.max(Math.max(sy, ey), Math.max(c1y, c2y)) + slack;
        return highX >= minX && lowX <= maxX && highY >= minY && lowY <= maxY;
    }

    /** The same curve moved by {@code (dx, dy)}. */
    public Curve translated(double dx, double dy) {
        return new Curve(sx + dx, sy + dy, c1x + dx, c1y + dy, c2x + dx, c2y + dy, ex + dx, ey + dy);
    }
}
