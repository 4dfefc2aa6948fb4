package dev.stagestack.runtime.fx;

import dev.stagestack.runtime.fx.model.ChainBox;
import dev.stagestack.runtime.fx.model.ChainMark;
import dev.stagestack.runtime.fx.model.StateIndex;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * Paints the overlay's chain diagram from a {@link dev.stagestack.runtime.fx.model.ChainLayout}:
 * linked entry boxes, arrows to parents, head/staging markers, policy badges, and the
 * exiting/entering/discarded highlighting. Uses no text measurement, so a frame stays cheap.
 */
final class ChainPainter {

    private static final double ARC = 8;
    private static final double PILL_HEIGHT = 14;
    private static final double[] DASHES = {5, 3};

    private final StateIndex states;

    ChainPainter(StateIndex states) {
        this.states = states;
    }

    void paint(GraphicsContext gc, List<ChainBox> boxes) {
        gc.setTextBaseline(VPos.CENTER);
        gc.setTextAlign(TextAlignment.LEFT);
        for (ChainBox box : boxes) {
            if (box.parent() >= 0) {
                paintLink(gc, box, boxes.get(box.parent()));
            }
        }
        for (ChainBox box : boxes) {
            paintBox(gc, box);
        }
    }

    private static void paintLink(GraphicsContext gc, ChainBox child, ChainBox parent) {
        double x1 = child.centerX();
        double y1 = child.y() + child.height();
        double x2 = parent.centerX();
        double y2 = parent.y();
        gc.setStroke(PlayerPalette.MUTED);
        gc.setLineWidth(1.2);
        gc.setLineDashes();
        gc.strokeLine(x1, y1, x2, y2);
        double angle = Math.atan2(y2 - y1, x2 - x1);
        double size = 5;
        gc.setFill(PlayerPalette.MUTED);
        gc.fillPolygon(
                new double[] {x2, x2 - size * Math.cos(angle - 0.5), x2 - size * Math.cos(angle + 0.5)},
                new double[] {y2, y2 - size * Math.sin(angle - 0.5), y2 - size * Math.sin(angle + 0.5)}, 3);
    }

    private void paintBox(GraphicsContext gc, ChainBox box) {
        boolean discarded = box.mark() == ChainMark.DISCARDED;
        gc.setFill(box.isHead() ? PlayerPalette.PANEL_RAISED : PlayerPalette.PANEL);
        gc.fillRoundRect(box.x(), box.y(), box.width(), box.height(), ARC, ARC);
        Color stripe = PlayerPalette.stateColor(states.state(box.entry().stateId()).color());
        gc.setFill(discarded ? stripe.desaturate().darker() : stripe.brighter());
        gc.fillRoundRect(box.x(), box.y(), 5, box.height(), 4, 4);
        paintBorder(gc, box);
        double textRight = paintPills(gc, box);
        paintLabel(gc, box, textRight, discarded);
    }

    private static void paintBorder(GraphicsContext gc, ChainBox box) {
        boolean pending = box.mark() != ChainMark.SHARED;
        gc.setStroke(box.isHead() && !pending ? PlayerPalette.HEAD : PlayerPalette.of(box.mark()));
        gc.setLineWidth(pending || box.isHead() ? 1.6 : 1);
        if (pending) {
            gc.setLineDashes(DASHES);
        } else {
            gc.setLineDashes();
        }
        gc.strokeRoundRect(box.x() + 0.5, box.y() + 0.5, box.width() - 1, box.height() - 1, ARC, ARC);
        gc.setLineDashes();
    }

    /** Paints the pills right-aligned in the box; returns the x where the label must stop. */
    private static double paintPills(GraphicsContext gc, ChainBox box) {
        double right = box.x() + box.width() - 6;
        double cy = box.y() + box.height() / 2;
        if (box.isStaging()) {
            right = pill(gc, "STAGING", PlayerPalette.STAGING, right, cy);
        }
        if (box.isHead()) {
            right = pill(gc, "HEAD", PlayerPalette.HEAD, right, cy);
        }
        if (!box.badge().isEmpty()) {
            right = pill(gc, box.badge(), PlayerPalette.MUTED, right, cy);
        }
        return right;
    }

    private static double pill(GraphicsContext gc, String text, Color color, double right, double cy) {
        double w = text.length() * 6.1 + 10;
        double h = Math.min(PILL_HEIGHT, cy * 2);
        double x = right - w;
        gc.setFill(color.deriveColor(0, 1, 1, 0.18));
        gc.fillRoundRect(x, cy - h / 2, w, h, h, h);
        gc.setFill(color);
        gc.setFont(PlayerPalette.MONO_SMALL);
        gc.fillText(text, x + 5, cy);
        return x - 4;
    }

    private static void paintLabel(GraphicsContext gc, ChainBox box, double right, boolean discarded) {
        double x = box.x() + 12;
        int room = (int) Math.max(0, (right - x) / PlayerPalette.MONO_ADVANCE);
        String text = box.entry().label();
        if (text.length() > room) {
            text = room > 1 ? text.substring(0, room - 1) + "…" : "";
        }
        double cy = box.y() + box.height() / 2;
        gc.setFont(PlayerPalette.MONO);
        gc.setFill(discarded ? PlayerPalette.DISCARDED : PlayerPalette.TEXT);
        gc.fillText(text, x, cy);
        if (discarded) {
            gc.setStroke(PlayerPalette.DISCARDED);
            gc.setLineWidth(1);
            gc.strokeLine(x, cy, x + text.length() * PlayerPalette.MONO_ADVANCE, cy);
        }
    }
}
