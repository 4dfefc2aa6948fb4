package dev.stagestack.editor.canvas;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/** The dotted background grid, redrawn when the viewport or the size changes. */
public final class GridLayer extends Region {
    private final Canvas canvas = new Canvas();
    private final Viewport viewport;
    private final BooleanProperty visibleGrid = new SimpleBooleanProperty(this, "visibleGrid", true);
    private final ObjectProperty<Color> dotColor = new SimpleObjectProperty<>(this, "dotColor", Color.gray(0.5, 0.35));

    public GridLayer(Viewport viewport) {
        this.viewport = viewport;
        setMouseTransparent(true);
        getChildren().add(canvas);
        viewport.zoomProperty().addListener(o -> redraw());
        viewport.panXProperty().addListener(o -> redraw());
        viewport.panYProperty().addListener(o -> redraw());
        visibleGrid.addListener(o -> redraw());
        dotColor.addListener(o -> redraw());
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            redraw();
        }
    }

    private void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        double step = StateBox.GRID * viewport.zoom();
        while (step < 12) {
            step *= 2;
        }
        if (!visibleGrid.get()) {
            return;
        }
        g.setFill(dotColor.get());
        double startX = viewport.panXProperty().get() % step;
        double startY = viewport.panYProperty().get() % step;
        for (double x = startX; x < canvas.getWidth(); x += step) {
            for (double y = startY; y < canvas.getHeight(); y += step) {
                g.fillRect(x, y, 1.5, 1.5);
            }
        }
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
