package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import java.util.LinkedHashSet;
import java.util.Set;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Rectangle;

/**
 * Rubber-band selection of the states the rectangle touches; shift adds to the selection. A press and
 * release without a drag is a click on empty canvas: it clears the selection (shift keeps it).
 */
final class MarqueeDrag implements Drag {
    private final GraphCanvas canvas;
    private final double startX;
    private final double startY;
    private final Rectangle band = new Rectangle();

    MarqueeDrag(GraphCanvas canvas, MouseEvent press) {
        this.canvas = canvas;
        startX = canvas.viewport().toWorldX(press.getX());
        startY = canvas.viewport().toWorldY(press.getY());
        band.setX(startX);
        band.setY(startY);
        band.getStyleClass().add(EditorStyles.MARQUEE);
        band.setMouseTransparent(true);
        canvas.overlayLayer().getChildren().add(band);
    }

    @Override
    public void drag(MouseEvent event) {
        double x = canvas.viewport().toWorldX(event.getX());
        double y = canvas.viewport().toWorldY(event.getY());
        band.setX(Math.min(x, startX));
        band.setY(Math.min(y, startY));
        band.setWidth(Math.abs(x - startX));
        band.setHeight(Math.abs(y - startY));
    }

    @Override
    public void release(MouseEvent event) {
        canvas.overlayLayer().getChildren().remove(band);
        Set<ElementRef> hit = band.getWidth() == 0 && band.getHeight() == 0 ? Set.of() : statesInBand();
        if (event.isShiftDown() || event.isShortcutDown()) {
            hit.forEach(canvas.document().selection()::add);
        } else {
            canvas.document().selection().selectAll(hit);
        }
    }

    private Set<ElementRef> statesInBand() {
        Set<ElementRef> hit = new LinkedHashSet<>();
        canvas.stateSkins().forEach((id, skin) -> {
            if (skin.x() + StateBox.WIDTH >= band.getX()
                    && skin.x() <= band.getX() + band.getWidth()
                    && skin.y() + StateBox.HEIGHT >= band.getY()
                    && skin.y() <= band.getY() + band.getHeight()) {
                hit.add(skin.ref());
            }
        });
        return hit;
    }
}
