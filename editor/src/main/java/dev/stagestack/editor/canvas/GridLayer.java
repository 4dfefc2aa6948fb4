package dev.stagestack.editor.canvas;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * The dotted background grid. The dots are drawn once into a canvas one grid step larger than the
 * view on every side; a pan only moves that canvas by the pan modulo the step, and the dots are
 * drawn again only when the zoom, the size, the colour or the visibility changes.
 */
public final class GridLayer extends Region {
    private final Canvas canvas = new Canvas();
    private final Viewport viewport;
    private final BooleanProperty visibleGrid = new SimpleBooleanProperty(this, "visibleGrid", true);
    private final ObjectProperty<Color> dotColor = new SimpleObjectProperty<>(this, "dotColor", Color.gray(0.5, 0.35));
    private double step = StateBox.GRID;
    private double margin;

    public GridLayer(Viewport viewport) {
        this.viewport = viewport;
        setMouseTransparent(true);
        getChildren().add(canvas);
        viewport.zoomProperty().addListener(o -> redraw());
        viewport.panXProperty().addListener(o -> shift());
        viewport.panYProperty().addListener(o -> shift());
        visibleGrid.addListener(o -> redraw());
        dotColor.addListener(o -> redraw());
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() + 2 * (step + margin)
                || canvas.getHeight() != getHeight() + 2 * (step + margin)) {
            redraw();
        }
    }

    private void redraw() {
        step = StateBox.GRID * viewport.zoom();
        while (step < 12) {
            step *= 2;
        }
        canvas.setWidth(getWidth() + 2 * (step + margin));
        canvas.setHeight(getHeight() + 2 * (step + margin));
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (visibleGrid.get()) {
            g.setFill(dotColor.get());
            for (double x = 0; x < canvas.getWidth(); x += step) {
                for (double y = 0; y < canvas.getHeight(); y += step) {
                    g.fillRect(x, y, 1.5, 1.5);
                }
            }
        }
        shift();
    }

    /** Puts the dots where the pan wants them: the canvas moves by less than one step. */
    private void shift() {
        canvas.relocate(floorMod(viewport.panXProperty().get() - margin, step) - step - margin,
                floorMod(viewport.panYProperty().get() - margin, step) - step - margin);
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
