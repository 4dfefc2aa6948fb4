package dev.stagestack.bench.model;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import java.util.List;

/**
 * Times single calls of the analysis and the checker on generated hub-and-flows graphs of the sizes
 * given, warm (the last of {@value #CALLS} calls is printed), for the shapes that JMH's steady state
 * would hide: {@code java -cp benchmarks/target/benchmarks.jar dev.stagestack.bench.model.AnalyzeProbe 32 100 3000}.
 */
public final class AnalyzeProbe {

    private static final int CALLS = 3;

    private AnalyzeProbe() {}

    /** @param args state counts; each graph has three transitions per state */
    public static void main(String[] args) {
        for (String arg : args) {
            int states = Integer.parseInt(arg);
            Graph graph = GeneratedGraph.generate(GraphLoadBenchmark.SEED, states, 3 * states);
            String line = "";
            for (int call = 0; call < CALLS; call++) {
                long start = System.nanoTime();
                StackReport report = StackAnalysis.analyze(graph);
                long analysed = System.nanoTime();
                List<Problem> problems = GraphChecker.check(graph);
                long checked = System.nanoTime();
                line = String.format(
                        "%,d states: analyze %,d ms (%s), check %,d ms (%d problems)",
                        states,
                        (analysed - start) / 1_000_000,
                        report.complete() ? "precise" : "stopped at the budget",
                        (checked - analysed) / 1_000_000,
                        problems.size());
            }
            System.out.println(line);
        }
    }
}
