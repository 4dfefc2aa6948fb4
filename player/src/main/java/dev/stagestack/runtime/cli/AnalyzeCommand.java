package dev.stagestack.runtime.cli;

import com.google.gson.GsonBuilder;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.AnalysisOptions;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack analyze FILE [--json]}: the static stack analysis of a graph. */
@Command(name = "analyze",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {"Static stack analysis of a graph.",
            "What a pop can reveal, pops that can empty the stack, the maximum stack depth (or an unbounded",
            "push cycle), and runaway lifecycle loops.",
            "Exit code: 0 analysed, 1 the graph is invalid, 2 usage error, 3 the graph cannot be read."})
final class AnalyzeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(paramLabel = "FILE", description = "The graph file to analyse.")
    Path file;

    @Option(names = "--json", description = "Print a JSON object instead of the report.")
    boolean json;

    @Option(names = "--events-per-tick", paramLabel = "N", defaultValue = "1",
            description = "Assume at most N input events per tick (default: ${DEFAULT-VALUE}; 0 = any number).")
    int eventsPerTick;

    @Mixin
    RuntimeLimits limits = new RuntimeLimits();

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        GraphInput.Loaded loaded = GraphInput.loadRunnable(file, listing, spec.commandLine().getErr());
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        StackReport report = StackAnalysis.analyze(graph.get(), analysisOptions());
        if (json) {
            out.println(new GsonBuilder().serializeNulls().setPrettyPrinting().create()
                    .toJson(AnalysisJson.of(report)));
        } else {
            out.print(AnalysisText.of(file.toString(), graph.get(), report));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private AnalysisOptions analysisOptions() {
        int events = eventsPerTick == 0 ? AnalysisOptions.ANY_NUMBER : eventsPerTick;
        try {
            return new AnalysisOptions(events, limits.maxDepth, limits.maxSteps);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }
}
