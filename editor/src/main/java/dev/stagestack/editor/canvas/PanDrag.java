package dev.stagestack.editor.canvas;

import javafx.scene.Cursor;
import javafx.scene.input.MouseEvent;

/** Moves the camera with the mouse (middle button, or space held with the primary button). */
final class PanDrag implements Drag {
    private final GraphCanvas canvas;
    private double lastX;
    private double lastY;

    PanDrag(GraphCanvas canvas, MouseEvent press) {
        this.canvas = canvas;
        lastX = press.getX();
        lastY = press.getY();
        canvas.setCursor(Cursor.CLOSED_HAND);
        canvas.viewMovedByUser();
    }

    @Override
    public void drag(MouseEvent event) {
        canvas.panBy(event.getX() - lastX, event.getY() - lastY);
        lastX = event.getX();
        lastY = event.getY();
    }

    @Override
    public void release(MouseEvent event) {
        canvas.setCursor(Cursor.DEFAULT);
    }
}
