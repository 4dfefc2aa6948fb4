package dev.stagestack.editor;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What the stack analysis tells the canvas, in the editor's terms: which states a pop can reveal,
 * how deep the stack can grow and the cycle that makes it unbounded.
 *
 * @param popTargets     transition id to the states its pop can reveal; a transition that is
 *                       absent is one the analysis cannot tell about
 * @param maxDepth       the deepest stack reachable, or empty when unbounded or unknown
 * @param unboundedCycle state ids of a cycle that grows the stack without limit; empty if none
 * @param deepestPath    state ids from the bottom of the stack to the top at maximum depth
 */
public record StackInsight(Map<String, Set<String>> popTargets, OptionalInt maxDepth,
                           List<String> unboundedCycle, List<String> deepestPath) {

    /** Nothing known yet (before the first analysis). */
    public static final StackInsight UNKNOWN =
            new StackInsight(Map.of(), OptionalInt.empty(), List.of(), List.of());

    public StackInsight {
        popTargets = Map.copyOf(popTargets);
        unboundedCycle = List.copyOf(unboundedCycle);
        deepestPath = List.copyOf(deepestPath);
    }

    /** The states the pop of {@code transitionId} can reveal, if the analysis knows. */
    public Optional<Set<String>> revealedBy(String transitionId) {
        return Optional.ofNullable(popTargets.get(transitionId));
    }

    public boolean isUnbounded() {
        return !unboundedCycle.isEmpty();
    }
}
