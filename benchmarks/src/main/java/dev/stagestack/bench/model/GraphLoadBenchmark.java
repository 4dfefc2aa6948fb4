package dev.stagestack.bench.model;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Opening a big graph the way every tool does: {@link GraphLoader#load(String, String)} reads the
 * text and validates it, then {@link StackAnalysis#analyze(Graph)} analyses it. The graph is a
 * {@link GeneratedGraph} of {@code states} states and three times as many transitions, written
 * to text once in the setup. {@link #total()} is the figure of the target; the other two split it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GraphLoadBenchmark {

    static final long SEED = 20240501L;

    /** Number of states; transitions are three times as many. */
    @Param({"10000"})
    public int states;

    private String text;
    private Graph graph;

    /** Generates the graph and its text. */
    @Setup
    public void generate() {
        graph = GeneratedGraph.generate(SEED, states, 3 * states);
        text = GraphCodec.write(graph);
        LoadedGraph loaded = GraphLoader.load("generated.stagestack.json", text);
        if (!loaded.isRunnable()) {
            throw new IllegalStateException("the generated graph does not load: " + loaded.problems());
        }
    }

    /** Load (read + validate) and analyse: the target. */
    @Benchmark
    public void total(Blackhole sink) {
        LoadedGraph loaded = GraphLoader.load("generated.stagestack.json", text);
        sink.consume(loaded);
        sink.consume(StackAnalysis.analyze(loaded.graph()));
    }

    /** Load alone: read the text and validate. */
    @Benchmark
    public LoadedGraph load() {
        return GraphLoader.load("generated.stagestack.json", text);
    }

    /** Analysis alone, of the already-read graph. */
    @Benchmark
    public StackReport analyze() {
        return StackAnalysis.analyze(graph);
    }
}
