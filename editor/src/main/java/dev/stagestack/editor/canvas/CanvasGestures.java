package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.document.Selection;
import dev.stagestack.editor.geometry.StateBox;
import java.util.Set;
import java.util.function.Predicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

/**
 * Mouse and keyboard on the canvas: select (click, shift-click, marquee), move, connect from a
 * handle, pan (middle drag, space drag), zoom (wheel), add a state (double-click the background)
 * rename inline (double-click a state) and edit a trigger inline (double-click an edge).
 */
public final class CanvasGestures {
    private final GraphCanvas canvas;
    private final GraphEdits edits;
    private final BooleanProperty snapToGrid = new SimpleBooleanProperty(this, "snapToGrid", true);
    private Predicate<String> edgeClickHandler = id -> false;
    private boolean spaceDown;
    private Drag drag;

    public CanvasGestures(GraphCanvas canvas, GraphEdits edits) {
        this.canvas = canvas;
        this.edits = edits;
        canvas.setFocusTraversable(true);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            if (drag != null) {
                drag.drag(e);
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        canvas.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        canvas.addEventHandler(KeyEvent.KEY_PRESSED, e -> spaceDown |= e.getCode() == KeyCode.SPACE);
        canvas.addEventHandler(KeyEvent.KEY_RELEASED, e -> spaceDown &= e.getCode() != KeyCode.SPACE);
    }

    private void pressed(MouseEvent e) {
        canvas.requestFocus();
        Node target = (Node) e.getTarget();
        ElementRef ref = CanvasHit.elementAt(target);
        if (e.getButton() == MouseButton.MIDDLE || (e.getButton() == MouseButton.PRIMARY && spaceDown)) {
            drag = new PanDrag(canvas, e);
        } else if (e.getButton() != MouseButton.PRIMARY) {
            drag = null;
        } else if (ref == null && GlobalCards.sourceAt(target) != null) {
            String source = GlobalCards.sourceAt(target);
            drag = canvas.document().isEditable() ? new ConnectDrag(canvas, edits, source, snapToGrid.get()) : null;
        } else if (ref == null) {
            drag = new MarqueeDrag(canvas, e);
        } else if (ref.isState()) {
            drag = pressedOnState(ref, target, e);
        } else {
            drag = null;
            pressedOnEdge(ref, e);
        }
    }

    private Drag pressedOnState(ElementRef ref, Node target, MouseEvent e) {
        Selection selection = canvas.document().selection();
        if (CanvasHit.isConnectHandle(target)) {
            return canvas.document().isEditable() ? new ConnectDrag(canvas, edits, ref.id(), snapToGrid.get()) : null;
        }
        if (e.isShiftDown() || e.isShortcutDown()) {
            selection.toggle(ref);
        } else if (!selection.contains(ref)) {
            selection.select(ref);
        }
        Set<String> moving = selection.stateIds();
        if (!moving.contains(ref.id()) || canvas.document().lockReasonProperty().get() != null) {
            return null;
        }
        return new MoveDrag(canvas, ref.id(), moving, e, snapToGrid.get());
    }

    private void pressedOnEdge(ElementRef ref, MouseEvent e) {
        if (!e.isShiftDown() && !e.isShortcutDown() && edgeClickHandler.test(ref.id())) {
            return; // a plain click (Shift and Ctrl only select)
        }
        if (e.isShiftDown() || e.isShortcutDown()) {
            canvas.document().selection().toggle(ref);
        } else {
            canvas.document().selection().select(ref);
        }
    }

    private void released(MouseEvent e) {
        if (drag != null) {
            Drag finished = drag;
            drag = null;
            finished.release(e);
        }
    }

    private void clicked(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || e.getClickCount() != 2) {
            return;
        }
        ElementRef ref = CanvasHit.elementAt((Node) e.getTarget());
        if (ref == null) {
            // centred on the click, its corner on the grid as a moved card's is (unless snapping is off)
            double x = canvas.viewport().toWorldX(e.getX()) - StateBox.WIDTH / 2;
            double y = canvas.viewport().toWorldY(e.getY()) - StateBox.HEIGHT / 2;
            AlignmentGuides.Snap corner = AlignmentGuides.snap(x, y, java.util.List.of(), snapToGrid.get());
            edits.addStateAt(corner.x(), corner.y()).ifPresent(id -> InlineNameEditor.open(canvas, edits, id));
        } else if (ref.isState()) {
            InlineNameEditor.open(canvas, edits, ref.id());
        } else {
            TriggerEditor.open(canvas, edits, ref.id());
        }
    }

    private void scrolled(ScrollEvent e) {
        if (e.getDeltaY() != 0) {
            canvas.viewMovedByUser();
            canvas.viewport().zoomAt(Math.pow(1.0015, e.getDeltaY()), e.getX(), e.getY());
            e.consume();
        }
    }

    /** Whether dragged states snap to the grid (guides always apply; Alt turns snapping off). */
    public BooleanProperty snapToGridProperty() {
        return snapToGrid;
    }

    /**
     * While Play runs: given the id of a transition clicked without Shift or Ctrl, fires it and
     * returns true, or returns false to let the click select it as usual.
     */
    public void setEdgeClickHandler(Predicate<String> handler) {
        edgeClickHandler = handler;
    }
}
