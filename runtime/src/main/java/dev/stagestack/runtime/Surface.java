package dev.stagestack.runtime;

import java.util.Optional;

/**
 * The minimal drawing target handed to {@link Behavior#draw}. Colours are {@code 0xRRGGBB}.
 * The core has no toolkit; a player implements this over its canvas, a test over a recorder.
 */
public interface Surface {

    /** Width of the drawing area in pixels. */
    double width();

    /** Height of the drawing area in pixels. */
    double height();

    void fillRect(double x, double y, double w, double h, int rgb);

    void strokeRect(double x, double y, double w, double h, int rgb);

    void fillOval(double x, double y, double w, double h, int rgb);

    void strokeOval(double x, double y, double w, double h, int rgb);

    void line(double x1, double y1, double x2, double y2, int rgb);

    /** Draws {@code text} with its baseline starting at ({@code x}, {@code y}). */
    void text(String text, double x, double y, int rgb);

    /** The toolkit object behind this surface (e.g. a canvas' graphics context), if it is a {@code type}. */
    <T> Optional<T> unwrap(Class<T> type);
}
