package dev.stagestack.editor.canvas;

import dev.stagestack.editor.EditorStyles;
import javafx.animation.AnimationTimer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;

/**
 * A small overview of the whole graph with the visible area outlined; click or drag in it to move
 * the view there. Redrawn at most once per frame, only after something changed.
 */
public final class Minimap extends StackPane {
    private static final double WIDTH = 220;
    private static final double HEIGHT = 150;

    private final GraphCanvas graph;
    private final Canvas canvas = new Canvas(WIDTH, HEIGHT);
    private final Canvas frame = new Canvas(WIDTH, HEIGHT);
    private boolean statesDirty = true;
    private double scale = 1;
    private double originX;
    private double originY;
    private boolean dirty = true;

    public Minimap(GraphCanvas graph) {
        this.graph = graph;
        getStyleClass().add(EditorStyles.MINIMAP);
        setMaxSize(WIDTH, HEIGHT);
        getChildren().addAll(canvas, frame);
        frame.setMouseTransparent(true);
        Legend.StackPaneMargin.apply(this);
        Runnable mark = () -> dirty = true;
        graph.viewport().zoomProperty().addListener(o -> mark.run());
        graph.viewport().panXProperty().addListener(o -> mark.run());
        graph.viewport().panYProperty().addListener(o -> mark.run());
        graph.document().graphProperty().addListener(o -> {
            statesDirty = true;
            mark.run();
        });
        graph.widthProperty().addListener(o -> mark.run());
        graph.heightProperty().addListener(o -> mark.run());
        canvas.setOnMousePressed(this::jump);
        canvas.setOnMouseDragged(this::jump);
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (dirty) {
                    dirty = false;
                    redraw();
                }
            }
        }.start();
    }

    private void redraw() {
        if (statesDirty) {
            statesDirty = false;
            drawStates();
        }
        GraphicsContext g = frame.getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        Viewport v = graph.viewport();
        g.setStroke(Color.web("#4493f8"));
        g.setLineWidth(1.5);
        g.strokeRect((v.toWorldX(0) - originX) * scale, (v.toWorldY(0) - originY) * scale,
                graph.getWidth() / v.zoom() * scale, graph.getHeight() / v.zoom() * scale);
    }

    /** The states change only with the graph, so they are drawn apart from the viewport frame. */
    private void drawStates() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        var bounds = graph.boundsOf(graph.stateSkins().keySet());
        if (bounds == null) {
            return;
        }
        double pad = 8;
        scale = Math.min((WIDTH - 2 * pad) / Math.max(1, bounds.getWidth()), (HEIGHT - 2 * pad) / Math.max(1, bounds.getHeight()));
        originX = bounds.getMinX() - (WIDTH / scale - bounds.getWidth()) / 2;
        originY = bounds.getMinY() - (HEIGHT / scale - bounds.getHeight()) / 2;
        g.setFill(Color.web("#8a94a8", 0.8));
        graph.stateSkins().values().forEach(s -> g.fillRect((s.x() - originX) * scale, (s.y() - originY) * scale,
                Math.max(2, StateBox.WIDTH * scale), Math.max(1.5, StateBox.HEIGHT * scale)));
    }

    private void jump(MouseEvent e) {
        double worldX = e.getX() / scale + originX;
        double worldY = e.getY() / scale + originY;
        graph.viewport().centerOn(worldX, worldY, graph.getWidth(), graph.getHeight());
        graph.viewMovedByUser();
        e.consume();
    }
}
