package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.Curve;
import dev.stagestack.editor.geometry.StateBox;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

/**
 * The graph as one picture for views zoomed out too far to read: boxes in their colours and
 * straight lines, drawn once into a canvas that lives in world coordinates, so panning costs one
 * image and nothing is redrawn until the graph or the zoom level changes much.
 */
final class OverviewLayer extends Canvas {
    private static final int MAX_PIXELS = 4096;
    private final GraphCanvas graph;
    private boolean active;
    private boolean stale = true;
    private double drawnResolution;

    OverviewLayer(GraphCanvas graph) {
        this.graph = graph;
        setMouseTransparent(true);
        setVisible(false);
    }

    /** The graph changed: redraw at the next activation or zoom step. */
    void invalidate() {
        stale = true;
        if (active) {
            redraw();
        }
    }

    void setActive(boolean on) {
        active = on;
        setVisible(on);
        if (on && (stale || needsSharperPicture())) {
            redraw();
        }
    }

    private boolean needsSharperPicture() {
        double wanted = graph.viewport().zoom();
        return wanted > drawnResolution * 1.5 || wanted < drawnResolution / 3;
    }

    private void redraw() {
        var bounds = graph.boundsOf(graph.stateSkins().keySet());
        if (bounds == null) {
            return;
        }
        double resolution =
                Math.min(graph.viewport().zoom() * 1.25, MAX_PIXELS / Math.max(bounds.getWidth(), bounds.getHeight()));
        setWidth(Math.ceil(bounds.getWidth() * resolution) + 2);
        setHeight(Math.ceil(bounds.getHeight() * resolution) + 2);
        getTransforms()
                .setAll(new Translate(bounds.getMinX(), bounds.getMinY()), new Scale(1 / resolution, 1 / resolution));
        GraphicsContext g = getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        g.save();
        g.scale(resolution, resolution);
        g.translate(-bounds.getMinX(), -bounds.getMinY());
        drawEdges(g, resolution);
        drawStates(g);
        g.restore();
        drawnResolution = resolution;
        stale = false;
    }

    private void drawEdges(GraphicsContext g, double resolution) {
        g.setStroke(Color.gray(0.55, 0.55));
        g.setLineWidth(1 / resolution);
        for (TransitionSkin t : graph.edgeSkins().values()) {
            for (Curve c : t.curves()) {
                g.strokeLine(c.sx(), c.sy(), c.ex(), c.ey());
            }
        }
    }

    private void drawStates(GraphicsContext g) {
        for (StateSkin s : graph.stateSkins().values()) {
            g.setFill(Color.web("#30363d"));
            g.fillRect(s.x(), s.y(), StateBox.WIDTH, StateBox.HEIGHT);
            g.setFill(StateCard.stripeColor(s.state()));
            g.fillRect(s.x(), s.y(), 12, StateBox.HEIGHT);
        }
    }
}
