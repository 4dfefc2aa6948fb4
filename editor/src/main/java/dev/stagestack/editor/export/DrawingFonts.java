package dev.stagestack.editor.export;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Set;

/**
 * The fonts of {@link GraphDrawing}, measured rather than guessed: the first common sans-serif font
 * this machine has (the SVG names it first, so a viewer with it lays the text out exactly as
 * measured), and the trigger icons' glyphs from the editor's icon font, as outlines. Headless.
 */
final class DrawingFonts {
    /** Antialiased with fractional metrics: the widths the image surface draws with. */
    static final FontRenderContext CONTEXT = new FontRenderContext(new AffineTransform(), true, true);

    private static final List<String> PREFERRED = List.of("DejaVu Sans", "Liberation Sans", "Arial", "Helvetica");
    private static final String ICON_FONT =
            "/META-INF/resources/materialdesign2/7.4.47/fonts/materialdesignicons-webfont.ttf";
    private static final String ELLIPSIS = "…";

    /** The family measured with, and the CSS font-family list the SVG names. */
    static final String FAMILY = family();

    static final String CSS_FAMILY = (FAMILY.equals(Font.SANS_SERIF) ? "" : "'" + FAMILY + "', ") + "sans-serif";

    private static Font icons;
    private static boolean iconsTried;

    private DrawingFonts() {}

    static Font font(boolean bold, double size) {
        return new Font(FAMILY, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
    }

    static double width(String text, Font font) {
        return text.isEmpty() ? 0 : font.getStringBounds(text, CONTEXT).getWidth();
    }

    /** {@code text}, or as much of it as fits {@code maxWidth} with an ellipsis. */
    static String fit(String text, Font font, double maxWidth) {
        if (width(text, font) <= maxWidth) {
            return text;
        }
        int[] points = text.codePoints().toArray();
        int low = 0;
        int high = points.length;
        while (low < high) { // the longest prefix that fits with the ellipsis
            int mid = (low + high + 1) / 2;
            if (width(new String(points, 0, mid).stripTrailing() + ELLIPSIS, font) <= maxWidth) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return new String(points, 0, low).stripTrailing() + ELLIPSIS;
    }

    /** The outline of icon {@code code} at {@code size}, centred on (cx, cy); null without the icon font. */
    static Shape icon(int code, double size, double cx, double cy) {
        Font font = iconFont();
        if (font == null) {
            return null;
        }
        GlyphVector glyph =
                font.deriveFont((float) size).createGlyphVector(CONTEXT, new String(Character.toChars(code)));
        Shape outline = glyph.getOutline();
        java.awt.geom.Rectangle2D b = outline.getBounds2D();
        return AffineTransform.getTranslateInstance(cx - b.getCenterX(), cy - b.getCenterY())
                .createTransformedShape(outline);
    }

    private static synchronized Font iconFont() {
        if (!iconsTried) {
            iconsTried = true;
            try (InputStream in = DrawingFonts.class.getResourceAsStream(ICON_FONT)) {
                icons = in == null ? null : Font.createFont(Font.TRUETYPE_FONT, in);
            } catch (IOException | java.awt.FontFormatException e) {
                icons = null;
            }
        }
        return icons;
    }

    private static String family() {
        try {
            Set<String> installed =
                    Set.of(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames());
            return PREFERRED.stream().filter(installed::contains).findFirst().orElse(Font.SANS_SERIF);
        } catch (RuntimeException | Error noFonts) {
            return Font.SANS_SERIF;
        }
    }
}
