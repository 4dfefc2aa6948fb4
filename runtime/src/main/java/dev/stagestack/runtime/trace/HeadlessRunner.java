package dev.stagestack.runtime.trace;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphCompilation;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.List;

/**
 * Runs a graph without display and writes its trace (SEMANTICS §9): the initial push, then
 * ticks 0..ticks-1 fed by the script, then the final commit of §7 and {@code end}. The same
 * graph, script and options always give the same bytes.
 */
public final class HeadlessRunner {

    private HeadlessRunner() {
    }

    /**
     * Options of a headless run.
     *
     * @param ticks    ticks to run at most (0..ticks-1)
     * @param all      also write {@code active} and {@code inactive} lines
     * @param maxDepth depth limit of the staging chain
     * @param maxSteps commit step limit
     */
    public record Options(long ticks, boolean all, int maxDepth, int maxSteps) {

        /** ticks=600, all=false, maxDepth=256, maxSteps=4096. */
        public static final Options DEFAULTS =
                new Options(600, false, StackOptions.DEFAULT_MAX_DEPTH, StackOptions.DEFAULT_MAX_STEPS);

        public Options {
            if (ticks < 0) {
                throw new IllegalArgumentException("ticks must not be negative, was " + ticks);
            }
            new StackOptions(maxDepth, maxSteps, 1);
        }

        public Options withTicks(long newTicks) {
            return new Options(newTicks, all, maxDepth, maxSteps);
        }

        public Options withAll(boolean newAll) {
            return new Options(ticks, newAll, maxDepth, maxSteps);
        }

        public Options withMaxDepth(int newMaxDepth) {
            return new Options(ticks, all, newMaxDepth, maxSteps);
        }

        public Options withMaxSteps(int newMaxSteps) {
            return new Options(ticks, all, maxDepth, newMaxSteps);
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
    public static List<Problem> run(Graph graph, BehaviorRegistry behaviors, Script script, Options options,
                                    Appendable out) {
        GraphCompilation compilation = CompiledGraph.compile(graph, behaviors);
        if (compilation.graph().isEmpty()) {
            return compilation.problems();
        }
        GraphRun run = new GraphRun(compilation.graph().get(), options.maxDepth(), options.maxSteps(),
                EntryResources.Factory.NONE);
        run.addListener(new TraceWriter(out, options.all()));
        run.start();
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
}
