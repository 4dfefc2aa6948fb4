package dev.stagestack.editor.canvas;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;

/**
 * The canvas camera: {@code screen = pan + zoom * world}. Toolkit-free, so zoom and fit are
 * tested without a window.
 */
public final class Viewport {
    public static final double MIN_ZOOM = 0.05;
    public static final double MAX_ZOOM = 4;
    /** The closest Fit comes: a small graph is not blown up past this. */
    public static final double MAX_FIT_ZOOM = 1.5;

    private final DoubleProperty zoom = new SimpleDoubleProperty(this, "zoom", 1);
    private final DoubleProperty panX = new SimpleDoubleProperty(this, "panX", 0);
    private final DoubleProperty panY = new SimpleDoubleProperty(this, "panY", 0);

    public double toWorldX(double screenX) {
        return (screenX - panX.get()) / zoom.get();
    }

    public double toWorldY(double screenY) {
        return (screenY - panY.get()) / zoom.get();
    }

    public double toScreenX(double worldX) {
        return panX.get() + worldX * zoom.get();
    }

    public double toScreenY(double worldY) {
        return panY.get() + worldY * zoom.get();
    }

    /** Multiplies the zoom by {@code factor}, keeping the world point under the screen pivot still. */
    public void zoomAt(double factor, double pivotX, double pivotY) {
        double worldX = toWorldX(pivotX);
        double worldY = toWorldY(pivotY);
        zoom.set(clamp(zoom.get() * factor));
        panX.set(pivotX - worldX * zoom.get());
        panY.set(pivotY - worldY * zoom.get());
    }

    public void panBy(double dx, double dy) {
        panX.set(panX.get() + dx);
        panY.set(panY.get() + dy);
    }

    /** Shows the world rectangle whole and centred in a view of the given size. */
    public void fit(double minX, double minY, double maxX, double maxY, double viewWidth, double viewHeight) {
        fit(minX, minY, maxX, maxY, 0, 0, viewWidth, viewHeight);
    }

    /**
     * Shows the world rectangle whole and centred in the part of the view from ({@code viewX},
     * {@code viewY}) that is {@code viewWidth} × {@code viewHeight} (the view less what covers it).
     */
    public void fit(
            double minX,
            double minY,
            double maxX,
            double maxY,
            double viewX,
            double viewY,
            double viewWidth,
            double viewHeight) {
        double margin = 40;
        double width = Math.max(1, maxX - minX);
        double height = Math.max(1, maxY - minY);
        double scale = Math.min((viewWidth - 2 * margin) / width, (viewHeight - 2 * margin) / height);
        zoom.set(clamp(Math.min(scale, MAX_FIT_ZOOM)));
        panX.set(viewX + viewWidth / 2 - (minX + width / 2) * zoom.get());
        panY.set(viewY + viewHeight / 2 - (minY + height / 2) * zoom.get());
    }

    /** Moves the camera so that the world point is at the centre of the view, keeping the zoom. */
    public void centerOn(double worldX, double worldY, double viewWidth, double viewHeight) {
        panX.set(viewWidth / 2 - worldX * zoom.get());
        panY.set(viewHeight / 2 - worldY * zoom.get());
    }

    private static double clamp(double z) {
        return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
    }

    public DoubleProperty zoomProperty() {
        return zoom;
    }

    public DoubleProperty panXProperty() {
        return panX;
    }

    public DoubleProperty panYProperty() {
        return panY;
    }

    public double zoom() {
        return zoom.get();
    }
}
