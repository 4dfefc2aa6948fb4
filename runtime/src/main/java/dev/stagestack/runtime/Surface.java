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

    /** Fills a rectangle with its top left corner at (x, y). */
    void fillRect(double x, double y, double w, double h, int rgb);

    /** Outlines a rectangle with its top left corner at (x, y). */
    void strokeRect(double x, double y, double w, double h, int rgb);

    /** Fills the oval inscribed in the rectangle at (x, y) of size w × h. */
    void fillOval(double x, double y, double w, double h, int rgb);

    /** Outlines the oval inscribed in the rectangle at (x, y) of size w × h. */
    void strokeOval(double x, double y, double w, double h, int rgb);

    /** Draws a line from (x1, y1) to (x2, y2). */
    void line(double x1, double y1, double x2, double y2, int rgb);

    /** Draws {@code text} with its baseline starting at ({@code x}, {@code y}). */
    void text(String text, double x, double y, int rgb);

    /**
     * Draws a state's image, scaled into the rectangle at (x, y) of size w × h; behaviours call
     * {@link Context#drawImage}, which passes the image their state declares under {@code name}. A
     * surface draws the images of its own toolkit (a JavaFX {@code Image} on the player's canvas) and
     * nothing for any other {@code image}, such as null for an image not loaded (headless). The
     * default draws nothing, for surfaces that have no images.
     *
     * @param name  the name the state gives the image ({@code "background"})
     * @param image the decoded image, or null when it is not loaded
     */
    default void image(String name, Object image, double x, double y, double w, double h) {}

    /** The toolkit object behind this surface (e.g. a canvas' graphics context), if it is a {@code type}. */
    <T> Optional<T> unwrap(Class<T> type);
}
