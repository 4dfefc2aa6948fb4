package dev.stagestack.editor.canvas;

import javafx.scene.Group;
import javafx.scene.Node;

import java.util.Collection;

/**
 * Keeps only what can be seen in the scene graph: a skin is attached to its layer while it lies
 * in the visible area (plus a margin), and all skins are detached when the view is zoomed out so
 * far that the {@link OverviewLayer} draws the graph instead. Skins stay alive while detached, so
 * selection, problem and Play marks survive scrolling.
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

    ViewportCulling(GraphCanvas canvas, Group nodeLayer, Group edgeLayer, OverviewLayer overview) {
        this.canvas = canvas;
        this.nodeLayer = nodeLayer;
        this.edgeLayer = edgeLayer;
        this.overview = overview;
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
            attach(nodeLayer, s.root(), inside || s.isSelected() && !zoomedOut);
        }
        for (TransitionSkin t : canvas.edgeSkins().values()) {
            if (attach(edgeLayer, t.root(), !zoomedOut && crosses(t.curves(), minX, minY, maxX, maxY))) {
                t.attached();
            }
        }
    }

    private static boolean crosses(Collection<Curve> curves, double minX, double minY, double maxX, double maxY) {
        for (Curve c : curves) {
            if (c.intersects(minX, minY, maxX, maxY, 30)) {
                return true;
            }
        }
        return false;
    }

    /** Attaches or detaches {@code node}; true when it was just attached. */
    private static boolean attach(Group layer, Node node, boolean attached) {
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
