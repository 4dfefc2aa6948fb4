package dev.stagestack.editor.app;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.canvas.Legend;
import dev.stagestack.editor.canvas.Minimap;
import dev.stagestack.editor.style.EditorStyles;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.animation.PauseTransition;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

/**
 * The canvas with what is drawn over it: the legend (top left), the minimap (bottom right), which
 * Fit keeps the graph clear of, and the toast, a short message that goes away by itself.
 */
final class CanvasArea extends StackPane {
    private final GraphCanvas canvas;
    private final Label toast = new Label();
    private final PauseTransition toastTimer = new PauseTransition(Duration.seconds(3.5));

    CanvasArea(GraphCanvas canvas, Preferences prefs) {
        this.canvas = canvas;
        toast.getStyleClass().add(EditorStyles.TOAST);
        toast.setVisible(false);
        toast.setMouseTransparent(true);
        toastTimer.setOnFinished(e -> toast.setVisible(false));
        Legend legend = new Legend();
        legend.startAsBefore(prefs);
        Minimap minimap = new Minimap(canvas);
        // In a canvas too narrow for it (Play's panel beside a small window) the minimap would
        // cover a quarter of the graph it maps: it steps aside until there is room again.
        minimap.visibleProperty().bind(widthProperty().greaterThanOrEqualTo(MINIMAP_ROOM));
        minimap.visibleProperty().addListener((o, was, is) -> canvas.fitAgainIfFitted());
        keepFitClearOf(legend, minimap);
        // Drawn over the canvas, so every pan frame repaints it: as a cached bitmap it is one copy
        // instead of its text and shapes (software renderer: pan painting p95 23 -> 18 ms).
        legend.setCache(true);
        getChildren().addAll(canvas, legend, minimap, toast);
        StackPane.setAlignment(legend, Pos.TOP_LEFT);
        StackPane.setAlignment(minimap, Pos.BOTTOM_RIGHT);
        StackPane.setAlignment(toast, Pos.TOP_CENTER);
    }

    /** The least canvas width that shows the minimap: three times the minimap's own. */
    static final double MINIMAP_ROOM = 3 * Minimap.WIDTH;

    private void keepFitClearOf(Legend legend, Minimap minimap) {
        canvas.setCoveredCorners(() -> coveredBy(legend), () -> coveredBy(minimap));
        legend.expandedProperty().addListener((o, was, open) -> canvas.fitAgainIfFitted());
        // the first fit can come before the corners are laid out where they will be
        // (where they are laid out, not what they draw: an edit that redraws the minimap must not refit)
        for (Node corner : List.of(legend, minimap)) {
            corner.layoutXProperty().addListener((o, was, is) -> canvas.fitAgainIfFitted());
            corner.layoutYProperty().addListener((o, was, is) -> canvas.fitAgainIfFitted());
        }
    }

    /** Where a node drawn over the canvas covers it, in the canvas's coordinates; null when hidden. */
    private Bounds coveredBy(Node over) {
        return over.isVisible() ? canvas.sceneToLocal(over.localToScene(over.getBoundsInLocal())) : null;
    }

    /** A short message over the canvas that goes away by itself. */
    void toast(String message) {
        toast.setText(message);
        toast.setVisible(true);
        toastTimer.playFromStart();
    }
}
