package dev.stagestack.runtime.trace;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.RunAssets;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphCompilation;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.List;

/**
 * Runs a graph without display and writes its trace (docs/semantics.md §9): the initial push, then
 * ticks 0..ticks-1 fed by the script, then the final commit of §7 and {@code end}. The same
 * graph, script and options always give the same bytes.
 */
public final class HeadlessRunner {

    /** Problem code of a start stack that does not fit the graph or the run's limits. */
    public static final String INVALID_START = "invalid-start";

    private HeadlessRunner() {}

    /**
     * Options of a headless run.
     *
     * @param ticks    ticks to run at most (0..ticks-1)
     * @param all      also write {@code active} and {@code inactive} lines
     * @param maxDepth depth limit of the staging chain
     * @param maxSteps commit step limit
     * @param explain  also write why each request and commit step happens, as {@code #} lines ({@link ExplainWriter})
     */
    public record Options(long ticks, boolean all, int maxDepth, int maxSteps, boolean explain) {

        /** ticks=600, all=false, maxDepth=256, maxSteps=4096, explain=false. */
        public static final Options DEFAULTS =
                new Options(600, false, StackOptions.DEFAULT_MAX_DEPTH, StackOptions.DEFAULT_MAX_STEPS, false);

        /** Options without explanations. */
        public Options(long ticks, boolean all, int maxDepth, int maxSteps) {
            this(ticks, all, maxDepth, maxSteps, false);
        }

        /** Checks that ticks is at least 0 and the limits at least 1. */
        public Options {
            if (ticks < 0 || maxDepth < 1 || maxSteps < 1) {
                throw new IllegalArgumentException("need ticks >= 0, maxDepth >= 1 and maxSteps >= 1, was " + ticks
                        + ", " + maxDepth + ", " + maxSteps);
            }
        }

        /** These options with another number of ticks. */
        public Options withTicks(long newTicks) {
            return new Options(newTicks, all, maxDepth, maxSteps, explain);
        }

        /** These options with or without {@code active}/{@code inactive} lines. */
        public Options withAll(boolean newAll) {
            return new Options(ticks, newAll, maxDepth, maxSteps, explain);
        }

        /** These options with another depth limit. */
        public Options withMaxDepth(int newMaxDepth) {
            return new Options(ticks, all, newMaxDepth, maxSteps, explain);
        }

        /** These options with another commit step limit. */
        public Options withMaxSteps(int newMaxSteps) {
            return new Options(ticks, all, maxDepth, newMaxSteps, explain);
        }

        /** These options with or without explanation lines. */
        public Options withExplain(boolean newExplain) {
            return new Options(ticks, all, maxDepth, maxSteps, newExplain);
        }
    }

    /** Runs with the behaviours registered through {@link java.util.ServiceLoader}. */
    public static List<Problem> run(Graph graph, Script script, Options options, Appendable out) {
        return run(graph, BehaviorRegistry.load(), script, options, out);
    }

    /**
     * Runs {@code graph} and writes its trace to {@code out}.
     *
     * @return the problems that kept the graph from running (nothing is written then); empty after a run
     */
    public static List<Problem> run(
            Graph graph, BehaviorRegistry behaviors, Script script, Options options, Appendable out) {
        return run(graph, behaviors, script, options, AssetLoader.REFERENCES_ONLY, out);
    }

    /**
     * Runs {@code graph}, loading its states' assets with {@code assets} synchronously (e.g. a
     * {@link dev.stagestack.runtime.assets.FileBytesLoader}), silent, and writes its trace to
     * {@code out}. The loader never changes the trace; a file that cannot be loaded is a
     * {@code callback} error of the entry's {@code load}.
     *
     * @return the problems that kept the graph from running (nothing is written then); empty after a run
     */
    public static List<Problem> run(
            Graph graph,
            BehaviorRegistry behaviors,
            Script script,
            Options options,
            AssetLoader assets,
            Appendable out) {
        return run(graph, behaviors, script, options, assets, null, out);
    }

    /**
     * Runs {@code graph} as {@link #run(Graph, BehaviorRegistry, Script, Options, AssetLoader, Appendable)}
     * does, from {@code start} rather than from the initial state when it is not null: the stack is
     * restored from {@link StartStack#save(Graph)} at tick 0 (docs/semantics.md §20.1), then ticks 0..ticks-1
     * run as ever.
     *
     * @return the problems that kept the graph from running, a start stack that does not fit it included
     *         (nothing is written then); empty after a run
     */
    public static List<Problem> run(
            Graph graph,
            BehaviorRegistry behaviors,
            Script script,
            Options options,
            AssetLoader assets,
            StartStack start,
            Appendable out) {
        GraphCompilation compilation = CompiledGraph.compile(graph, behaviors);
        if (compilation.graph().isEmpty()) {
            return compilation.problems();
        }
        GraphRun run = new GraphRun(
                compilation.graph().get(),
                options.maxDepth(),
                options.maxSteps(),
                EntryResources.Factory.NONE,
                new RunAssets(graph, new AssetCache(assets), AudioOut.SILENT));
        if (start != null) {
            List<Problem> unfit = startProblems(graph, start);
            if (!unfit.isEmpty()) {
                return unfit;
            }
        }
        if (options.explain()) {
            run.addListener(new ExplainWriter(out));
        }
        run.addListener(new TraceWriter(out, options.all()));
        if (start == null) {
            run.start();
        } else {
            try {
                run.restore(start.save(graph));
            } catch (dev.stagestack.model.SaveProblemsException e) {
                // checked before anything is written: the stack is deeper than the run's limits
                return e.problems().stream()
                        .map(p -> Problem.error("start", INVALID_START, p.message()))
                        .toList();
            }
        }
        List<ScriptEvent> events = script.events();
        int next = 0;
        for (long tick = 0; tick < options.ticks(); tick++) {
            while (next < events.size() && events.get(next).tick() == tick) {
                run.offer(events.get(next++).event());
            }
            if (!run.tick()) {
                break;
            }
        }
        run.finish();
        return List.of();
    }

    /** Why {@code start} cannot start a run of {@code graph}: a state that is unknown or cannot be on the stack. */
    public static List<Problem> startProblems(Graph graph, StartStack start) {
        List<Problem> problems = new java.util.ArrayList<>();
        for (int i = 0; i < start.states().size(); i++) {
            int at = i;
            StartStack.problem(graph, start.states().get(i))
                    .ifPresent(m -> problems.add(Problem.error("start[" + at + "]", INVALID_START, m)));
        }
        return problems;
    }
}
