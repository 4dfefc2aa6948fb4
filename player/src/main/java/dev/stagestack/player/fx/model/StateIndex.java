package dev.stagestack.player.fx.model;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.HashMap;
import java.util.Map;

/** The graph's states by id, for the per-frame lookups of the player (policy, colour, overlay). */
public final class StateIndex {

    private final Map<String, StateDef> byId = new HashMap<>();

    private StateIndex(Graph graph) {
        for (StateDef s : graph.states()) {
            byId.putIfAbsent(s.id(), s);
        }
    }

    /** An index of {@code graph}'s states. */
    public static StateIndex of(Graph graph) {
        return new StateIndex(graph);
    }

    /** The state of this id; an unknown id (a bad graph) reads as a plain default state. */
    public StateDef state(String id) {
        StateDef s = byId.get(id);
        return s != null ? s : StateDef.of(id);
    }

    /** The covered policy of the state with this id ({@code freeze} for an unknown id). */
    public CoveredPolicy policy(String id) {
        return state(id).covered();
    }
}
