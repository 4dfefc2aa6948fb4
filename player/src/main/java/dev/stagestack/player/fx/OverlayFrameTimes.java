package dev.stagestack.player.fx;

import dev.stagestack.runtime.clock.FrameTimes;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;

/**
 * The overlay's FRAME TIME section: its title and the plot of the latest frame times, repainted
 * every frame while it is shown. The overlay leaves it out when its look does, or to give its room
 * to the log.
 */
final class OverlayFrameTimes {

    private static final double PLOT_HEIGHT = 76;

    private final Label title = OverlayParts.section("FRAME TIME");
    private final Canvas plot;

    /** A section whose plot is {@code width} px wide until it is resized. */
    OverlayFrameTimes(double width) {
        plot = new Canvas(width, PLOT_HEIGHT);
    }

    Label title() {
        return title;
    }

    Canvas plot() {
        return plot;
    }

    /** Shows the section, or leaves it out of the layout. */
    void show(boolean shown) {
        OverlayParts.showPart(title, shown);
        OverlayParts.showPart(plot, shown);
    }

    /** Whether the section is in the layout. */
    boolean shown() {
        return plot.isManaged();
    }

    /** What the section takes when shown, with {@code spacing} above and below it. */
    double height(double spacing) {
        return plot.getHeight() + title.prefHeight(-1) + 2 * spacing;
    }

    /** Sizes the plot {@code width} px wide, and tall for {@code scale}. */
    void resize(double width, double scale) {
        plot.setWidth(width);
        plot.setHeight(PLOT_HEIGHT * scale);
    }

    /** Paints {@code times} in {@code look}, when the plot is shown. */
    void paint(FrameTimes times, OverlayLook look) {
        if (plot.isVisible()) {
            FrameTimePlot.paint(
                    plot.getGraphicsContext2D(),
                    times,
                    0,
                    0,
                    plot.getWidth(),
                    plot.getHeight(),
                    look.palette(),
                    look.scale());
        }
    }
}
