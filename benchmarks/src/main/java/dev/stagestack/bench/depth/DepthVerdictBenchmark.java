package dev.stagestack.bench.depth;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.depth.DepthGraphs;
import dev.stagestack.tools.depth.DepthJudge;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What the depth verdicts cost over the static analysis alone, on the 300 seeded graphs that
 * {@code DepthPrecisionTest} measures their precision on (docs/BENCHMARKS.md, "Depth verdicts"):
 * {@link #staticAnalysis()} analyses every graph, {@link #verdicts()} analyses and judges every graph
 * (exploring it through the runtime, and searching a pump where the analysis finds no bound).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DepthVerdictBenchmark {

    /** As many graphs as the precision test. */
    static final int GRAPHS = 300;

    private List<Graph> graphs;

    /** Generates the graphs of seeds 0 to 299. */
    @Setup
    public void generate() {
        graphs = new ArrayList<>(
                LongStream.range(0, GRAPHS).mapToObj(DepthGraphs::generate).toList());
    }

    /** The static analysis of every graph. */
    @Benchmark
    public int staticAnalysis() {
        int bounded = 0;
        for (Graph graph : graphs) {
            bounded += StackAnalysis.analyze(graph).maxDepth() == null ? 0 : 1;
        }
        return bounded;
    }

    /** The static analysis and the depth verdict of every graph. */
    @Benchmark
    public int verdicts() {
        int settled = 0;
        for (Graph graph : graphs) {
            StackReport report = StackAnalysis.analyze(graph);
            settled += DepthJudge.judge(graph, report).settled() ? 1 : 0;
        }
        return settled;
    }
}
