package dev.stagestack.player.fx;

import dev.stagestack.runtime.clock.FrameTimes;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.TextAlignment;

/**
 * Paints the recent frame times as bars, newest on the right, against the frame budget of a
 * 60 Hz display; frames over budget are drawn in the warning colour.
 */
final class FrameTimePlot {

    /** The frame budget of a 60 Hz display, drawn as a guide line. */
    static final double BUDGET_MILLIS = 1000.0 / 60;

    private static final double SCALE_MILLIS = 3 * BUDGET_MILLIS;

    private FrameTimePlot() {}

    static void paint(GraphicsContext gc, FrameTimes times, double x, double y, double w, double h) {
        paint(gc, times, x, y, w, h, PlayerPalette.DARK, 1);
    }

    /** Paints in {@code palette} with text and margins at {@code scale}. */
    static void paint(
            GraphicsContext gc,
            FrameTimes times,
            double x,
            double y,
            double w,
            double h,
            PlayerPalette palette,
            double scale) {
        gc.setFill(palette.panel());
        gc.fillRoundRect(x, y, w, h, 8, 8);
        double top = 18 * scale;
        paintCaption(gc, times, x, y, palette, scale);
        y += top;
        h -= top;
        int count = Math.min(times.size(), times.capacity());
        double barWidth = w / Math.max(1, times.capacity());
        for (int age = 0; age < count; age++) {
            double millis = times.nanosAgo(age) / 1e6;
            double barHeight = Math.min(h - 4, (millis / SCALE_MILLIS) * (h - 4));
            gc.setFill(millis > BUDGET_MILLIS * 1.5 ? palette.exiting() : palette.head());
            gc.fillRect(x + w - (age + 1) * barWidth, y + h - 2 - barHeight, Math.max(1, barWidth - 0.5), barHeight);
        }
        double budgetY = y + h - 2 - (BUDGET_MILLIS / SCALE_MILLIS) * (h - 4);
        gc.setStroke(palette.budget());
        gc.setLineWidth(1);
        gc.setLineDashes(4, 4);
        gc.strokeLine(x, budgetY, x + w, budgetY);
        gc.setLineDashes();
    }

    private static void paintCaption(
            GraphicsContext gc, FrameTimes times, double x, double y, PlayerPalette palette, double scale) {
        gc.setFont(scale == 1 ? PlayerPalette.MONO_SMALL : PlayerPalette.mono(PlayerPalette.MONO_SMALL_SIZE * scale));
        gc.setFill(palette.muted());
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.TOP);
        gc.fillText(
                String.format(
                        "avg %.1f ms   max %.1f ms   budget %.1f ms",
                        times.averageNanos() / 1e6, times.longestNanos() / 1e6, BUDGET_MILLIS),
                x + 6 * scale,
                y + 3 * scale);
    }
}
