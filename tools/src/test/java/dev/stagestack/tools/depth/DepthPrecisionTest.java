package dev.stagestack.tools.depth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.paths.Configuration;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.ExploreOptions;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Depth verdicts against exhaustive exploration on {@value #GRAPHS} seeded random graphs
 * ({@link DepthGraphs}): the exploration to depth {@value #TRUTH_DEPTH}, when it completes, is the
 * truth. No bound is ever below it (static or verdict), no graph it bounds is called unbounded, and
 * every verdict it settles is exact; every unbounded verdict's witness takes the real runtime past
 * {@value #ASKED} entries. Prints the agreement table of docs/BENCHMARKS.md.
 */
class DepthPrecisionTest {

    static final int GRAPHS = 300;
    static final int TRUTH_DEPTH = 12;
    static final int ASKED = 40;
    /** No time budget: on a busy machine the verdicts must still be the same. */
    static final ExploreOptions UNHURRIED = ExploreOptions.DEFAULTS.withMaxTime(Duration.ofHours(1));

    @Test
    void verdictsAgreeWithExplorationWhereverItCompletes() {
        Tally tally = new Tally();
        for (long seed = 0; seed < GRAPHS; seed++) {
            Graph graph = DepthGraphs.generate(seed);
            long t0 = System.nanoTime();
            StackReport report = StackAnalysis.analyze(graph);
            long t1 = System.nanoTime();
            DepthVerdict verdict = DepthJudge.judge(graph, report, UNHURRIED);
            long t2 = System.nanoTime();
            ConfigurationGraph truth = ConfigurationExplorer.explore(graph, UNHURRIED.withMaxDepth(TRUTH_DEPTH));
            String where = "seed " + seed + ": " + verdict;
            tally.time(t1 - t0, t2 - t1);
            if (truth.exploration().complete()) {
                int deepest = truth.configurations().stream()
                        .mapToInt(Configuration::depth)
                        .max()
                        .orElse(0);
                if (report.maxDepth() != null) {
                    assertTrue(report.maxDepth() >= deepest, "static bound unsound, " + where);
                }
                assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), where);
                assertEquals(deepest, verdict.depth(), where);
                tally.bounded(report, deepest);
            } else {
                tally.unsettledTruth(report, verdict);
            }
            if (verdict.unbounded()) {
                PumpWitness witness = verdict.witness().orElseThrow();
                assertTrue(WitnessReplay.deepestCommitted(graph, witness.past(ASKED)) > ASKED, where);
            }
        }
        System.out.println(tally);
    }

    /** The counts of the table. */
    private static final class Tally {
        int bounded;
        int staticExact;
        int staticLoose;
        int staticUnbounded;
        int open;
        int openUnbounded;
        int openAtMost;
        int openUnsettled;
        int openStaticBounded;
        final java.util.List<Integer> openExactDepths = new java.util.ArrayList<>();
        long staticNanos;
        long judgeNanos;

        void time(long staticTook, long judgeTook) {
            staticNanos += staticTook;
            judgeNanos += judgeTook;
        }

        void bounded(StackReport report, int deepest) {
            bounded++;
            if (report.maxDepth() == null) {
                staticUnbounded++;
            } else if (report.maxDepth() == deepest) {
                staticExact++;
            } else {
                staticLoose++;
            }
        }

        void unsettledTruth(StackReport report, DepthVerdict verdict) {
            open++;
            openStaticBounded += report.maxDepth() == null ? 0 : 1;
            if (verdict.kind() == DepthVerdict.Kind.EXACT) {
                openExactDepths.add(verdict.depth());
            }
            switch (verdict.kind()) {
                case UNBOUNDED -> openUnbounded++;
                case AT_MOST -> openAtMost++;
                case UNSETTLED -> openUnsettled++;
                case EXACT -> {}
            }
        }

        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "graphs %d; exploration to depth %d complete: %d (static: %d exact, %d loose,"
                            + " %d no bound; verdict: %d exact); not complete: %d (verdict: %d unbounded with witness, %d at most,"
                            + " %d unsettled, %d exact at %s; static bounded %d); static analysis %.1f ms in all, verdicts %.1f ms in all",
                    GRAPHS,
                    TRUTH_DEPTH,
                    bounded,
                    staticExact,
                    staticLoose,
                    staticUnbounded,
                    bounded,
                    open,
                    openUnbounded,
                    openAtMost,
                    openUnsettled,
                    open - openUnbounded - openAtMost - openUnsettled,
                    openExactDepths,
                    openStaticBounded,
                    staticNanos / 1e6,
                    judgeNanos / 1e6);
        }
    }
}
