package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.Curve;
import dev.stagestack.editor.geometry.StateBox;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.Node;

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
    /**
     * How far, in world units, a skin may draw beyond the card or line that decides whether it is
     * attached: the initial marker 30 left of its card, the Play head's glow, a label beside its line.
     */
    private static final double REACH = 150;

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
        show(
                        zoomedOut,
                        v.toWorldX(0) - MARGIN,
                        v.toWorldY(0) - MARGIN,
                        v.toWorldX(canvas.getWidth()) + MARGIN,
                        v.toWorldY(canvas.getHeight()) + MARGIN)
                .attachSome(Integer.MAX_VALUE);
    }

    /**
     * Starts showing a world area: detaches at once what cannot draw into it (but the selected
     * states), and returns what is left to attach, for the caller to attach a few skins per frame:
     * a pan builds the area of its next picture this way while the current picture is shown. The
     * skins just outside the area that reach into it are attached too, so that a picture of the
     * area is whole at its edges.
     */
    AreaShow showArea(double minX, double minY, double maxX, double maxY) {
        return show(canvas.viewport().zoom() < OVERVIEW_ZOOM, minX - REACH, minY - REACH, maxX + REACH, maxY + REACH);
    }

    private AreaShow show(boolean zoomedOut, double minX, double minY, double maxX, double maxY) {
        List<StateSkin> states = new ArrayList<>();
        for (StateSkin s : canvas.stateSkins().values()) {
            boolean inside = !zoomedOut
                    && s.x() + StateBox.WIDTH >= minX
                    && s.x() <= maxX
                    && s.y() + StateBox.HEIGHT >= minY
                    && s.y() <= maxY;
            boolean wanted = inside || s.isSelected() && !zoomedOut;
            if (wanted && !isAttached(nodeLayer, s)) {
                states.add(s);
            } else if (!wanted) {
                attach(nodeLayer, s, false);
            }
        }
        List<TransitionSkin> edges = new ArrayList<>();
        List<TransitionSkin> shown = new ArrayList<>();
        for (TransitionSkin t : canvas.edgeSkins().values()) {
            boolean show = !zoomedOut && crosses(t.curves(), minX, minY, maxX, maxY);
            if (show) {
                shown.add(t);
                if (!isAttached(edgeLayer, t)) {
                    edges.add(t);
                }
            } else {
                attach(edgeLayer, t, false);
            }
        }
        return new AreaShow(states, edges, shown);
    }

    /** The skins of an area still to attach; the labels of its edges are placed once all are. */
    final class AreaShow {
        private final List<StateSkin> states;
        private final List<TransitionSkin> edges;
        private final List<TransitionSkin> shown;
        private int attached;

        private AreaShow(List<StateSkin> states, List<TransitionSkin> edges, List<TransitionSkin> shown) {
            this.states = states;
            this.edges = edges;
            this.shown = shown;
        }

        /** How many skins are left to attach. */
        int remaining() {
            return states.size() + edges.size() - attached;
        }

        /** Attaches up to {@code count} more skins; true once the whole area is shown. */
        boolean attachSome(int count) {
            int total = states.size() + edges.size();
            for (int n = 0; n < count && attached < total; n++, attached++) {
                if (attached < states.size()) {
                    attach(nodeLayer, states.get(attached), true);
                } else if (attach(edgeLayer, edges.get(attached - states.size()), true)) {
                    edges.get(attached - states.size()).attached();
                }
            }
            if (attached < total) {
                return false;
            }
            labels.placeShown(canvas.stateSkins().values(), canvas.edgeSkins().values(), shown);
            canvas.applyLevelOfDetail();
            return true;
        }
    }

    private static boolean isAttached(Group layer, ElementSkin skin) {
        return skin.isBuilt() && skin.root().getParent() == layer;
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
