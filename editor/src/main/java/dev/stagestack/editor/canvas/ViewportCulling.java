package dev.stagestack.editor.canvas;

import javafx.scene.Group;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Keeps only what can be seen in the scene graph: a skin is attached to its layer while it lies
 * in the visible area (plus a margin), and all skins are detached when the view is zoomed out so
 * far that the {@link OverviewLayer} draws the graph instead. Skins stay alive while detached, so
 * selection, problem and Play marks survive scrolling; a skin's nodes are built when it is first
 * attached, and the labels of the edges shown are placed then ({@link CanvasLabels}).
 */
final class ViewportCulling {
    /** Below this zoom the overview picture replaces the skins. */
    static final double OVERVIEW_ZOOM = 0.3;
    /** Extra world units kept attached around the visible area, so short pans attach nothing. */
    private static final double MARGIN = 300;

    private final GraphCanvas canvas;
    private final Group nodeLayer;
    private final Group edgeLayer;
    private final OverviewLayer overview;
    private final CanvasLabels labels;

    ViewportCulling(GraphCanvas canvas, Group nodeLayer, Group edgeLayer, OverviewLayer overview, CanvasLabels labels) {
        this.canvas = canvas;
        this.nodeLayer = nodeLayer;
        this.edgeLayer = edgeLayer;
        this.overview = overview;
        this.labels = labels;
    }

    /** How far beyond the view's edges skins are kept attached, in screen pixels at the current zoom. */
    double marginOnScreen() {
        return MARGIN * canvas.viewport().zoom();
    }

    /** Attaches and detaches skins for the current view. */
    void update() {
        Viewport v = canvas.viewport();
        boolean zoomedOut = v.zoom() < OVERVIEW_ZOOM;
        overview.setActive(zoomedOut);
        double minX = v.toWorldX(0) - MARGIN;
        double minY = v.toWorldY(0) - MARGIN;
        double maxX = v.toWorldX(canvas.getWidth()) + MARGIN;
        double maxY = v.toWorldY(canvas.getHeight()) + MARGIN;
        for (StateSkin s : canvas.stateSkins().values()) {
            boolean inside = !zoomedOut && s.x() + StateBox.WIDTH >= minX && s.x() <= maxX
                    && s.y() + StateBox.HEIGHT >= minY && s.y() <= maxY;
            attach(nodeLayer, s, inside || s.isSelected() && !zoomedOut);
        }
        List<TransitionSkin> shown = new ArrayList<>();
        for (TransitionSkin t : canvas.edgeSkins().values()) {
            boolean show = !zoomedOut && crosses(t.curves(), minX, minY, maxX, maxY);
            if (attach(edgeLayer, t, show)) {
                t.attached();
            }
            if (show) {
                shown.add(t);
            }
        }
        labels.placeShown(canvas.stateSkins().values(), shown);
    }

    private static boolean crosses(Collection<Curve> curves, double minX, double minY, double maxX, double maxY) {
        for (Curve c : curves) {
            if (c.intersects(minX, minY, maxX, maxY, 30)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Attaches or detaches the skin's node; true when it was just attached. A skin that was never
     * shown is built only when it is attached.
     */
    private static boolean attach(Group layer, ElementSkin skin, boolean attached) {
        if (!attached && !skin.isBuilt()) {
            return false;
        }
        Node node = skin.root();
        boolean present = node.getParent() == layer;
        if (attached && !present) {
            layer.getChildren().add(node);
            return true;
        }
        if (!attached && present) {
            layer.getChildren().remove(node);
        }
        return false;
    }
}
