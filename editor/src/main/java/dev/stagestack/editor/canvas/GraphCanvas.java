package dev.stagestack.editor.canvas;

import dev.stagestack.editor.EditorDocument;
import dev.stagestack.editor.EditorStyles;
import dev.stagestack.editor.ElementRef;
import dev.stagestack.editor.ProblemLocator;
import dev.stagestack.editor.StackInsight;
import dev.stagestack.editor.command.Position;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import javafx.collections.SetChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.BoundingBox;
import javafx.scene.Group;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The graph view: one {@link StateSkin} per state and one {@link TransitionSkin} per transition,
 * kept in step with the document's graph, under a zoomable, pannable {@link Viewport}.
 */
public final class GraphCanvas extends Region {
    private final EditorDocument document;
    private final Viewport viewport = new Viewport();
    private final GridLayer grid = new GridLayer(viewport);
    private final Group world = new Group();
    private final PanBitmap panBitmap = new PanBitmap(this, grid, world);
    private final Group edgeLayer = new Group();
    private final Group nodeLayer = new Group();
    private final Group overlayLayer = new Group();
    private final OverviewLayer overview = new OverviewLayer(this);
    private final ViewportCulling culling = new ViewportCulling(this, nodeLayer, edgeLayer, overview);
    private final Map<String, StateSkin> stateSkins = new LinkedHashMap<>();
    private final Map<String, TransitionSkin> edgeSkins = new LinkedHashMap<>();
    private final Map<String, Set<String>> edgesByState = new HashMap<>();
    private StackInsight insight = StackInsight.UNKNOWN;
    private boolean autoFit;
    private Graph shown;

    public GraphCanvas(EditorDocument document) {
        this.document = document;
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
        getChildren().addAll(grid, panBitmap.picture(), world);
        document.graphProperty().addListener((obs, old, graph) -> sync(graph));
        document.selection().items().addListener((SetChangeListener<ElementRef>) this::selectionChanged);
        viewport.zoomProperty().addListener((obs, old, zoom) -> applyLevelOfDetail());
        widthProperty().addListener(o -> refit());
        heightProperty().addListener(o -> refit());
        viewport.zoomProperty().addListener(o -> panBitmap.release());
        viewport.zoomProperty().addListener(o -> culling.update());
        viewport.panXProperty().addListener(o -> cullUnlessPanningAPicture());
        viewport.panYProperty().addListener(o -> cullUnlessPanningAPicture());
        widthProperty().addListener(o -> culling.update());
        heightProperty().addListener(o -> culling.update());
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

    private void cullUnlessPanningAPicture() {
        if (!panBitmap.isActive()) {
            culling.update();
        }
    }

    /** The picture shown while panning (visible only then). */
    ImageView panPicture() {
        return panBitmap.picture();
    }

    /** The pan picture was put away: attach what is now on screen. */
    void liveViewRestored() {
        culling.update();
    }

    /** Brings the skins in line with {@code graph}, reusing the skins of unchanged elements. */
    private void sync(Graph graph) {
        panBitmap.release();
        Set<String> initialChanged = new HashSet<>();
        if (shown != null && !shown.initial().equals(graph.initial())) {
            initialChanged.add(shown.initial());
            initialChanged.add(graph.initial());
        }
        syncStates(graph, initialChanged);
        syncEdges(graph);
        CanvasLabels.place(stateSkins.values(), edgeSkins);
        shown = graph;
        applyLevelOfDetail();
        overview.invalidate();
        culling.update();
    }

    private void syncStates(Graph graph, Set<String> initialChanged) {
        Set<String> present = new HashSet<>();
        int index = 0;
        for (StateDef s : graph.states()) {
            present.add(s.id());
            StateSkin skin = stateSkins.get(s.id());
            boolean initial = s.id().equals(graph.initial());
            if (skin == null) {
                skin = new StateSkin(s);
                skin.update(s, initial);
                skin.selectedProperty().set(document.selection().contains(skin.ref()));
                stateSkins.put(s.id(), skin);
            } else if (!skin.state().equals(s) || initialChanged.contains(s.id())) {
                skin.update(s, initial);
            }
            if (!s.hasPosition()) {
                skin.moveTo(40 + (index % 8) * 220.0, 40 + (index / 8) * 120.0);
            }
            index++;
        }
        removeMissing(stateSkins, present, nodeLayer);
    }

    private void syncEdges(Graph graph) {
        Map<String, List<EdgeSegment>> plan = EdgePlan.of(graph, insight);
        Set<String> present = new HashSet<>();
        edgesByState.clear();
        for (Transition t : graph.transitions()) {
            present.add(t.id());
            List<EdgeSegment> segments = plan.getOrDefault(t.id(), List.of());
            segments.forEach(s -> index(s, t.id()));
            TransitionSkin skin = edgeSkins.get(t.id());
            if (skin == null) {
                skin = new TransitionSkin(t);
                skin.selectedProperty().set(document.selection().contains(skin.ref()));
                edgeSkins.put(t.id(), skin);
                skin.update(t, segments, this::positionOf);
            } else if (!skin.transition().equals(t) || !skin.segments().equals(segments) || movedEnds(t.id())) {
                skin.update(t, segments, this::positionOf);
            }
        }
        removeMissing(edgeSkins, present, edgeLayer);
    }

    private void index(EdgeSegment s, String transitionId) {
        edgesByState.computeIfAbsent(s.from(), k -> new HashSet<>()).add(transitionId);
        if (s.to() != null) {
            edgesByState.computeIfAbsent(s.to(), k -> new HashSet<>()).add(transitionId);
        }
    }

    private boolean movedEnds(String transitionId) {
        if (shown == null) {
            return true;
        }
        for (EdgeSegment s : edgeSkins.get(transitionId).segments()) {
            if (moved(s.from()) || (s.to() != null && moved(s.to()))) {
                return true;
            }
        }
        return false;
    }

    private boolean moved(String stateId) {
        StateSkin skin = stateSkins.get(stateId);
        StateDef before = shown.state(stateId).orElse(null);
        return skin == null || before == null || skin.state() != before && !samePosition(skin.state(), before);
    }

    private static boolean samePosition(StateDef a, StateDef b) {
        return java.util.Objects.equals(a.x(), b.x()) && java.util.Objects.equals(a.y(), b.y());
    }

    private static <S extends ElementSkin> void removeMissing(Map<String, S> skins, Set<String> present, Group layer) {
        skins.entrySet().removeIf(e -> {
            if (present.contains(e.getKey())) {
                return false;
            }
            layer.getChildren().remove(e.getValue().root());
            e.getValue().dispose();
            return true;
        });
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
        StateSkin skin = stateSkins.get(stateId);
        return skin == null ? null : new double[] {skin.x(), skin.y()};
    }

    /** The id of the top-most state whose box contains the world point, or null. */
    public String stateAt(double worldX, double worldY) {
        String hit = null;
        for (StateSkin skin : stateSkins.values()) {
            if (worldX >= skin.x() && worldX <= skin.x() + StateBox.WIDTH
                    && worldY >= skin.y() && worldY <= skin.y() + StateBox.HEIGHT) {
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
                touched.addAll(edgesByState.getOrDefault(id, Set.of()));
            }
        });
        touched.forEach(id -> edgeSkins.get(id).relayout(this::positionOf));
        CanvasLabels.place(stateSkins.values(), edgeSkins);
        culling.update();
    }

    /** Replaces the stack analysis used to draw pops and the unbounded cycle. */
    public void setInsight(StackInsight newInsight) {
        insight = newInsight;
        syncEdges(document.graph());
        CanvasLabels.place(stateSkins.values(), edgeSkins);
        overview.invalidate();
        culling.update();
        Set<String> cycle = Set.copyOf(newInsight.unboundedCycle());
        stateSkins.forEach((id, skin) -> skin.showCycle(cycle.contains(id)));
    }

    /** Puts a marker on every state and transition a problem points at, and clears the others. */
    public void showProblems(Graph graph, List<Problem> problems) {
        Map<ElementRef, List<Problem>> byElement = new HashMap<>();
        for (Problem p : problems) {
            ProblemLocator.elementOf(graph, p).ifPresent(ref -> byElement.computeIfAbsent(ref, k -> new ArrayList<>()).add(p));
        }
        stateSkins.forEach((id, skin) -> {
            List<Problem> mine = byElement.getOrDefault(skin.ref(), List.of());
            skin.showProblem(hasError(mine), !mine.isEmpty(), describe(mine));
        });
        edgeSkins.forEach((id, skin) -> {
            List<Problem> mine = byElement.getOrDefault(skin.ref(), List.of());
            skin.showProblem(hasError(mine), !mine.isEmpty());
        });
    }

    private static boolean hasError(List<Problem> problems) {
        return problems.stream().anyMatch(Problem::isError);
    }

    private static String describe(List<Problem> problems) {
        return problems.stream().map(p -> p.path() + ": " + p.message()).collect(Collectors.joining("\n"));
    }

    private void applyLevelOfDetail() {
        boolean labels = viewport.zoom() >= 0.45;
        edgeSkins.values().forEach(skin -> skin.showLabel(labels));
    }

    /** World bounds of the given states, or null when none of them is drawn. */
    public Bounds boundsOf(Collection<String> stateIds) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (String id : stateIds) {
            StateSkin skin = stateSkins.get(id);
            if (skin != null) {
                minX = Math.min(minX, skin.x());
                minY = Math.min(minY, skin.y());
                maxX = Math.max(maxX, skin.x() + StateBox.WIDTH);
                maxY = Math.max(maxY, skin.y() + StateBox.HEIGHT);
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
        fit(stateSkins.keySet());
    }

    /** The user moved the view: stop re-fitting on resize. */
    public void viewMovedByUser() {
        autoFit = false;
    }

    /** Zooms and pans so that the selected states are visible (all states if none). */
    public void zoomToSelection() {
        autoFit = false;
        Set<String> ids = document.selection().stateIds();
        fit(ids.isEmpty() ? stateSkins.keySet() : ids);
    }

    private void refit() {
        if (autoFit) {
            fit(stateSkins.keySet());
        }
    }

    private void fit(Collection<String> ids) {
        Bounds b = boundsOf(ids);
        if (b != null && getWidth() > 0) {
            viewport.fit(b.getMinX() - 40, b.getMinY() - 60, b.getMaxX() + 40, b.getMaxY() + 60, getWidth(), getHeight());
        }
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
