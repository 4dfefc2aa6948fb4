package dev.stagestack.editor.canvas;

import java.nio.IntBuffer;
import javafx.geometry.Rectangle2D;
import javafx.scene.Group;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/**
 * A picture of the canvas kept in a buffer that wraps around at its edges, for panning. A point
 * of the plane (in whole pixels, see {@link PanBitmap}) is kept at buffer column {@code x mod
 * width} and row {@code y mod height}, so the buffer holds any {@code width × height} rectangle
 * of the plane ({@link #held}), and moving that rectangle by a strip overwrites just the strip
 * it leaves with the strip it enters: nothing is copied, and only the strip is sent to the
 * renderer again. The view is shown by up to four image nodes over the one image, one per part
 * of the view on either side of the buffer's edges.
 */
final class WrappedPicture {
    private final Group node = new Group();
    private final ImageView[] parts = new ImageView[4];
    private int width;
    private int height;
    private int[] argb;
    private PixelBuffer<IntBuffer> pixels;
    /** The plane rectangle the buffer holds: left, top, width, height. */
    private int heldLeft;

    private int heldTop;

    WrappedPicture() {
        for (int i = 0; i < parts.length; i++) {
            parts[i] = new ImageView();
            // Never scaled, only moved by whole pixels: no filtering (it costs the software renderer).
            parts[i].setSmooth(false);
            parts[i].setManaged(false);
            parts[i].setMouseTransparent(true);
        }
        node.getChildren().addAll(parts);
        node.setManaged(false);
        node.setMouseTransparent(true);
    }

    /** The node that shows the picture; place it at the canvas's origin. */
    Group node() {
        return node;
    }

    /** Starts over with an empty buffer holding the rectangle at ({@code left}, {@code top}). */
    void reset(int width, int height, int left, int top) {
        if (width != this.width || height != this.height || argb == null) {
            this.width = width;
            this.height = height;
            argb = new int[width * height];
            pixels = new PixelBuffer<>(width, height, IntBuffer.wrap(argb), PixelFormat.getIntArgbPreInstance());
            WritableImage image = new WritableImage(pixels);
            for (ImageView part : parts) {
                part.setImage(image);
            }
        }
        heldLeft = left;
        heldTop = top;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    /** The plane rectangle held: {left, top, right, bottom}, right and bottom exclusive. */
    int[] held() {
        return new int[] {heldLeft, heldTop, heldLeft + width, heldTop + height};
    }

    /** Whether the plane rectangle lies inside what the buffer holds. */
    boolean holds(int left, int top, int w, int h) {
        return left >= heldLeft && top >= heldTop && left + w <= heldLeft + width && top + h <= heldTop + height;
    }

    /**
     * Moves the held rectangle to ({@code left}, {@code top}); what it newly covers must then be
     * {@link #put} (the buffer still has the pixels of what it left there).
     */
    void hold(int left, int top) {
        heldLeft = left;
        heldTop = top;
    }

    /**
     * Writes the picture {@code shot} of the plane rectangle at ({@code left}, {@code top}) into the
     * buffer, wrapping at its edges, and tells the renderer which part of the buffer changed.
     */
    void put(Image shot, int left, int top) {
        int w = (int) shot.getWidth();
        int h = (int) shot.getHeight();
        int column = Math.floorMod(left, width);
        int row = Math.floorMod(top, height);
        int firstW = Math.min(w, width - column);
        int firstH = Math.min(h, height - row);
        copy(shot, 0, 0, column, row, firstW, firstH);
        copy(shot, firstW, 0, 0, row, w - firstW, firstH);
        copy(shot, 0, firstH, column, 0, firstW, h - firstH);
        copy(shot, firstW, firstH, 0, 0, w - firstW, h - firstH);
        // One rectangle around what changed: a strip across the whole buffer that wraps is still
        // one band of columns or rows. (Two updates before a frame would send the whole buffer.)
        Rectangle2D changed = new Rectangle2D(
                firstW < w ? 0 : column, firstH < h ? 0 : row, firstW < w ? width : w, firstH < h ? height : h);
        pixels.updateBuffer(b -> changed);
    }

    private void copy(Image shot, int fromX, int fromY, int toX, int toY, int w, int h) {
        if (w > 0 && h > 0) {
            shot.getPixelReader()
                    .getPixels(fromX, fromY, w, h, PixelFormat.getIntArgbPreInstance(), argb, toY * width + toX, width);
        }
    }

    /**
     * Shows the plane rectangle at ({@code left}, {@code top}) of the view's size at the node's
     * origin: up to four parts of the buffer, split where the view crosses the buffer's edges.
     */
    void show(int left, int top, double viewWidth, double viewHeight) {
        int w = (int) Math.ceil(viewWidth);
        int h = (int) Math.ceil(viewHeight);
        int column = Math.floorMod(left, width);
        int row = Math.floorMod(top, height);
        int firstW = Math.min(w, width - column);
        int firstH = Math.min(h, height - row);
        place(parts[0], column, row, firstW, firstH, 0, 0);
        place(parts[1], 0, row, w - firstW, firstH, firstW, 0);
        place(parts[2], column, 0, firstW, h - firstH, 0, firstH);
        place(parts[3], 0, 0, w - firstW, h - firstH, firstW, firstH);
    }

    private static void place(ImageView part, int column, int row, int w, int h, int x, int y) {
        boolean shown = w > 0 && h > 0;
        part.setVisible(shown);
        if (shown) {
            part.setViewport(new Rectangle2D(column, row, w, h));
            part.relocate(x, y);
        }
    }
}
