package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Action;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Line;

/**
 * Draws a rubber band from a state's connect handle; dropping it on a state connects the two and
 * offers the op on the new edge ({@link EdgeOpChooser}). A self-loop (restart, or pop, quit or clear:
 * the ops without a target) takes a deliberate gesture: out of the card and back onto it. Dropping it on
 * empty canvas adds a state there, pushed from this one, and opens its name, then the op and the
 * trigger of the push. A click on the
 * handle, or a drag that never leaves the card, connects nothing.
 */
final class ConnectDrag implements Drag {
    private final GraphCanvas canvas;
    private final GraphEdits edits;
    private final String from;
    private final Line band = new Line();
    /** How far (world units) the pointer must go out of the card before coming back makes a self-loop. */
    private static final double CLEARANCE = 24;

    private boolean leftTheCard;
    private final boolean snapToGrid;

    ConnectDrag(GraphCanvas canvas, GraphEdits edits, String from, boolean snapToGrid) {
        this.canvas = canvas;
        this.edits = edits;
        this.from = from;
        this.snapToGrid = snapToGrid;
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
        leftTheCard |= isClearOfTheCard(band.getEndX(), band.getEndY());
    }

    /** Whether a world point is well outside the source card (a wobble around the handle is not). */
    private boolean isClearOfTheCard(double x, double y) {
        double[] p = canvas.positionOf(from);
        return x < p[0] - CLEARANCE
                || x > p[0] + StateBox.WIDTH + CLEARANCE
                || y < p[1] - CLEARANCE
                || y > p[1] + StateBox.HEIGHT + CLEARANCE;
    }

    @Override
    public void release(MouseEvent event) {
        canvas.overlayLayer().getChildren().remove(band);
        String target = canvas.stateAt(
                canvas.viewport().toWorldX(event.getX()), canvas.viewport().toWorldY(event.getY()));
        if (target != null && (leftTheCard || !target.equals(from))) {
            edits.connect(from, target).ifPresent(id -> EdgeOpChooser.open(canvas, edits, id, from, target));
        } else if (target == null && leftTheCard && !isClearOfTheCard(band.getEndX(), band.getEndY())) {
            // back onto a global card ("Any state", a group's), which is no state: a loop on it
            edits.connect(from, from).ifPresent(id -> EdgeOpChooser.open(canvas, edits, id, from, from));
        } else if (target == null && leftTheCard) {
            newStateHere(event);
        }
    }

    /**
     * Dropped on empty canvas: a new state there, pushed from this one (one undo step), named
     * inline; then the edge's op and trigger are offered as on an edge dropped on a state.
     */
    private void newStateHere(MouseEvent event) {
        double x = canvas.viewport().toWorldX(event.getX()) - StateBox.WIDTH / 2;
        double y = canvas.viewport().toWorldY(event.getY()) - StateBox.HEIGHT / 2;
        AlignmentGuides.Snap corner = AlignmentGuides.snap(x, y, java.util.List.of(), snapToGrid);
        edits.pushNewStateAt(from, corner.x(), corner.y())
                .ifPresent(id -> InlineNameEditor.open(canvas, edits, id, this::offerOpOfPushTo));
    }

    /** The op chooser on the push just drawn to the new state {@code stateId} (named by now). */
    private void offerOpOfPushTo(String stateId) {
        canvas.document().graph().transitions().stream()
                .filter(t -> t.from().equals(from) && t.actions().equals(java.util.List.of(Action.push(stateId))))
                .reduce((first, later) -> later)
                .ifPresent(t -> EdgeOpChooser.openOnPushToNewState(canvas, edits, t.id(), from, stateId));
    }
}
