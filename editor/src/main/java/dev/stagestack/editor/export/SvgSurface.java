package dev.stagestack.editor.export;

import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.PathIterator;
import java.util.Locale;

/**
 * A {@link Surface} writing SVG elements with presentation attributes only (no stylesheet), so
 * that any renderer (browsers, rsvg-convert, ImageMagick, Inkscape) draws the same picture. Every
 * element says both its fill and its stroke: ImageMagick's own renderer does not default a missing
 * stroke to none.
 */
final class SvgSurface implements Surface {
    private final StringBuilder svg = new StringBuilder();

    @Override
    public void fill(Shape shape, String color) {
        svg.append("<path d=\"").append(pathData(shape)).append("\" fill=\"").append(color).append("\" stroke=\"none\"/>\n");
    }

    @Override
    public void stroke(Shape shape, String color, double width, double[] dash) {
        svg.append("<path d=\"").append(pathData(shape)).append("\" fill=\"none\" stroke=\"").append(color)
                .append("\" stroke-width=\"").append(number(width)).append('"');
        if (dash != null) {
            svg.append(" stroke-dasharray=\"").append(number(dash[0])).append(' ').append(number(dash[1])).append('"');
        }
        svg.append("/>\n");
    }

    @Override
    public void text(String text, double x, double y, Font font, String color) {
        svg.append("<text x=\"").append(number(x)).append("\" y=\"").append(number(y))
                .append("\" font-family=\"").append(DrawingFonts.CSS_FAMILY)
                .append("\" font-size=\"").append(number(font.getSize2D()))
                .append("\" font-weight=\"").append(font.isBold() ? "bold" : "normal")
                .append("\" fill=\"").append(color).append("\" stroke=\"none\">").append(xml(text)).append("</text>\n");
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

    static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
