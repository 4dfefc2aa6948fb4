package dev.stagestack.editor.canvas;

import javafx.geometry.Bounds;

/**
 * Where Fit puts the graph in the canvas: the largest free rectangle of the view beside what is drawn over its
 * corners (the legend top left, the minimap bottom right).
 */
final class FitArea {
    private FitArea() {}

    /**
     * The part of the view a graph of this size (world units) is fitted into: of the rectangles that
     * leave out the covered top-left corner (a band along the top or the left) and the covered
     * bottom-right corner (a band along the bottom or the right), the one that shows it largest, as
     * {@code {x, y, width, height}} in the view's coordinates.
     */
    static double[] largest(
            double w,
            double h,
            Bounds coveredTopLeft,
            Bounds coveredBottomRight,
            double graphWidth,
            double graphHeight) {
        Bounds topLeft = covering(coveredTopLeft, w, h);
        Bounds bottomRight = covering(coveredBottomRight, w, h);
        double[][] starts = topLeft == null
                ? new double[][] {{0, 0}}
                : new double[][] {{0, topLeft.getMaxY()}, {topLeft.getMaxX(), 0}};
        double[][] ends = bottomRight == null
                ? new double[][] {{w, h}}
                : new double[][] {{w, bottomRight.getMinY()}, {bottomRight.getMinX(), h}};
        double[] best = {0, 0, w, h};
        double bestScale = -1;
        double bestArea = -1;
        for (double[] start : starts) {
            for (double[] end : ends) {
                double width = Math.max(0, end[0] - start[0]);
                double height = Math.max(0, end[1] - start[1]);
                // the zoom Fit would reach there (it never goes past Viewport.MAX_FIT_ZOOM); the roomier on a tie
                double scale = Math.min(
                        Viewport.MAX_FIT_ZOOM,
                        Math.min(width / Math.max(1, graphWidth), height / Math.max(1, graphHeight)));
                if (scale > bestScale + 1e-9 || (Math.abs(scale - bestScale) <= 1e-9 && width * height > bestArea)) {
                    bestScale = scale;
                    bestArea = width * height;
                    best = new double[] {
                        start[0], start[1], Math.max(1, end[0] - start[0]), Math.max(1, end[1] - start[1])
                    };
                }
            }
        }
        return best;
    }

    /** The bounds if they cover some of a {@code w × h} view, else null. */
    private static Bounds covering(Bounds b, double w, double h) {
        return b == null || b.isEmpty() || b.getMaxX() <= 0 || b.getMaxY() <= 0 || b.getMinX() >= w || b.getMinY() >= h
                ? null
                : b;
    }
}
