package dev.stagestack.player.fx;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.StackPane;

/**
 * The layer of a state with code: its placeholder (name, notes, buttons) underneath and a
 * canvas on top that the behaviour's {@code draw} paints through {@link CanvasSurface}. A
 * behaviour that fills the canvas hides the placeholder; one that draws a badge leaves it
 * visible and usable. The canvas lets clicks through to the placeholder's buttons.
 */
final class BehaviorLayer extends StackPane {

    private final PlaceholderLayer placeholder;
    private final Canvas canvas = new Canvas();

    BehaviorLayer(PlaceholderLayer placeholder) {
        this.placeholder = placeholder;
        canvas.widthProperty().bind(widthProperty());
        canvas.heightProperty().bind(heightProperty());
        canvas.setManaged(false);
        canvas.setMouseTransparent(true);
        getChildren().addAll(placeholder, canvas);
    }

    /**
     * The layer takes the screen's size whatever its placeholder needs: the behaviour draws on a canvas
     * of exactly the area shown (a game that letterboxes itself, as Bounce does, is scaled to fit rather
     * than cut off when presentation mode's larger card would need more room). The card, when shown, is
     * cut at the screen's edge instead.
     */
    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 0;
    }

    PlaceholderLayer placeholder() {
        return placeholder;
    }

    /** Clears the canvas before the frame's draw walk. */
    GraphicsContext clearedCanvas() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        gc.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        return gc;
    }

    GraphicsContext graphics() {
        return canvas.getGraphicsContext2D();
    }
}
