package dev.stagestack.player.fx;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;

/** Sizes a new window to what it wants, but never larger than the screen it opens on. */
final class WindowFit {

    /** Room left around a window that fills a small screen (its frame, a task bar). */
    static final double MARGIN = 0.94;

    private WindowFit() {}

    /** The size to open at: {@code width × height}, shrunk to fit {@code screen}'s visual bounds. */
    static double[] fit(double width, double height, Rectangle2D screen) {
        return new double[] {
            Math.min(width, Math.floor(screen.getWidth() * MARGIN)),
            Math.min(height, Math.floor(screen.getHeight() * MARGIN))
        };
    }

    /** The size to open at on the primary screen. */
    static double[] fitPrimary(double width, double height) {
        return fit(width, height, Screen.getPrimary().getVisualBounds());
    }
}
