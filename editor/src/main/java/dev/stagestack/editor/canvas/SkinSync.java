package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.Selection;
import dev.stagestack.editor.geometry.CardObstacles;
import dev.stagestack.editor.geometry.EdgePlan;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javafx.scene.Group;

/**
 * The skins of the canvas, one per state and per transition, kept in step with the graph: a
 * changed element's skin is updated, a new one gets a skin (whose nodes are built only when it is
 * first shown), a removed one's skin is detached and disposed. Also knows which transitions touch
 * each state, so moving a state redraws only its own edges.
 */
final class SkinSync {
    private final Map<String, StateSkin> stateSkins = new LinkedHashMap<>();
    private final Map<String, TransitionSkin> edgeSkins = new LinkedHashMap<>();
    private final Map<String, Set<String>> edgesByState = new HashMap<>();
    private final Selection selection;
    private final Group nodeLayer;
    private final Group edgeLayer;
    /** The states of the graph shown before the current sync, by id (empty before the first). */
    private Map<String, StateDef> shownStates = Map.of();

    private boolean first = true;
    /** The cards as of the last sync, which edges bow around. */
    private CardObstacles cards = CardObstacles.NONE;

    private final GlobalCards globalCards = new GlobalCards();

    SkinSync(Selection selection, Group nodeLayer, Group edgeLayer) {
        this.selection = selection;
        this.nodeLayer = nodeLayer;
        this.edgeLayer = edgeLayer;
        nodeLayer.getChildren().add(globalCards.layer());
    }

    /**
     * What a sync changed on the canvas, for the trigger labels: whether a state card appeared,
     * went or moved (every label may now overlap it), and the transitions whose lines were drawn
     * anew, added or removed.
     */
    record Changes(boolean cardsMoved, Set<String> edges) {}

    /** Brings the skins in line with {@code graph}; {@code before} is the graph shown until now, or null. */
    Changes sync(Graph graph, Graph before, StackInsight insight) {
        Set<String> initialChanged = new HashSet<>();
        if (before != null && !before.initial().equals(graph.initial())) {
            initialChanged.add(before.initial());
            initialChanged.add(graph.initial());
        }
        boolean cardsMoved = syncStates(graph, initialChanged);
        boolean globalsMoved = globalCards.sync(graph, this::statePositionOf);
        if (cardsMoved) {
            cards = CardObstacles.of(corners());
        }
        Set<String> edges = syncEdges(graph, insight, cardsMoved || globalsMoved);
        first = false;
        shownStates = statesById(graph);
        return new Changes(cardsMoved, edges);
    }

    /** @return whether a card was added, removed or moved */
    private boolean syncStates(Graph graph, Set<String> initialChanged) {
        boolean moved = first || stateSkins.size() != graph.states().size();
        Set<String> present = new HashSet<>();
        int index = 0;
        for (StateDef s : graph.states()) {
            present.add(s.id());
            StateSkin skin = stateSkins.get(s.id());
            boolean initial = s.id().equals(graph.initial());
            if (skin == null) {
                skin = new StateSkin(s);
                skin.update(s, initial);
                skin.selectedProperty().set(selection.contains(skin.ref()));
                stateSkins.put(s.id(), skin);
            } else if (!skin.state().equals(s) || initialChanged.contains(s.id())) {
                moved |= !samePosition(skin.state(), s);
                skin.update(s, initial);
            }
            if (!s.hasPosition()) {
                skin.moveTo(40 + (index % 8) * 220.0, 40 + (index / 8) * 120.0);
                moved = true;
            }
            index++;
        }
        return !removeMissing(stateSkins, present, nodeLayer).isEmpty() || moved;
    }

    /**
     * Redraws the edges whose plan (pops follow the stack analysis), definition or end states changed.
     *
     * @return the ids of the transitions drawn anew, added or removed
     */
    Set<String> syncEdges(Graph graph, StackInsight insight) {
        return syncEdges(graph, insight, false);
    }

    /** As {@link #syncEdges(Graph, StackInsight)}; after cards moved, also reroutes every edge a card now stands in (or left). */
    private Set<String> syncEdges(Graph graph, StackInsight insight, boolean cardsMoved) {
        Set<String> changed = new HashSet<>();
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
                skin.selectedProperty().set(selection.contains(skin.ref()));
                edgeSkins.put(t.id(), skin);
                skin.update(t, segments, this::positionOf, cards);
                changed.add(t.id());
            } else if (!skin.transition().equals(t) || !skin.segments().equals(segments) || movedEnds(skin)) {
                skin.update(t, segments, this::positionOf, cards);
                changed.add(t.id());
            } else if (cardsMoved && skin.rerouted(this::positionOf, cards)) {
                changed.add(t.id());
            }
        }
        changed.addAll(removeMissing(edgeSkins, present, edgeLayer));
        return changed;
    }

    private void index(EdgeSegment s, String transitionId) {
        edgesByState.computeIfAbsent(s.from(), k -> new HashSet<>()).add(transitionId);
        if (s.to() != null) {
            edgesByState.computeIfAbsent(s.to(), k -> new HashSet<>()).add(transitionId);
        }
    }

    private boolean movedEnds(TransitionSkin skin) {
        if (first) {
            return true;
        }
        for (EdgeSegment s : skin.segments()) {
            if (moved(s.from()) || (s.to() != null && moved(s.to()))) {
                return true;
            }
        }
        return false;
    }

    private boolean moved(String stateId) {
        if (globalCards.positionOf(stateId) != null) {
            return true;
        }
        StateSkin skin = stateSkins.get(stateId);
        StateDef before = shownStates.get(stateId);
        return skin == null || before == null || skin.state() != before && !samePosition(skin.state(), before);
    }

    private static boolean samePosition(StateDef a, StateDef b) {
        return Objects.equals(a.x(), b.x()) && Objects.equals(a.y(), b.y());
    }

    private static Map<String, StateDef> statesById(Graph graph) {
        Map<String, StateDef> byId = new HashMap<>();
        graph.states().forEach(s -> byId.put(s.id(), s));
        return byId;
    }

    /** Detaches and disposes the skins of elements no longer present; returns their ids. */
    private static <S extends ElementSkin> Set<String> removeMissing(
            Map<String, S> skins, Set<String> present, Group layer) {
        Set<String> removed = new HashSet<>();
        skins.entrySet().removeIf(e -> {
            if (present.contains(e.getKey())) {
                return false;
            }
            removed.add(e.getKey());
            if (e.getValue().isBuilt()) {
                layer.getChildren().remove(e.getValue().root());
            }
            e.getValue().dispose();
            return true;
        });
        return removed;
    }

    /** The cards' top-left corners as drawn, by state id. */
    private Map<String, double[]> corners() {
        Map<String, double[]> corners = new HashMap<>();
        stateSkins.forEach((id, skin) -> corners.put(id, new double[] {skin.x(), skin.y()}));
        return corners;
    }

    /** The cards edges bow around. */
    CardObstacles cards() {
        return cards;
    }

    /**
     * Top-left corner of a state as currently drawn (including a drag preview), or of the card of
     * a global source ({@code *}, {@code @group}); null for neither.
     */
    double[] positionOf(String stateId) {
        double[] state = statePositionOf(stateId);
        return state != null ? state : globalCards.positionOf(stateId);
    }

    private double[] statePositionOf(String stateId) {
        StateSkin skin = stateSkins.get(stateId);
        return skin == null ? null : new double[] {skin.x(), skin.y()};
    }

    /** The global sources drawn as cards of their own. */
    Set<String> globalSources() {
        return globalCards.sources();
    }

    /** The transitions drawn to or from the state. */
    Set<String> edgesOf(String stateId) {
        return edgesByState.getOrDefault(stateId, Set.of());
    }

    Map<String, StateSkin> states() {
        return stateSkins;
    }

    Map<String, TransitionSkin> edges() {
        return edgeSkins;
    }
}
