package dev.stagestack.runtime.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;

import java.util.Optional;

/**
 * The depth an exploration of a graph uses when the user gives none (docs/paths.md, "Limits"): the
 * runtime's limit when the stack analysis bounds the stack, else {@link ExploreOptions#UNBOUNDED_DEPTH},
 * with the sentence that says why. What {@code paths}, {@code coverage} and the editor's Coverage tab use.
 *
 * @param depth  the depth to explore
 * @param reason why the depth is cut short, e.g. {@code the stack can grow without bound (a -> b -> a):
 *               exploring stacks up to 8 entries}; empty when the whole stack is explored
 */
public record ExploreDepth(int depth, Optional<String> reason) {

    /**
     * @param graph a graph without errors
     * @return the depth to explore it to, and why when it is cut short
     */
    public static ExploreDepth of(Graph graph) {
        StackReport analysis = StackAnalysis.analyze(graph);
        if (!analysis.unbounded()) {
            return new ExploreDepth(ExploreOptions.DEFAULTS.maxDepth(), Optional.empty());
        }
        String why = analysis.unboundedCycle().isEmpty()
                ? "the stack analysis stopped at its budget, so it cannot bound the stack"
                : "the stack can grow without bound (" + String.join(" -> ", analysis.unboundedCycle()) + ")";
        return new ExploreDepth(ExploreOptions.UNBOUNDED_DEPTH, Optional.of(why + ": exploring stacks up to "
                + ExploreOptions.UNBOUNDED_DEPTH + " entries"));
    }
}
