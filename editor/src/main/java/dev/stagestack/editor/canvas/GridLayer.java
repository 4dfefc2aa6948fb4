package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.StateBox;
import java.nio.IntBuffer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * The dotted background grid. The dots are set as pixels into an image one grid step larger than
 * the view on every side; a pan only moves that image by the pan modulo the step, and the dots are
 * set again only when the zoom, the size, the colour or the visibility changes.
 *
 * <p>An image drawn without smoothing, not a {@code Canvas}: the software renderer draws a canvas
 * with filtering, pixel by pixel, and the grid lies under the whole view (it was two thirds of the
 * time to draw a pan picture).
 */
public final class GridLayer extends Region {
    /** A dot is 1.5 pixels square: one pixel, half of the next column and row, a quarter of the corner. */
    private static final double[][] DOT = {{1, 0.5}, {0.5, 0.25}};

    private final ImageView dots = new ImageView();
    private final Viewport viewport;
    private final BooleanProperty visibleGrid = new SimpleBooleanProperty(this, "visibleGrid", true);
    private final ObjectProperty<Color> dotColor = new SimpleObjectProperty<>(this, "dotColor", Color.gray(0.5, 0.35));
    private double step = StateBox.GRID;
    private double margin;

    public GridLayer(Viewport viewport) {
        this.viewport = viewport;
        setMouseTransparent(true);
        dots.setSmooth(false);
        dots.setManaged(false);
        getChildren().add(dots);
        viewport.zoomProperty().addListener(o -> redraw());
        viewport.panXProperty().addListener(o -> shift());
        viewport.panYProperty().addListener(o -> shift());
        visibleGrid.addListener(o -> redraw());
        dotColor.addListener(o -> redraw());
    }

    @Override
    protected void layoutChildren() {
        if (dots.getImage() == null
                || dots.getImage().getWidth() != pixels(getWidth() + 2 * (step + margin))
                || dots.getImage().getHeight() != pixels(getHeight() + 2 * (step + margin))) {
            redraw();
        }
    }

    private static int pixels(double length) {
        return Math.max(1, (int) Math.ceil(length));
    }

    private void redraw() {
        step = StateBox.GRID * viewport.zoom();
        while (step < 12) {
            step *= 2;
        }
        int width = pixels(getWidth() + 2 * (step + margin));
        int height = pixels(getHeight() + 2 * (step + margin));
        int[] argb = new int[width * height];
        if (visibleGrid.get()) {
            int[][] dot = dotPixels(dotColor.get());
            for (double x = 0; x < width; x += step) {
                for (double y = 0; y < height; y += step) {
                    stamp(argb, width, height, dot, (int) Math.round(x), (int) Math.round(y));
                }
            }
        }
        dots.setImage(new WritableImage(
                new PixelBuffer<>(width, height, IntBuffer.wrap(argb), PixelFormat.getIntArgbPreInstance())));
        shift();
    }

    /** A dot's pixels: the colour premultiplied by each pixel's coverage. */
    private static int[][] dotPixels(Color c) {
        int[][] pixels = new int[2][2];
        for (int dy = 0; dy < 2; dy++) {
            for (int dx = 0; dx < 2; dx++) {
                double alpha = c.getOpacity() * DOT[dy][dx];
                pixels[dy][dx] = (int) Math.round(alpha * 255) << 24
                        | (int) Math.round(c.getRed() * alpha * 255) << 16
                        | (int) Math.round(c.getGreen() * alpha * 255) << 8
                        | (int) Math.round(c.getBlue() * alpha * 255);
            }
        }
        return pixels;
    }

    /** Sets one dot, its top-left pixel at (x, y). */
    private static void stamp(int[] argb, int width, int height, int[][] dot, int x, int y) {
        for (int dy = 0; dy < 2 && y + dy < height; dy++) {
            for (int dx = 0; dx < 2 && x + dx < width; dx++) {
                argb[(y + dy) * width + x + dx] = dot[dy][dx];
            }
        }
    }

    /**
     * Puts the dots where the pan wants them: the image moves by less than one step, and by whole
     * pixels (a fractional place would make the renderer resample it).
     */
    private void shift() {
        dots.relocate(
                Math.rint(floorMod(viewport.panXProperty().get() - margin, step) - step - margin),
                Math.rint(floorMod(viewport.panYProperty().get() - margin, step) - step - margin));
    }

    /** Draws the dots {@code extra} pixels beyond the view on every side too (for a pan picture), or not (0). */
    void extendBeyondView(double extra) {
        if (extra != margin) {
            margin = extra;
            redraw();
        }
    }

    private static double floorMod(double value, double modulus) {
        return value - Math.floor(value / modulus) * modulus;
    }

    /** Whether the grid dots are drawn. */
    public BooleanProperty gridVisibleProperty() {
        return visibleGrid;
    }

    /** Colour of the dots (set from the theme). */
    public ObjectProperty<Color> dotColorProperty() {
        return dotColor;
    }
}
