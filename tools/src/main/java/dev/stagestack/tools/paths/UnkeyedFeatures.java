package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What decides a run's next tick but is not yet part of an exploration's run states (docs/paths.md
 * "Guards and variables"): each entry's spent once transitions and the visit counts a guard reads (the
 * variables' values are part of them). Two runs that differ only there count as one run state, so an exploration of
 * a graph with them may miss runs, and a "complete" one proves nothing; the depth verdict then keeps
 * the static bound.
 */
public final class UnkeyedFeatures {

    private UnkeyedFeatures() {}

    /** @return why an exploration of {@code graph} may miss runs; empty when it cannot */
    public static Optional<String> of(Graph graph) {
        List<String> parts = new ArrayList<>();
        if (graph.transitions().stream().anyMatch(Transition::once)) {
            parts.add("once transitions");
        }
        if (graph.transitions().stream().anyMatch(t -> t.isGuarded() && t.when().contains("visits"))) {
            parts.add("visits(S) in guards");
        }
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("the exploration does not yet tell runs apart by " + String.join(", ", parts)
                + ", so it could miss runs");
    }
}
