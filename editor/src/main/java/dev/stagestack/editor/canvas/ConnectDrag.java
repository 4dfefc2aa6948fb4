package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Line;

/** Draws a rubber band from a state's connect handle; dropping it on a state connects the two. */
final class ConnectDrag implements Drag {
    private final GraphCanvas canvas;
    private final GraphEdits edits;
    private final String from;
    private final Line band = new Line();

    ConnectDrag(GraphCanvas canvas, GraphEdits edits, String from) {
        this.canvas = canvas;
        this.edits = edits;
        this.from = from;
        double[] p = canvas.positionOf(from);
        band.setStartX(p[0] + StateBox.WIDTH);
        band.setStartY(StateBox.centerY(p[1]));
        band.setEndX(band.getStartX());
        band.setEndY(band.getStartY());
        band.getStyleClass().add(EditorStyles.CONNECT_PREVIEW);
        band.setMouseTransparent(true);
        canvas.overlayLayer().getChildren().add(band);
    }

    @Override
    public void drag(MouseEvent event) {
        band.setEndX(canvas.viewport().toWorldX(event.getX()));
        band.setEndY(canvas.viewport().toWorldY(event.getY()));
    }

    @Override
    public void release(MouseEvent event) {
        canvas.overlayLayer().getChildren().remove(band);
        String target = canvas.stateAt(canvas.viewport().toWorldX(event.getX()),
                canvas.viewport().toWorldY(event.getY()));
        if (target != null) {
            edits.connect(from, target);
        }
    }
}
