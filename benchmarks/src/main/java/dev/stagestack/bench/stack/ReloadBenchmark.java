package dev.stagestack.bench.stack;

import dev.stagestack.bench.model.GeneratedGraph;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Edit to applied (docs/semantics.md §19): a 200-state graph (the model benchmarks' generated graph, its
 * input transitions only, so that nothing moves the stack by itself) runs with a live stack of
 * {@value #DEPTH} entries. {@link #editApplied()}: what the next tick after an edit does — compile the
 * edited graph (validation included), queue it, and run the tick that swaps it in and remaps the stack;
 * each call applies an edit, alternating one state's covered policy. {@link #compiledApplied()}: the same
 * with both versions compiled beforehand, so the swap alone. {@link #plainTick()}: the control, a tick of
 * the same run without a reload.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ReloadBenchmark {

    static final int STATES = 200;
    static final int DEPTH = 8;

    private final BehaviorRegistry registry = BehaviorRegistry.empty();
    private Graph[] versions;
    private CompiledGraph[] compiled;
    private int next;
    private GraphRun run;

    /** Builds the two versions of the graph and a run of the first with {@value #DEPTH} entries on its stack. */
    @Setup
    public void prepare() {
        Graph graph = inputOnly(GeneratedGraph.generate(1, STATES, 3 * STATES));
        versions = new Graph[] {graph, withCovered(graph, DEPTH / 2, CoveredPolicy.HIDE)};
        compiled = new CompiledGraph[] {BenchGraphs.compile(versions[0]), BenchGraphs.compile(versions[1])};
        run = new GraphRun(compiled[0]);
        run.start();
        for (int i = 1; i < DEPTH; i++) {
            run.stack().push(run.stack().type("s" + i));
        }
        run.tick();
        if (run.stack().headDepth() != DEPTH) {
            throw new IllegalStateException("the live stack is " + run.stack().headDepth() + " deep, not " + DEPTH);
        }
    }

    /** Compiles the next version, queues it and runs the tick that applies it. */
    @Benchmark
    public boolean editApplied() {
        next = 1 - next;
        if (!run.reload(versions[next], registry, Map.of()).isEmpty()) {
            throw new IllegalStateException("the edit was refused");
        }
        return run.tick();
    }

    /** Queues the next version, compiled beforehand, and runs the tick that applies it. */
    @Benchmark
    public boolean compiledApplied() {
        next = 1 - next;
        if (!run.reload(compiled[next], Map.of()).isEmpty()) {
            throw new IllegalStateException("the edit was refused");
        }
        return run.tick();
    }

    /** The control: one tick of the same run, nothing to reload. */
    @Benchmark
    public boolean plainTick() {
        return run.tick();
    }

    private static Graph inputOnly(Graph graph) {
        List<Transition> kept = graph.transitions().stream()
                .filter(t -> t.trigger().type().isInput())
                .toList();
        return graph.withTransitions(kept);
    }

    private static Graph withCovered(Graph graph, int index, CoveredPolicy policy) {
        List<StateDef> states = new ArrayList<>(graph.states());
        states.set(
                index,
                states.get(index).withCovered(policy == states.get(index).covered() ? CoveredPolicy.FREEZE : policy));
        return graph.withStates(states);
    }
}
