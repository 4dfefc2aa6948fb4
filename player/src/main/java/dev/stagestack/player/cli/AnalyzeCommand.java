package dev.stagestack.player.cli;

import com.google.gson.GsonBuilder;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.AnalysisOptions;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.depth.DepthJudge;
import dev.stagestack.tools.depth.DepthVerdict;
import dev.stagestack.tools.depth.PumpWitness;
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
@Command(
        name = "analyze",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Static stack analysis of a graph.",
            "What a pop can reveal, pops that can empty the stack, the maximum stack depth (exact, at most N,",
            "or unbounded with a script that pumps it), and runaway lifecycle loops.",
            "Exit code: 0 analysed, 1 the graph is invalid, 2 usage error, 3 the graph cannot be read."
        })
final class AnalyzeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(paramLabel = "FILE", description = "The graph file to analyse.")
    Path file;

    @Option(names = "--json", description = "Print a JSON object instead of the report.")
    boolean json;

    @Option(
            names = "--events-per-tick",
            paramLabel = "N",
            defaultValue = "1",
            description = "Assume at most N input events per tick (default: ${DEFAULT-VALUE}; 0 = any number).")
    int eventsPerTick;

    @Option(
            names = "--witness",
            paramLabel = "FILE",
            description =
                    "When the stack is unbounded, write the script that pumps it past --witness-depth entries to FILE.")
    Path witnessFile;

    @Option(
            names = "--witness-depth",
            paramLabel = "N",
            defaultValue = "64",
            description = "The depth the --witness script takes the stack past (default: ${DEFAULT-VALUE}).")
    int witnessDepth;

    @Mixin
    RuntimeLimits limits = new RuntimeLimits();

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        GraphInput.Loaded loaded =
                GraphInput.loadRunnable(file, listing, spec.commandLine().getErr());
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        if (witnessDepth < 1 || witnessDepth >= limits.maxDepth) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(),
                    "--witness-depth must be at least 1" + " and below the depth limit (" + limits.maxDepth
                            + "), which refuses deeper pushes: was " + witnessDepth);
        }
        StackReport report = StackAnalysis.analyze(graph.get(), analysisOptions());
        DepthVerdict verdict = DepthJudge.judge(graph.get(), report);
        if (json) {
            out.println(new GsonBuilder()
                    .serializeNulls()
                    .setPrettyPrinting()
                    .create()
                    .toJson(AnalysisJson.of(report, verdict)));
        } else {
            out.print(AnalysisText.of(file.toString(), graph.get(), report, verdict));
        }
        out.flush();
        return witnessFile == null ? ExitCodes.OK : writeWitness(verdict);
    }

    /** Writes the pumping script, or says why there is none; 3 when the file cannot be written. */
    private int writeWitness(DepthVerdict verdict) {
        var err = spec.commandLine().getErr();
        if (verdict.witness().isEmpty()) {
            err.println(witnessFile + ": not written: no witness, the maximum stack depth is " + verdict.headline());
            err.flush();
            return ExitCodes.OK;
        }
        PumpWitness witness = verdict.witness().get();
        Optional<String> failure = ScriptFiles.write(
                witnessFile,
                file,
                witness.past(witnessDepth),
                "analyze: pumps the stack past " + witnessDepth + " entries (" + witness.turnsPast(witnessDepth)
                        + " turns of the loop, pushed by " + String.join(", ", witness.pushedBy()) + ")");
        failure.ifPresent(err::println);
        err.flush();
        return failure.isPresent() ? ExitCodes.IO_FAILURE : ExitCodes.OK;
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
