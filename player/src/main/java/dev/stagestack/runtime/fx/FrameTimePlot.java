package dev.stagestack.runtime.fx;

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

    private FrameTimePlot() {
    }

    static void paint(GraphicsContext gc, FrameTimes times, double x, double y, double w, double h) {
        gc.setFill(PlayerPalette.PANEL);
        gc.fillRoundRect(x, y, w, h, 8, 8);
        double top = 18;
        paintCaption(gc, times, x, y);
        y += top;
        h -= top;
        int count = Math.min(times.size(), times.capacity());
        double barWidth = w / Math.max(1, times.capacity());
        for (int age = 0; age < count; age++) {
            double millis = times.nanosAgo(age) / 1e6;
            double barHeight = Math.min(h - 4, (millis / SCALE_MILLIS) * (h - 4));
            gc.setFill(millis > BUDGET_MILLIS * 1.5 ? PlayerPalette.EXITING : PlayerPalette.HEAD);
            gc.fillRect(x + w - (age + 1) * barWidth, y + h - 2 - barHeight, Math.max(1, barWidth - 0.5), barHeight);
        }
        double budgetY = y + h - 2 - (BUDGET_MILLIS / SCALE_MILLIS) * (h - 4);
        gc.setStroke(PlayerPalette.BUDGET);
        gc.setLineWidth(1);
        gc.setLineDashes(4, 4);
        gc.strokeLine(x, budgetY, x + w, budgetY);
        gc.setLineDashes();
    }

    private static void paintCaption(GraphicsContext gc, FrameTimes times, double x, double y) {
        gc.setFont(PlayerPalette.MONO_SMALL);
        gc.setFill(PlayerPalette.MUTED);
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.TOP);
        gc.fillText(String.format("avg %.1f ms   max %.1f ms   budget %.1f ms", times.averageNanos() / 1e6,
                times.longestNanos() / 1e6, BUDGET_MILLIS), x + 6, y + 3);
    }
}
