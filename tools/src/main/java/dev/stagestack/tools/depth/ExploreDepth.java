package dev.stagestack.tools.depth;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.paths.ExploreOptions;
import java.time.Duration;
import java.util.Optional;

/**
 * The depth an exploration of a graph uses when the user gives none (docs/paths.md, "Limits"): the
 * whole stack when the depth verdict bounds it ({@link DepthJudge}), else
 * {@link ExploreOptions#UNBOUNDED_DEPTH}, with the sentence that says why. What {@code paths},
 * {@code coverage} and the editor's Coverage tab use.
 *
 * @param depth  the depth to explore
 * @param reason why the depth is cut short, e.g. {@code the stack can grow without bound (pushed by
 *               transition esc (from level)): exploring stacks up to 8 entries}; empty when the whole
 *               stack is explored
 */
public record ExploreDepth(int depth, Optional<String> reason) {

    /**
     * What the verdict may spend when it only chooses a depth: a second, and 16 MiB of tables. The
     * exploration that follows has its own budgets; a graph the judge cannot settle in this is
     * explored {@link ExploreOptions#UNBOUNDED_DEPTH} deep, which is what it would be without it.
     */
    static final ExploreOptions JUDGE_BUDGETS =
            ExploreOptions.DEFAULTS.withMaxTime(Duration.ofSeconds(1)).withMaxMemoryBytes(16L << 20);

    /**
     * @param graph a graph without errors
     * @return the depth to explore it to, and why when it is cut short
     */
    public static ExploreDepth of(Graph graph) {
        StackReport analysis = StackAnalysis.analyze(graph);
        return of(analysis, DepthJudge.judge(graph, analysis, JUDGE_BUDGETS));
    }

    /**
     * @param analysis the graph's stack analysis
     * @param verdict  its depth verdict
     * @return the depth to explore the graph to, and why when it is cut short
     */
    public static ExploreDepth of(StackReport analysis, DepthVerdict verdict) {
        int depth = verdict.depthToExplore();
        if (verdict.bound().isPresent()) {
            return new ExploreDepth(depth, Optional.empty());
        }
        String why = verdict.unbounded()
                ? "the stack can grow without bound (pushed by "
                        + String.join(", ", verdict.witness().orElseThrow().pushedBy()) + ")"
                : !analysis.complete()
                        ? "the stack analysis stopped at its budget, so it cannot bound the stack"
                        : "no bound on the stack's depth was found";
        return new ExploreDepth(depth, Optional.of(why + ": exploring stacks up to " + depth + " entries"));
    }
}
