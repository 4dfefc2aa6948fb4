package dev.stagestack.editor.export;

import dev.stagestack.model.ExportText;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.PathIterator;
import java.util.Locale;

/**
 * A {@link Surface} writing SVG elements with presentation attributes only (no stylesheet), so
 * that any renderer (browsers, rsvg-convert, ImageMagick, Inkscape) draws the same picture. Every
 * element says both its fill and its stroke: ImageMagick's own renderer does not default a missing
 * stroke to none. Every element is written by one method that escapes every attribute value and all
 * text ({@link #xml}), so no user text reaches the file unescaped.
 */
final class SvgSurface implements Surface {
    private final StringBuilder svg = new StringBuilder();

    @Override
    public void fill(Shape shape, String color) {
        element("path", null, "d", pathData(shape), "fill", color, "stroke", "none");
    }

    @Override
    public void stroke(Shape shape, String color, double width, double[] dash) {
        if (dash == null) {
            element("path", null, "d", pathData(shape), "fill", "none", "stroke", color, "stroke-width", number(width));
        } else {
            element(
                    "path",
                    null,
                    "d",
                    pathData(shape),
                    "fill",
                    "none",
                    "stroke",
                    color,
                    "stroke-width",
                    number(width),
                    "stroke-dasharray",
                    number(dash[0]) + " " + number(dash[1]));
        }
    }

    @Override
    public void text(String text, double x, double y, Font font, String color) {
        element(
                "text",
                text,
                "x",
                number(x),
                "y",
                number(y),
                "font-family",
                DrawingFonts.CSS_FAMILY,
                "font-size",
                number(font.getSize2D()),
                "font-weight",
                font.isBold() ? "bold" : "normal",
                "fill",
                color,
                "stroke",
                "none");
    }

    /**
     * Appends one element: its attributes as name, value pairs, every value escaped; {@code content}
     * the text inside it, escaped, or null for an empty element.
     */
    private void element(String name, String content, String... attributes) {
        svg.append(open(name, attributes));
        svg.append(content == null ? "/>\n" : ">" + xml(content) + "</" + name + ">\n");
    }

    /** {@code <name a="v" ...} without its closing bracket, every value escaped. */
    static String open(String name, String... attributes) {
        StringBuilder out = new StringBuilder("<").append(name);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            out.append(' ')
                    .append(attributes[i])
                    .append("=\"")
                    .append(xml(attributes[i + 1]))
                    .append('"');
        }
        return out.toString();
    }

    /** The elements drawn so far. */
    String elements() {
        return svg.toString();
    }

    private static String pathData(Shape shape) {
        StringBuilder d = new StringBuilder();
        double[] p = new double[6];
        for (PathIterator it = shape.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(p)) {
                case PathIterator.SEG_MOVETO -> d.append('M').append(points(p, 1));
                case PathIterator.SEG_LINETO -> d.append('L').append(points(p, 1));
                case PathIterator.SEG_QUADTO -> d.append('Q').append(points(p, 2));
                case PathIterator.SEG_CUBICTO -> d.append('C').append(points(p, 3));
                default -> d.append('Z');
            }
        }
        return d.toString().strip();
    }

    private static String points(double[] p, int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 2 * count; i++) {
            out.append(number(p[i])).append(i == 2 * count - 1 ? "" : " ");
        }
        return out.append(' ').toString();
    }

    static String number(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }

    /**
     * Text as XML character data or an attribute value: as every export carries it
     * ({@link ExportText#carried}: no character XML 1.0 cannot hold, one line), markup characters and
     * quotes as entities. So whatever a name holds, the SVG is well-formed.
     */
    static String xml(String text) {
        return ExportText.carried(text)
                .replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&apos;");
    }
}
