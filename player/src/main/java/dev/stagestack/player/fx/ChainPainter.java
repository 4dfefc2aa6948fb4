package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainMark;
import dev.stagestack.player.fx.model.StateIndex;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * Paints the overlay's chain diagram from a {@link dev.stagestack.player.fx.model.ChainLayout}:
 * linked entry boxes, arrows to parents, head/staging markers, policy badges, and the
 * exiting/entering/discarded highlighting, in a palette and at a scale (presentation mode draws
 * it 2× in the light palette). Uses no text measurement, so a frame stays cheap.
 */
final class ChainPainter {

    private static final double ARC = 8;
    private static final double PILL_HEIGHT = 14;
    private static final double[] DASHES = {5, 3};

    private final StateIndex states;
    private PlayerPalette palette = PlayerPalette.DARK;
    private double scale = 1;
    private Font label = PlayerPalette.mono(PlayerPalette.MONO_SIZE);
    private Font pill = PlayerPalette.MONO_SMALL;

    ChainPainter(StateIndex states) {
        this.states = states;
    }

    /** Paints from now on in {@code newPalette} at {@code newScale} (1 = the normal overlay). */
    void setLook(PlayerPalette newPalette, double newScale) {
        palette = newPalette;
        if (newScale != scale) {
            scale = newScale;
            label = PlayerPalette.mono(PlayerPalette.MONO_SIZE * scale);
            pill = PlayerPalette.mono(PlayerPalette.MONO_SMALL_SIZE * scale);
        }
    }

    /** The size of the entries' names, in points. */
    double labelSize() {
        return label.getSize();
    }

    /** The size of the HEAD and STAGING pills' text, in points. */
    double pillSize() {
        return pill.getSize();
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

    private void paintLink(GraphicsContext gc, ChainBox child, ChainBox parent) {
        double x1 = child.centerX();
        double y1 = child.y() + child.height();
        double x2 = parent.centerX();
        double y2 = parent.y();
        gc.setStroke(palette.muted());
        gc.setLineWidth(1.2 * scale);
        gc.setLineDashes();
        gc.strokeLine(x1, y1, x2, y2);
        double angle = Math.atan2(y2 - y1, x2 - x1);
        double size = 5 * scale;
        gc.setFill(palette.muted());
        gc.fillPolygon(
                new double[] {x2, x2 - size * Math.cos(angle - 0.5), x2 - size * Math.cos(angle + 0.5)},
                new double[] {y2, y2 - size * Math.sin(angle - 0.5), y2 - size * Math.sin(angle + 0.5)},
                3);
    }

    private void paintBox(GraphicsContext gc, ChainBox box) {
        boolean discarded = box.mark() == ChainMark.DISCARDED;
        gc.setFill(box.isHead() ? palette.panelRaised() : palette.panel());
        gc.fillRoundRect(box.x(), box.y(), box.width(), box.height(), ARC * scale, ARC * scale);
        Color stripe =
                PlayerPalette.stateColor(states.state(box.entry().stateId()).color());
        gc.setFill(discarded ? stripe.desaturate().darker() : stripe.brighter());
        gc.fillRoundRect(box.x(), box.y(), 5 * scale, box.height(), 4 * scale, 4 * scale);
        paintBorder(gc, box);
        double textRight = paintPills(gc, box);
        paintLabel(gc, box, textRight, discarded);
    }

    private void paintBorder(GraphicsContext gc, ChainBox box) {
        boolean pending = box.mark() != ChainMark.SHARED;
        gc.setStroke(box.isHead() && !pending ? palette.head() : palette.of(box.mark()));
        gc.setLineWidth((pending || box.isHead() ? 1.6 : 1) * scale);
        if (pending) {
            gc.setLineDashes(DASHES[0] * scale, DASHES[1] * scale);
        } else {
            gc.setLineDashes();
        }
        double inset = 0.5 * scale;
        gc.strokeRoundRect(
                box.x() + inset,
                box.y() + inset,
                box.width() - 2 * inset,
                box.height() - 2 * inset,
                ARC * scale,
                ARC * scale);
        gc.setLineDashes();
    }

    /** Paints the pills right-aligned in the box; returns the x where the label must stop. */
    private double paintPills(GraphicsContext gc, ChainBox box) {
        double right = box.x() + box.width() - 6 * scale;
        double cy = box.y() + box.height() / 2;
        if (box.isStaging()) {
            right = pill(gc, "STAGING", palette.staging(), right, cy, box.height());
        }
        if (box.isHead()) {
            right = pill(gc, "HEAD", palette.head(), right, cy, box.height());
        }
        if (!box.badge().isEmpty()) {
            right = pill(gc, box.badge(), palette.muted(), right, cy, box.height());
        }
        return right;
    }

    private double pill(GraphicsContext gc, String text, Color color, double right, double cy, double boxHeight) {
        double advance = pill.getSize() * PlayerPalette.MONO_ADVANCE_PER_POINT;
        double w = text.length() * advance + 10 * scale;
        double h = Math.min(PILL_HEIGHT * scale, boxHeight);
        double x = right - w;
        gc.setFill(color.deriveColor(0, 1, 1, 0.18));
        gc.fillRoundRect(x, cy - h / 2, w, h, h, h);
        gc.setFill(color);
        gc.setFont(pill);
        gc.fillText(text, x + 5 * scale, cy);
        return x - 4 * scale;
    }

    private void paintLabel(GraphicsContext gc, ChainBox box, double right, boolean discarded) {
        double x = box.x() + 12 * scale;
        double advance = label.getSize() * PlayerPalette.MONO_ADVANCE_PER_POINT;
        int room = (int) Math.max(0, (right - x) / advance);
        String text = box.entry().label();
        if (text.length() > room) {
            text = room > 1 ? text.substring(0, room - 1) + "…" : "";
        }
        double cy = box.y() + box.height() / 2;
        gc.setFont(label);
        gc.setFill(discarded ? palette.discarded() : palette.text());
        gc.fillText(text, x, cy);
        if (discarded) {
            gc.setStroke(palette.discarded());
            gc.setLineWidth(scale);
            gc.strokeLine(x, cy, x + text.length() * advance, cy);
        }
    }
}
