package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import javafx.animation.AnimationTimer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

/**
 * A small overview of the whole graph with the visible area outlined; click or drag in it to move
 * the view there. Updated at most once per frame, only after something changed.
 *
 * <p>The plate (background, border and the states) changes only with the graph and is kept as one
 * cached bitmap; what moves with the view is a plain outline above it. While the canvas pans,
 * every frame repaints the minimap (the picture moves beneath it), and so a frame costs one
 * bitmap copy and four thin lines, not the plate's rounded backgrounds and the states again.
 */
public final class Minimap extends StackPane {
    public static final double WIDTH = 220;
    private static final double HEIGHT = 150;

    private final GraphCanvas graph;
    private final Canvas canvas = new Canvas(WIDTH, HEIGHT);
    private final Rectangle frame = new Rectangle();
    private boolean statesDirty = true;
    private double scale = 1;
    private double originX;
    private double originY;
    private boolean dirty = true;

    public Minimap(GraphCanvas graph) {
        this.graph = graph;
        setMaxSize(WIDTH, HEIGHT);
        StackPane plate = new StackPane(canvas);
        plate.getStyleClass().add(EditorStyles.MINIMAP);
        setId("minimap");
        plate.setCache(true);
        frame.setFill(null);
        frame.setStroke(Color.web("#4493f8"));
        frame.setStrokeWidth(1.5);
        frame.setManaged(false);
        Pane frameLayer = new Pane(frame);
        frameLayer.setMouseTransparent(true);
        frameLayer.setPrefSize(WIDTH, HEIGHT);
        frameLayer.setMaxSize(WIDTH, HEIGHT);
        frameLayer.setClip(new Rectangle(WIDTH, HEIGHT));
        getChildren().addAll(plate, frameLayer);
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
        Viewport v = graph.viewport();
        frame.setX((v.toWorldX(0) - originX) * scale);
        frame.setY((v.toWorldY(0) - originY) * scale);
        frame.setWidth(graph.getWidth() / v.zoom() * scale);
        frame.setHeight(graph.getHeight() / v.zoom() * scale);
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
        scale = Math.min(
                (WIDTH - 2 * pad) / Math.max(1, bounds.getWidth()),
                (HEIGHT - 2 * pad) / Math.max(1, bounds.getHeight()));
        originX = bounds.getMinX() - (WIDTH / scale - bounds.getWidth()) / 2;
        originY = bounds.getMinY() - (HEIGHT / scale - bounds.getHeight()) / 2;
        g.setFill(Color.web("#8a94a8", 0.8));
        graph.stateSkins()
                .values()
                .forEach(s -> g.fillRect(
                        (s.x() - originX) * scale,
                        (s.y() - originY) * scale,
                        Math.max(2, StateBox.WIDTH * scale),
                        Math.max(1.5, StateBox.HEIGHT * scale)));
    }

    private void jump(MouseEvent e) {
        double worldX = e.getX() / scale + originX;
        double worldY = e.getY() / scale + originY;
        graph.viewport().centerOn(worldX, worldY, graph.getWidth(), graph.getHeight());
        graph.viewMovedByUser();
        e.consume();
    }
}
