package dev.stagestack.bench.stack;

import dev.stagestack.bench.model.GeneratedGraph;
import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.CompiledGraph;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Compiling a graph for a run, which every run, replay, exploration and reload does first: its cost
 * must grow with the graph's size, not with states × transitions. Compare {@code states} = 1000
 * and 10000 in one run: ten times the graph should cost about ten times as much.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CompileBenchmark {

    /** Number of states; transitions are three times as many. */
    @Param({"1000", "10000"})
    public int states;

    private Graph graph;

    /** Generates the graph, shaped as in the model's load benchmark. */
    @Setup
    public void generate() {
        graph = GeneratedGraph.generate(20240501L, states, 3 * states);
    }

    /** Compiles the graph with no behaviours, as {@code stagestack trace} does. */
    @Benchmark
    public CompiledGraph compile() {
        return BenchGraphs.compile(graph);
    }
}
