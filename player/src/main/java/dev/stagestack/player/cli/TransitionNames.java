package dev.stagestack.player.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import java.util.HashMap;
import java.util.Map;

/**
 * A transition's id with its trigger and state, {@code open-pause (key ESCAPE from game)}, as the
 * {@code paths} and {@code coverage} reports list them; looked up by id at once, since a large
 * graph lists thousands.
 */
final class TransitionNames {

    private final Map<String, Transition> byId = new HashMap<>();

    TransitionNames(Graph graph) {
        graph.transitions().forEach(t -> byId.putIfAbsent(t.id(), t));
    }

    String describe(String transitionId) {
        Transition t = byId.get(transitionId);
        return t == null ? transitionId : transitionId + " (" + t.trigger().describe() + " from " + t.from() + ")";
    }
}
