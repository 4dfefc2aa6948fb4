package dev.stagestack.bench.stack;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;

/** The small graphs the stack benchmarks run, compiled without behaviours. */
final class BenchGraphs {

    /** The button that pushes one more {@code layer}. */
    static final InputEvent DEEPER = InputEvent.button("Deeper");

    private BenchGraphs() {}

    /**
     * One state, {@code layer} (updated while covered), whose {@code Deeper} button pushes another
     * {@code layer}; the run is started and committed to {@code depth} entries.
     */
    static GraphRun layeredRun(int depth) {
        Graph graph = new Graph(
                "layers",
                "layer",
                60,
                List.of(StateDef.of("layer").withCovered(CoveredPolicy.UPDATE)),
                List.of(Transition.of("deeper", "layer", Trigger.button("Deeper"), List.of(Action.push("layer")))));
        GraphRun run = new GraphRun(compile(graph));
        run.start();
        for (int i = 1; i < depth; i++) {
            run.offer(DEEPER);
        }
        run.tick();
        run.tick();
        if (run.stack().headDepth() != depth) {
            throw new IllegalStateException(
                    "expected depth " + depth + ", got " + run.stack().headDepth());
        }
        return run;
    }

    /**
     * A graph that cycles forever on timers and lifecycle triggers: {@code menu} pushes {@code level}
     * after 0.1 s, {@code level} pushes the {@code pause} overlay after 0.05 s, {@code pause} pops
     * after 0.05 s, and {@code level} pops itself when resumed. One cycle is 13 ticks at 60 Hz.
     */
    static Graph timerCycle() {
        return new Graph(
                "timer cycle",
                "menu",
                60,
                List.of(
                        StateDef.of("menu"),
                        StateDef.of("level"),
                        StateDef.of("pause").withOverlay(true)),
                List.of(
                        Transition.of("play", "menu", Trigger.timer(0.1), List.of(Action.push("level"))),
                        Transition.of("pause", "level", Trigger.timer(0.05), List.of(Action.push("pause"))),
                        Transition.of("resume", "pause", Trigger.timer(0.05), List.of(Action.pop())),
                        Transition.of("done", "level", Trigger.on(TriggerType.RESUME), List.of(Action.pop()))));
    }

    static CompiledGraph compile(Graph graph) {
        return CompiledGraph.compile(graph, BehaviorRegistry.empty())
                .graph()
                .orElseThrow(() -> new IllegalStateException("the benchmark graph does not compile"));
    }
}
