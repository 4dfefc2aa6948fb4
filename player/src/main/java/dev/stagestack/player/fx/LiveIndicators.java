package dev.stagestack.player.fx;

import dev.stagestack.runtime.look.MotionIndicator;
import dev.stagestack.runtime.look.TimerRing;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.shape.ArcType;
import javafx.scene.text.TextAlignment;

/**
 * The per-frame parts of a placeholder screen on one small canvas: a progress ring for each
 * timer of the state and the motion indicator, a dot that orbits only while the entry is
 * updated — head, or covered with policy {@code update} — and stands still while frozen. What they show
 * is the runtime's {@link TimerRing} and {@link MotionIndicator}, as the web page's.
 */
final class LiveIndicators extends Canvas {

    private static final double RING = 34;
    private static final double SPACING = 92;
    private static final double MOTION = 26;

    private final List<TimerRing> rings;

    LiveIndicators(List<TimerRing> rings) {
        super(Math.max(1, rings.size()) * SPACING + MOTION + 80, RING + 28);
        this.rings = List.copyOf(rings);
    }

    /** Repaints for the entry's current counters. */
    void paint(long activeTicks, long updates, boolean running) {
        GraphicsContext gc = getGraphicsContext2D();
        gc.clearRect(0, 0, getWidth(), getHeight());
        paintMotion(gc, updates, running);
        for (int i = 0; i < rings.size(); i++) {
            TimerRing ring = rings.get(i);
            paintRing(gc, MOTION + 70 + i * SPACING, ring, activeTicks, running);
        }
    }

    private void paintMotion(GraphicsContext gc, long updates, boolean updating) {
        double c = MOTION / 2 + 20;
        double cy = RING / 2 + 2;
        gc.setStroke(PlayerPalette.DARK.border());
        gc.setLineWidth(2);
        gc.strokeOval(c - MOTION / 2, cy - MOTION / 2, MOTION, MOTION);
        double angle = MotionIndicator.angle(updates);
        gc.setFill(updating ? PlayerPalette.DARK.entering() : PlayerPalette.DARK.muted());
        gc.fillOval(c + Math.cos(angle) * MOTION / 2 - 4, cy + Math.sin(angle) * MOTION / 2 - 4, 8, 8);
        caption(gc, MotionIndicator.caption(updating), c, RING + 16);
    }

    private void paintRing(GraphicsContext gc, double x, TimerRing ring, long activeTicks, boolean running) {
        double progress = ring.progress(activeTicks);
        double cx = x + RING / 2;
        double cy = RING / 2 + 2;
        gc.setStroke(PlayerPalette.DARK.border());
        gc.setLineWidth(4);
        gc.strokeOval(x, 2, RING, RING);
        gc.setStroke(running ? PlayerPalette.DARK.staging() : PlayerPalette.DARK.muted());
        gc.strokeArc(x, 2, RING, RING, 90, -360 * progress, ArcType.OPEN);
        gc.setFont(PlayerPalette.MONO_SMALL);
        gc.setFill(PlayerPalette.DARK.text());
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        gc.fillText(ring.percent(activeTicks), cx, cy);
        caption(gc, ring.caption(), cx, RING + 16);
    }

    private static void caption(GraphicsContext gc, String text, double cx, double y) {
        gc.setFont(PlayerPalette.MONO_SMALL);
        gc.setFill(PlayerPalette.DARK.muted());
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        gc.fillText(text, cx, y);
    }
}
