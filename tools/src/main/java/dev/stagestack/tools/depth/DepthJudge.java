package dev.stagestack.tools.depth;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.tools.paths.Configuration;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.ExploreOptions;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Turns the static analysis's depth into a verdict with evidence (docs/analysis.md, "Depth verdicts"):
 * the graph is explored through the real runtime within a budget of run states; a complete
 * exploration gives the exact depth, a depth-cut one is searched for a script that pumps the stack,
 * and otherwise the static bound stands, marked as an over-approximation. It never calls a graph
 * unbounded without a replayed witness, and never gives a bound a run can exceed.
 */
public final class DepthJudge {

    /**
     * How deep the exploration goes, one after the other, when the static analysis finds no bound:
     * stacks deeper than this are found but not explored, and their scripts are searched for a pump.
     * A shallow probe first, since the run states of a growing stack multiply with its depth.
     */
    static final int[] PROBE_DEPTHS = {6, 16};

    /** How many of the deepest stacks' scripts are searched for a pump. */
    static final int PUMP_CANDIDATES = 8;

    private final Graph graph;
    private final StackReport report;
    private final long deadline;

    private DepthJudge(Graph graph, StackReport report, Duration time) {
        this.graph = graph;
        this.report = report;
        this.deadline = System.nanoTime() + Math.min(time.toNanos(), Long.MAX_VALUE / 4);
    }

    /**
     * @param graph  a graph without errors
     * @param report its static analysis
     * @return the verdict, exploring within {@link ExploreOptions#DEFAULTS}' budgets (run states and
     *         memory for each exploration; its time for all of them together)
     */
    public static DepthVerdict judge(Graph graph, StackReport report) {
        return judge(graph, report, ExploreOptions.DEFAULTS);
    }

    /**
     * @param graph   a graph without errors
     * @param report  its static analysis
     * @param budgets the run states and memory each exploration may use, and the time all of them may
     *                take together (the depth and events a tick are the judge's own)
     * @return the verdict; a budget spent leaves it at the static bound or unsettled, saying which budget
     */
    public static DepthVerdict judge(Graph graph, StackReport report, ExploreOptions budgets) {
        return new DepthJudge(graph, report, budgets.maxTime()).judge(budgets);
    }

    private DepthVerdict judge(ExploreOptions budgets) {
        Optional<String> why = whyNotExplored();
        if (why.isPresent()) {
            return staticOnly("not explored: " + why.get());
        }
        ExploreOptions options = budgets.withMaxDepth(ExploreOptions.DEFAULTS.maxDepth())
                .withEventsPerTick(report.assumptions().inputEventsPerTick());
        if (report.maxDepth() != null) {
            ConfigurationGraph full = explore(options);
            return full.exploration().complete()
                    ? exact(full)
                    : staticOnly("the exploration " + stopText(full.exploration()) + ", so the bound may be loose");
        }
        for (int depth : PROBE_DEPTHS) {
            ConfigurationGraph probe = explore(options.withMaxDepth(depth));
            if (probe.exploration().complete()) {
                return exact(probe);
            }
            Optional<DepthVerdict> pumped = pumpIn(probe);
            if (pumped.isPresent()
                    || probe.exploration().unexplored() > 0
                    || probe.exploration().stoppedBy() != ConfigurationGraph.Limit.NONE) {
                return pumped.orElseGet(() -> unsettled(probe));
            }
        }
        ConfigurationGraph full = explore(options);
        if (full.exploration().complete()) {
            return exact(full);
        }
        return pumpIn(full).orElseGet(() -> unsettled(full));
    }

    /** Explores within what is left of the time budget. */
    private ConfigurationGraph explore(ExploreOptions options) {
        long left = Math.max(1, deadline - System.nanoTime());
        return ConfigurationExplorer.explore(graph, options.withMaxTime(Duration.ofNanos(left)));
    }

    /** {@code stopped at the memory budget (64 MiB)}, or the depth that cut it. */
    private static String stopText(ConfigurationGraph.Exploration e) {
        return e.stoppedBy() != ConfigurationGraph.Limit.NONE
                ? "stopped at its " + e.stoppedBy().word() + " budget (" + e.budget() + ")"
                : "stopped at depth " + e.maxDepth();
    }

    /** Why the runtime's exploration cannot stand for the runs the report covers, if it cannot. */
    private Optional<String> whyNotExplored() {
        var assumed = report.assumptions();
        if (assumed.inputEventsPerTick() < 1 || assumed.inputEventsPerTick() > 3) {
            return Optional.of("the exploration delivers 1 to 3 input events a tick, the analysis assumed "
                    + (assumed.inputEventsPerTick() == Integer.MAX_VALUE
                            ? "any number"
                            : assumed.inputEventsPerTick()));
        }
        if (assumed.depthLimit() != StackOptions.DEFAULT_MAX_DEPTH
                || assumed.stepLimit() != StackOptions.DEFAULT_MAX_STEPS) {
            return Optional.of("the exploration runs with the runtime's default depth and step limits ("
                    + StackOptions.DEFAULT_MAX_DEPTH + ", " + StackOptions.DEFAULT_MAX_STEPS + ")");
        }
        return Optional.empty();
    }

    private DepthVerdict staticOnly(String why) {
        if (report.maxDepth() != null) {
            return new DepthVerdict(
                    DepthVerdict.Kind.AT_MOST,
                    report.maxDepth(),
                    Optional.empty(),
                    "the static analysis bounds it; " + why + guardsText());
        }
        return new DepthVerdict(
                DepthVerdict.Kind.UNSETTLED,
                0,
                Optional.empty(),
                "the static analysis finds no bound" + cycleText() + "; " + why + guardsText());
    }

    /** How the static analysis judged guards and variables (docs/analysis.md), for graphs that have them. */
    private String guardsText() {
        return report.guardsPrecision()
                .map(p -> "; guards judged over variables: " + p)
                .orElse("");
    }

    private DepthVerdict exact(ConfigurationGraph explored) {
        int deepest = deepest(explored);
        return new DepthVerdict(
                DepthVerdict.Kind.EXACT,
                deepest,
                Optional.empty(),
                "every run was explored ("
                        + explored.exploration().runStates() + " run states)"
                        + (deepest >= StackOptions.DEFAULT_MAX_DEPTH
                                ? "; the runtime's depth limit refuses deeper pushes"
                                : ""));
    }

    private DepthVerdict unsettled(ConfigurationGraph explored) {
        ConfigurationGraph.Exploration e = explored.exploration();
        return new DepthVerdict(
                DepthVerdict.Kind.UNSETTLED,
                deepest(explored),
                Optional.empty(),
                "the static analysis finds no bound" + cycleText() + "; the exploration " + stopText(e)
                        + " and no script that pumps the stack was found");
    }

    private String cycleText() {
        return report.unboundedCycle().isEmpty()
                ? ""
                : " (below pairs " + String.join(" -> ", report.unboundedCycle()) + ")";
    }

    /** The first pump found along the scripts of the deepest stacks, as a verdict. */
    private Optional<DepthVerdict> pumpIn(ConfigurationGraph explored) {
        int deepest = deepest(explored);
        PumpSearch search = new PumpSearch(graph);
        List<Configuration> candidates = explored.configurations().stream()
                .filter(c -> c.depth() == deepest)
                .sorted(Comparator.comparingInt(
                        c -> explored.pathTo(c).orElseThrow().length()))
                .limit(PUMP_CANDIDATES)
                .toList();
        for (Configuration c : candidates) {
            Optional<PumpWitness> pump = search.along(explored.pathTo(c).orElseThrow());
            if (pump.isPresent()) {
                PumpWitness w = pump.get();
                return Optional.of(new DepthVerdict(
                        DepthVerdict.Kind.UNBOUNDED,
                        w.replayedTo(),
                        pump,
                        "a script pumps it: after " + ticks(w.prefix().length()) + " the stack is "
                                + String.join(" > ", w.stackBefore()) + ", and each turn of its loop of "
                                + ticks(w.loop().length()) + " adds " + String.join(" > ", w.growth())
                                + " (replayed to "
                                + w.replayedTo() + " entries)"));
            }
        }
        return Optional.empty();
    }

    private static String ticks(int count) {
        return count + (count == 1 ? " tick" : " ticks");
    }

    private static int deepest(ConfigurationGraph explored) {
        return explored.configurations().stream()
                .mapToInt(Configuration::depth)
                .max()
                .orElse(0);
    }
}
