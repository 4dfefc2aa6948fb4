package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Surface;
import java.util.HashMap;
import java.util.Map;

/**
 * A 5×7 block font drawn with filled squares, so titles and scores look like an arcade game on
 * any {@link Surface} without a toolkit font. Upper-case letters, digits and {@code :!.-/+?<>};
 * other characters draw as a space.
 */
final class PixelFont {

    /** Width of a glyph in cells, plus one cell of spacing. */
    static final int ADVANCE = 6;
    /** Height of a glyph in cells. */
    static final int ROWS = 7;

    private static final Map<Character, int[]> GLYPHS = new HashMap<>();

    static {
        glyphs(
                "ABCDEFGHIJKLM",
                "01110 11110 01110 11110 11111 11111 01110 10001 01110 00111 10001 10000 10001",
                "10001 10001 10001 10001 10000 10000 10001 10001 00100 00010 10010 10000 11011",
                "10001 10001 10000 10001 10000 10000 10000 10001 00100 00010 10100 10000 10101",
                "11111 11110 10000 10001 11110 11110 10111 11111 00100 00010 11000 10000 10101",
                "10001 10001 10000 10001 10000 10000 10001 10001 00100 00010 10100 10000 10001",
                "10001 10001 10001 10001 10000 10000 10001 10001 00100 10010 10010 10000 10001",
                "10001 11110 01110 11110 11111 10000 01111 10001 01110 01100 10001 11111 10001");
        glyphs(
                "NOPQRSTUVWXYZ",
                "10001 01110 11110 01110 11110 01111 11111 10001 10001 10001 10001 10001 11111",
                "10001 10001 10001 10001 10001 10000 00100 10001 10001 10001 10001 10001 00001",
                "11001 10001 10001 10001 10001 10000 00100 10001 10001 10001 01010 01010 00010",
                "10101 10001 11110 10001 11110 01110 00100 10001 10001 10101 00100 00100 00100",
                "10011 10001 10000 10101 10100 00001 00100 10001 10001 10101 01010 00100 01000",
                "10001 10001 10000 10010 10010 00001 00100 10001 01010 10101 10001 00100 10000",
                "10001 01110 10000 01101 10001 11110 00100 01110 00100 01010 10001 00100 11111");
        glyphs(
                "0123456789",
                "01110 00100 01110 11111 00010 11111 00110 11111 01110 01110",
                "10001 01100 10001 00010 00110 10000 01000 00001 10001 10001",
                "10011 00100 00001 00100 01010 11110 10000 00010 10001 10001",
                "10101 00100 00010 00010 10010 00001 11110 00100 01110 01111",
                "11001 00100 00100 00001 11111 00001 10001 01000 10001 00001",
                "10001 00100 01000 10001 00010 10001 10001 01000 10001 00010",
                "01110 01110 11111 01110 00010 01110 01110 01000 01110 01100");
        glyphs(
                ":!.-/+?<>",
                "00000 00100 00000 00000 00001 00000 01110 00010 01000",
                "01100 00100 00000 00000 00010 00100 10001 00100 00100",
                "01100 00100 00000 00000 00010 00100 00001 01000 00010",
                "00000 00100 00000 11111 00100 11111 00010 10000 00001",
                "01100 00100 00000 00000 01000 00100 00100 01000 00010",
                "01100 00000 01100 00000 01000 00100 00000 00100 00100",
                "00000 00100 01100 00000 10000 00000 00100 00010 01000");
    }

    private PixelFont() {}

    /** Reads glyph rows written side by side: row {@code r} of every glyph in {@code rows[r]}. */
    private static void glyphs(String chars, String... rows) {
        for (int c = 0; c < chars.length(); c++) {
            int[] bits = new int[ROWS];
            for (int r = 0; r < ROWS; r++) {
                bits[r] = Integer.parseInt(rows[r].split(" ")[c], 2);
            }
            GLYPHS.put(chars.charAt(c), bits);
        }
    }

    /** Width of {@code text} in world units with cells of {@code cell} units. */
    static double width(String text, double cell) {
        return text.isEmpty() ? 0 : (text.length() * ADVANCE - 1) * cell;
    }

    /** Draws {@code text} with its top-left corner at (x, y), cells of {@code cell} world units. */
    static void draw(Surface view, String text, double x, double y, double cell, int rgb) {
        for (int i = 0; i < text.length(); i++) {
            int[] bits = GLYPHS.get(Character.toUpperCase(text.charAt(i)));
            if (bits != null) {
                drawGlyph(view, bits, x + i * ADVANCE * cell, y, cell, rgb);
            }
        }
    }

    /** Draws {@code text} centred on {@code centerX}. */
    static void drawCentered(Surface view, String text, double centerX, double y, double cell, int rgb) {
        draw(view, text, centerX - width(text, cell) / 2, y, cell, rgb);
    }

    /** Draws each run of lit cells in a row as one rectangle: fewer, larger draw calls. */
    private static void drawGlyph(Surface view, int[] bits, double x, double y, double cell, int rgb) {
        for (int r = 0; r < ROWS; r++) {
            int c = 0;
            while (c < 5) {
                int start = c;
                while (c < 5 && lit(bits[r], c)) {
                    c++;
                }
                if (c > start) {
                    view.fillRect(x + start * cell, y + r * cell, (c - start) * cell, cell, rgb);
                } else {
                    c++;
                }
            }
        }
    }

    private static boolean lit(int row, int column) {
        return (row & (1 << (4 - column))) != 0;
    }
}
