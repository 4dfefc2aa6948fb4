package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The static analysis against exhaustive exploration on {@value #GRAPHS} seeded graphs with variables,
 * guards, groups, any-state transitions, anyKey and once ({@link RandomGuardedGraphs}, explored by
 * {@link ConcreteExplorer}): wherever the exploration completes it is the truth. The analysis never
 * bounds the depth below it nor misses a state it reaches, and it is never less precise than the same
 * analysis with every guard taken both ways. Prints the agreement table of docs/BENCHMARKS.md.
 */
class GuardedPrecisionTest {

    static final int GRAPHS = 300;
    static final int RUN_STATES = 50_000;
    static final AnalysisOptions OPTIONS = new AnalysisOptions(1, 8, 64);

    @Test
    void staticVerdictsNeverUnderApproximateGuardedRuns() {
        int complete = 0;
        int exactDepth = 0;
        int exactDepthBlind = 0;
        int exactReachable = 0;
        int exactReachableBlind = 0;
        int abstracted = 0;
        for (long seed = 0; seed < GRAPHS; seed++) {
            Graph g = RandomGuardedGraphs.generate(seed, 5, 9);
            StackReport report = StackAnalysis.analyze(g, OPTIONS);
            StackReport blind = StackAnalysis.analyze(everyGuardBothWays(g), OPTIONS);
            ConcreteExplorer.Seen seen = new ConcreteExplorer(g, OPTIONS, RUN_STATES).explore();
            String where = "seed " + seed + ": " + g;
            Set<String> reached = new HashSet<>(seen.pushed);
            assertTrue(report.reachable().containsAll(reached), "a reached state is missing, " + where);
            assertTrue(depth(report) >= seen.maxDepth, "depth bound below a run, " + where);
            assertTrue(depth(report) <= depth(blind), "judging guards lost precision, " + where);
            assertTrue(blind.reachable().containsAll(report.reachable()), "judging guards lost precision, " + where);
            abstracted += report.guardsPrecision().orElseThrow().startsWith("variables abstracted") ? 1 : 0;
            if (!seen.complete) {
                continue;
            }
            complete++;
            exactDepth += depth(report) == seen.maxDepth ? 1 : 0;
            exactDepthBlind += depth(blind) == seen.maxDepth ? 1 : 0;
            exactReachable += report.reachable().size() == reached.size() ? 1 : 0;
            exactReachableBlind += blind.reachable().size() == reached.size() ? 1 : 0;
        }
        System.out.printf(
                Locale.ROOT,
                "guarded graphs: %d, %d with abstracted variables, exploration complete on %d%n"
                        + "| | guards judged | every guard both ways |%n|---|---|---|%n"
                        + "| depth bound = deepest run | %d (%.0f%%) | %d (%.0f%%) |%n"
                        + "| reachable states = those runs reach | %d (%.0f%%) | %d (%.0f%%) |%n",
                GRAPHS,
                abstracted,
                complete,
                exactDepth,
                100.0 * exactDepth / complete,
                exactDepthBlind,
                100.0 * exactDepthBlind / complete,
                exactReachable,
                100.0 * exactReachable / complete,
                exactReachableBlind,
                100.0 * exactReachableBlind / complete);
    }

    /** The depth bound; unbounded counts as past the depth limit. */
    private static int depth(StackReport report) {
        return report.unbounded() ? Integer.MAX_VALUE : report.maxDepth();
    }

    /** The same graph with every guard replaced by one the analysis can never decide. */
    private static Graph everyGuardBothWays(Graph g) {
        return g.withTransitions(g.transitions().stream()
                .map(t -> t.isGuarded() ? t.withWhen("visits(" + g.initial() + ") < 1000") : t)
                .toList());
    }
}
