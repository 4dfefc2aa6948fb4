package dev.stagestack.editor.canvas;

import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.LabelBox;
import dev.stagestack.editor.geometry.LabelsAtZoom;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javafx.collections.SetChangeListener;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

/**
 * The graph view: one {@link StateSkin} per state and one {@link TransitionSkin} per transition,
 * kept in step with the document's graph, under a zoomable, pannable {@link Viewport}.
 */
public final class GraphCanvas extends Region {
    private final EditorDocument document;
    private final Viewport viewport = new Viewport();
    private final GridLayer grid = new GridLayer(viewport);
    private final Group world = new Group();
    /** Grid, pan picture and graph: what the canvas clips, and what a pan picture is drawn from. */
    private final Group content = new Group();

    private final PanBitmap panBitmap = new PanBitmap(this, content, grid, world);
    private final Group edgeLayer = new Group();
    private final Group nodeLayer = new Group();
    private final Group overlayLayer = new Group();
    private final OverviewLayer overview = new OverviewLayer(this);
    private final CanvasLabels labels = new CanvasLabels();
    private final ViewportCulling culling = new ViewportCulling(this, nodeLayer, edgeLayer, overview, labels);
    private final SkinSync skins;
    private final Map<String, StateSkin> stateSkins;
    private final Map<String, TransitionSkin> edgeSkins;
    private StackInsight insight = StackInsight.UNKNOWN;
    private int cullingHeld;
    private boolean autoFit;
    private java.util.function.Supplier<Bounds> coveredCorner = () -> null;
    private java.util.function.Supplier<Bounds> coveredBottomRight = () -> null;
    private Graph shown;

    public GraphCanvas(EditorDocument document) {
        this.document = document;
        this.skins = new SkinSync(document.selection(), nodeLayer, edgeLayer);
        this.stateSkins = skins.states();
        this.edgeSkins = skins.edges();
        getStyleClass().add(EditorStyles.CANVAS);
        getStylesheets().add(GraphCanvas.class.getResource("canvas.css").toExternalForm());
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        world.getChildren().addAll(overview, edgeLayer, nodeLayer, overlayLayer);
        Translate pan = new Translate();
        pan.xProperty().bind(viewport.panXProperty());
        pan.yProperty().bind(viewport.panYProperty());
        Scale scale = new Scale();
        scale.xProperty().bind(viewport.zoomProperty());
        scale.yProperty().bind(viewport.zoomProperty());
        world.getTransforms().addAll(pan, scale);
        grid.setManaged(false);
        content.getChildren().addAll(grid, panBitmap.picture(), world);
        // Placed by hand: the canvas's preferred size must not follow the graph's extent.
        content.setManaged(false);
        getChildren().add(content);
        document.graphProperty().addListener((obs, old, graph) -> sync(graph));
        document.selection().items().addListener((SetChangeListener<ElementRef>) this::selectionChanged);
        viewport.zoomProperty().addListener((obs, old, zoom) -> applyLevelOfDetail());
        widthProperty().addListener(o -> refit());
        heightProperty().addListener(o -> refit());
        viewport.zoomProperty().addListener(o -> panBitmap.release());
        // A pan picture is the size of the view it was taken for: a larger view would show past
        // its edges, a smaller one would take strips the grid does not reach.
        widthProperty().addListener(o -> panBitmap.release());
        heightProperty().addListener(o -> panBitmap.release());
        viewport.zoomProperty().addListener(o -> cull());
        viewport.panXProperty().addListener(o -> cull());
        viewport.panYProperty().addListener(o -> cull());
        widthProperty().addListener(o -> cull());
        heightProperty().addListener(o -> cull());
        sync(document.graph());
    }

    @Override
    protected void layoutChildren() {
        grid.resizeRelocate(0, 0, getWidth(), getHeight());
    }

    /**
     * Pans by one step of a gesture (drag, scroll, probe). During the gesture the graph is shown
     * as one moving picture ({@link PanBitmap}); the live nodes return when it settles.
     */
    public void panBy(double dx, double dy) {
        panBitmap.panBy(dx, dy, culling.marginOnScreen());
    }

    /** The picture shown while panning (visible only then). */
    PanBitmap panBitmap() {
        return panBitmap;
    }

    /** The pan picture was put away: attach what is now on screen. */
    void liveViewRestored() {
        cull();
    }

    /**
     * Runs {@code change} (open a file: load the graph, then fit it into view) with the skins
     * attached only once at its end, for the view it leaves: not first for the old view, which
     * would build and style the cards and lines there for nothing.
     */
    public void whileCullingHeld(Runnable change) {
        cullingHeld++;
        try {
            change.run();
        } finally {
            cullingHeld--;
            cull();
        }
    }

    /** Starts showing a world area, to be attached bit by bit (see {@link ViewportCulling#showArea}). */
    ViewportCulling.AreaShow showArea(double minX, double minY, double maxX, double maxY) {
        return culling.showArea(minX, minY, maxX, maxY);
    }

    /**
     * Attaches what the view shows; not while a pan picture stands in for the live layers (putting
     * it away culls): that would detach what the strip in the making has attached beyond the view.
     */
    private void cull() {
        if (cullingHeld == 0 && !panBitmap.isActive()) {
            culling.update();
        }
    }

    /**
     * Whether a pan is drawing from its picture right now; safe to ask from any thread (the live
     * checker pauses its analysis meanwhile, so that on a small machine the pan keeps both cores).
     */
    public boolean isPanning() {
        return panBitmap.isActive();
    }

    /** Brings the skins in line with {@code graph}, reusing the skins of unchanged elements. */
    private void sync(Graph graph) {
        panBitmap.release();
        SkinSync.Changes changes = skins.sync(graph, shown, insight);
        if (changes.cardsMoved()) {
            labels.invalidate();
        } else {
            labels.forget(changes.edges());
        }
        shown = graph;
        applyLevelOfDetail();
        overview.invalidate();
        cull();
    }

    private void selectionChanged(SetChangeListener.Change<? extends ElementRef> change) {
        ElementRef ref = change.wasAdded() ? change.getElementAdded() : change.getElementRemoved();
        ElementSkin skin = skinOf(ref);
        if (skin != null) {
            skin.selectedProperty().set(change.wasAdded());
        }
    }

    /** The skin drawing {@code ref}, or null. */
    public ElementSkin skinOf(ElementRef ref) {
        return ref.isState() ? stateSkins.get(ref.id()) : edgeSkins.get(ref.id());
    }

    /** Top-left corner of a state as currently drawn (including a drag preview), or null. */
    public double[] positionOf(String stateId) {
        return skins.positionOf(stateId);
    }

    /** The id of the top-most state whose box contains the world point, or null. */
    public String stateAt(double worldX, double worldY) {
        String hit = null;
        for (StateSkin skin : stateSkins.values()) {
            if (worldX >= skin.x()
                    && worldX <= skin.x() + StateBox.WIDTH
                    && worldY >= skin.y()
                    && worldY <= skin.y() + StateBox.HEIGHT) {
                hit = skin.ref().id();
            }
        }
        return hit;
    }

    /** Moves states on screen only, during a gesture; the model is untouched until release. */
    public void preview(Map<String, Position> positions) {
        Set<String> touched = new HashSet<>();
        positions.forEach((id, p) -> {
            StateSkin skin = stateSkins.get(id);
            if (skin != null && p.isSet()) {
                skin.moveTo(p.x(), p.y());
                touched.addAll(skins.edgesOf(id));
            }
        });
        touched.forEach(id -> edgeSkins.get(id).relayout(this::positionOf, skins.cards()));
        labels.invalidate();
        cull();
    }

    /** Replaces the stack analysis used to draw pops and the unbounded cycle. */
    public void setInsight(StackInsight newInsight) {
        insight = newInsight;
        labels.forget(skins.syncEdges(document.graph(), insight));
        overview.invalidate();
        cull();
        Set<String> cycle = Set.copyOf(newInsight.unboundedCycle());
        stateSkins.forEach((id, skin) -> skin.showCycle(cycle.contains(id)));
    }

    /** Puts a marker on every state and transition a problem points at, and clears the others. */
    public void showProblems(Graph graph, List<Problem> problems) {
        ProblemMarks.show(graph, problems, stateSkins, edgeSkins);
    }

    /**
     * Sizes and shows the trigger labels on screen for the zoom ({@link LabelsAtZoom}): readable, and
     * only where they fit when zoomed out; also after labels are placed as they come into view.
     */
    void applyLevelOfDetail() {
        double scale = LabelsAtZoom.scaleAt(viewport.zoom());
        Map<String, LabelBox> spots = new TreeMap<>();
        List<LabelBox> cards = new ArrayList<>();
        edgeSkins.values().stream()
                .filter(TransitionSkin::isOnCanvas)
                .forEach(skin ->
                        skin.labelSpot().ifPresent(spot -> spots.put(skin.ref().id(), spot)));
        stateSkins.values().forEach(s -> cards.add(LabelBox.ofState(s.x(), s.y())));
        Set<String> shown = LabelsAtZoom.shown(spots, cards, scale);
        edgeSkins.forEach((id, skin) -> skin.showLabel(scale, shown.contains(id) || scale <= 1));
    }

    /** World bounds of the given states, or null when none of them is drawn. */
    public Bounds boundsOf(Collection<String> stateIds) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (String id : stateIds) {
            double[] at = skins.positionOf(id);
            if (at != null) {
                minX = Math.min(minX, at[0]);
                minY = Math.min(minY, at[1]);
                maxX = Math.max(maxX, at[0] + StateBox.WIDTH);
                maxY = Math.max(maxY, at[1] + StateBox.HEIGHT);
            }
        }
        return minX > maxX ? null : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    /**
     * Zooms and pans so that the whole graph is visible, and keeps it so while the canvas is being
     * resized (window first shown, panels moved) until the user moves the view.
     */
    public void fitAll() {
        autoFit = true;
        fit(everyCard());
    }

    /** Fits the graph again if the view is still the fitted one (the legend opened or closed). */
    public void fitAgainIfFitted() {
        refit();
    }

    /** The user moved the view: stop re-fitting on resize. */
    public void viewMovedByUser() {
        autoFit = false;
    }

    /** Zooms and pans so that the selected states are visible (all states if none). */
    public void zoomToSelection() {
        autoFit = false;
        Set<String> ids = document.selection().stateIds();
        fit(ids.isEmpty() ? everyCard() : ids);
    }

    /** The states' ids and the global sources' ({@code *}, {@code @group}): every card drawn. */
    private Set<String> everyCard() {
        Set<String> all = new java.util.LinkedHashSet<>(stateSkins.keySet());
        all.addAll(skins.globalSources());
        return all;
    }

    private void refit() {
        if (autoFit) {
            fit(everyCard());
        }
    }

    private void fit(Collection<String> ids) {
        Bounds b = boundsOf(ids);
        if (b != null && getWidth() > 0) {
            double[] free = freeArea(b.getWidth() + 80, b.getHeight() + 120);
            viewport.fit(
                    b.getMinX() - 40,
                    b.getMinY() - 60,
                    b.getMaxX() + 40,
                    b.getMaxY() + 60,
                    free[0],
                    free[1],
                    free[2],
                    free[3]);
        }
    }

    /**
     * What is drawn over the canvas's top-left corner (the legend) and bottom-right corner (the
     * minimap): Fit keeps the graph clear of both. Bounds in this canvas's coordinates; null or empty
     * covers nothing.
     */
    public void setCoveredCorners(
            java.util.function.Supplier<Bounds> topLeft, java.util.function.Supplier<Bounds> bottomRight) {
        coveredCorner = topLeft;
        coveredBottomRight = bottomRight;
    }

    /** The part of the view a graph of this size (world units) is fitted into, clear of the covered corners. */
    private double[] freeArea(double graphWidth, double graphHeight) {
        return FitArea.largest(
                getWidth(), getHeight(), coveredCorner.get(), coveredBottomRight.get(), graphWidth, graphHeight);
    }

    /** Zooms by {@code factor} around the centre of the view. */
    public void zoomBy(double factor) {
        autoFit = false;
        viewport.zoomAt(factor, getWidth() / 2, getHeight() / 2);
    }

    /** Pans so that the state is in the middle of the view, unless it is already well inside it. */
    public void follow(String stateId) {
        StateSkin skin = stateSkins.get(stateId);
        if (skin == null) {
            return;
        }
        double sx = viewport.toScreenX(StateBox.centerX(skin.x()));
        double sy = viewport.toScreenY(StateBox.centerY(skin.y()));
        double margin = 80;
        if (sx < margin || sy < margin || sx > getWidth() - margin || sy > getHeight() - margin) {
            autoFit = false;
            viewport.centerOn(StateBox.centerX(skin.x()), StateBox.centerY(skin.y()), getWidth(), getHeight());
        }
    }

    public Viewport viewport() {
        return viewport;
    }

    public GridLayer grid() {
        return grid;
    }

    /** Layer above the graph for marquee, guides and the connection preview. */
    public Group overlayLayer() {
        return overlayLayer;
    }

    public EditorDocument document() {
        return document;
    }

    public Map<String, StateSkin> stateSkins() {
        return stateSkins;
    }

    public Map<String, TransitionSkin> edgeSkins() {
        return edgeSkins;
    }
}
