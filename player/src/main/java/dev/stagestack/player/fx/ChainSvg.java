package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.ChainMark;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;
import java.util.Locale;
import javafx.scene.paint.Color;

/**
 * The chain diagram as a standalone SVG, for slides and handouts: the same layout as the overlay's
 * ({@link ChainLayout}) in the light palette, drawn with presentation attributes only (no style
 * sheet), so that any renderer draws it the same. Needs no running toolkit.
 */
public final class ChainSvg {

    /** The drawing's width in px. */
    public static final double WIDTH = 520;

    private static final double MARGIN = 8;
    private static final PlayerPalette PALETTE = PlayerPalette.LIGHT;

    private ChainSvg() {}

    /** The chain of {@code snapshot}, its states named and coloured from {@code states}. */
    public static String of(TickSnapshot snapshot, StateIndex states) {
        double height = Math.max(ChainLayout.MIN_ROW, ChainLayout.readableHeight(snapshot, 1));
        List<ChainBox> boxes = new ChainLayout(states).layout(snapshot, WIDTH, height);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                        + "viewBox=\"%.0f %.0f %.0f %.0f\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\">\n",
                WIDTH + 2 * MARGIN,
                height + 2 * MARGIN,
                -MARGIN,
                -MARGIN,
                WIDTH + 2 * MARGIN,
                height + 2 * MARGIN));
        svg.append(String.format(
                Locale.ROOT,
                "<rect x=\"%.0f\" y=\"%.0f\" width=\"%.0f\" height=\"%.0f\" fill=\"%s\"/>\n",
                -MARGIN,
                -MARGIN,
                WIDTH + 2 * MARGIN,
                height + 2 * MARGIN,
                hex(PALETTE.background())));
        for (ChainBox box : boxes) {
            if (box.parent() >= 0) {
                link(svg, box, boxes.get(box.parent()));
            }
        }
        for (ChainBox box : boxes) {
            box(svg, box, states);
        }
        return svg.append("</svg>\n").toString();
    }

    private static void link(StringBuilder svg, ChainBox child, ChainBox parent) {
        double x1 = child.centerX();
        double y1 = child.y() + child.height();
        double x2 = parent.centerX();
        double y2 = parent.y();
        double angle = Math.atan2(y2 - y1, x2 - x1);
        svg.append(String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" " + "stroke-width=\"1.2\"/>\n",
                x1,
                y1,
                x2,
                y2,
                hex(PALETTE.muted())));
        svg.append(String.format(
                Locale.ROOT,
                "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"%s\"/>\n",
                x2,
                y2,
                x2 - 5 * Math.cos(angle - 0.5),
                y2 - 5 * Math.sin(angle - 0.5),
                x2 - 5 * Math.cos(angle + 0.5),
                y2 - 5 * Math.sin(angle + 0.5),
                hex(PALETTE.muted())));
    }

    private static void box(StringBuilder svg, ChainBox box, StateIndex states) {
        boolean pending = box.mark() != ChainMark.SHARED;
        boolean discarded = box.mark() == ChainMark.DISCARDED;
        Color border = box.isHead() && !pending ? PALETTE.head() : PALETTE.of(box.mark());
        svg.append(String.format(
                Locale.ROOT,
                "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"4\" "
                        + "fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\"%s/>\n",
                box.x() + 0.5,
                box.y() + 0.5,
                box.width() - 1,
                box.height() - 1,
                hex(box.isHead() ? PALETTE.panelRaised() : PALETTE.panel()),
                hex(border),
                pending || box.isHead() ? "1.6" : "1",
                pending ? " stroke-dasharray=\"5 3\"" : ""));
        Color stripe =
                PlayerPalette.stateColor(states.state(box.entry().stateId()).color());
        svg.append(String.format(
                Locale.ROOT,
                "<rect x=\"%.1f\" y=\"%.1f\" width=\"5\" height=\"%.1f\" rx=\"2\" fill=\"%s\"/>\n",
                box.x(),
                box.y(),
                box.height(),
                hex(discarded ? stripe.desaturate() : stripe)));
        double right = box.x() + box.width() - 6;
        double cy = box.y() + box.height() / 2;
        if (box.isStaging()) {
            right = pill(svg, "STAGING", PALETTE.staging(), right, cy);
        }
        if (box.isHead()) {
            right = pill(svg, "HEAD", PALETTE.head(), right, cy);
        }
        if (!box.badge().isEmpty()) {
            pill(svg, box.badge(), PALETTE.muted(), right, cy);
        }
        String label = box.entry().label();
        svg.append(String.format(
                Locale.ROOT,
                "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" fill=\"%s\">%s</text>\n",
                box.x() + 12,
                baseline(cy, PlayerPalette.MONO_SIZE),
                PlayerPalette.MONO_SIZE,
                hex(discarded ? PALETTE.discarded() : PALETTE.text()),
                escape(label)));
        if (discarded) { // drawn, not text-decoration: every renderer strikes it through
            double end = box.x() + 12 + label.length() * PlayerPalette.MONO_SIZE * PlayerPalette.MONO_ADVANCE_PER_POINT;
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" " + "stroke-width=\"1\"/>\n",
                    box.x() + 12,
                    cy,
                    end,
                    cy,
                    hex(PALETTE.discarded())));
        }
    }

    /** The baseline that centres text of {@code size} on {@code cy} (no dominant-baseline: not every renderer has it). */
    private static double baseline(double cy, double size) {
        return cy + size * 0.36;
    }

    private static double pill(StringBuilder svg, String text, Color color, double right, double cy) {
        double width = text.length() * PlayerPalette.MONO_SMALL_SIZE * PlayerPalette.MONO_ADVANCE_PER_POINT + 10;
        double x = right - width;
        Color tint = color.interpolate(PALETTE.panelRaised(), 0.82); // the overlay's 18 % tint, as a plain colour
        svg.append(String.format(
                Locale.ROOT,
                "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"14\" rx=\"7\" " + "fill=\"%s\"/>\n",
                x,
                cy - 7,
                width,
                hex(tint)));
        svg.append(String.format(
                Locale.ROOT,
                "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" fill=\"%s\">%s</text>\n",
                x + 5,
                baseline(cy, PlayerPalette.MONO_SMALL_SIZE),
                PlayerPalette.MONO_SMALL_SIZE,
                hex(color),
                escape(text)));
        return x - 4;
    }

    /** {@code c} as {@code #rrggbb}, its opacity left out. */
    static String hex(Color c) {
        return String.format(
                Locale.ROOT,
                "#%02x%02x%02x",
                Math.round(c.getRed() * 255),
                Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
