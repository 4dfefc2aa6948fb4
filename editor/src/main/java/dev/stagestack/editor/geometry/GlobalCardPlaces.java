package dev.stagestack.editor.geometry;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Where the cards of global transitions stand (docs/format.md "Transition": {@code from} is
 * {@code *} or {@code @group}): one card for "any state" and one per group, so such a transition
 * is one arrow, not one per state. The file keeps no place for them, so
 * they are laid out: a column left of the cards, "any state" first, then the groups in the order
 * the transitions name them. Pure.
 */
public final class GlobalCardPlaces {
    /** The gap between the column and the leftmost card, and between two cards of the column. */
    static final double GAP = 90;

    private GlobalCardPlaces() {}

    /**
     * The sources drawn as cards of their own: "any state" ({@code *}) and each group
     * ({@code @menus}) a state has, so a designer can draw from them, as soon as the graph has a
     * group or a transition from any state (a graph without either looks as it always did); and a
     * group a transition names that no state has.
     */
    public static Set<String> sources(Graph graph) {
        Set<String> out = new LinkedHashSet<>();
        boolean fromAnyState = graph.transitions().stream().anyMatch(Transition::isFromAnyState);
        if (fromAnyState || !graph.groups().isEmpty()) {
            out.add(Transition.ANY_STATE);
        }
        graph.groups().forEach(g -> out.add(Transition.GROUP_PREFIX + g));
        for (Transition t : graph.transitions()) {
            if (t.fromGroup().isPresent()) {
                out.add(t.from());
            }
        }
        return out;
    }

    /** The top-left corner of each source's card, given where the states' cards are. */
    public static Map<String, double[]> of(Graph graph, Function<String, double[]> statePositions) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        for (StateDef s : graph.states()) {
            double[] p = statePositions.apply(s.id());
            if (p != null) {
                minX = Math.min(minX, p[0]);
                minY = Math.min(minY, p[1]);
            }
        }
        if (minX == Double.MAX_VALUE) {
            minX = StateBox.WIDTH + GAP;
            minY = 0;
        }
        Map<String, double[]> out = new LinkedHashMap<>();
        double y = minY;
        for (String source : sources(graph)) {
            out.put(source, new double[] {minX - StateBox.WIDTH - GAP, y});
            y += StateBox.HEIGHT + GAP / 2;
        }
        return out;
    }

    /** How a source's card is titled: "Any state", "Group menus". */
    public static String title(String source) {
        return Transition.ANY_STATE.equals(source) ? "Any state" : "Group " + source.substring(1);
    }

    /** The card's node id: {@code any-state-card}, {@code group-card-menus}. */
    public static String nodeId(String source) {
        return Transition.ANY_STATE.equals(source) ? "any-state-card" : "group-card-" + source.substring(1);
    }
}
