package dev.stagestack.editor.export;

import java.awt.Font;
import java.awt.Shape;

/**
 * What {@link GraphDrawing} draws on: shapes and text in graph units, colours as {@code #rrggbb}.
 * Two surfaces, SVG text ({@link SvgSurface}) and a Java2D image ({@link ImageSurface}), so the SVG
 * and the PNG are one drawing.
 */
interface Surface {

    /** Fills {@code shape} with {@code color}. */
    void fill(Shape shape, String color);

    /** Draws the outline of {@code shape}; {@code dash} is null for a solid line. */
    void stroke(Shape shape, String color, double width, double[] dash);

    /** Draws {@code text} with its baseline starting at {@code (x, y)}; its width was measured with {@code font}. */
    void text(String text, double x, double y, Font font, String color);
}
