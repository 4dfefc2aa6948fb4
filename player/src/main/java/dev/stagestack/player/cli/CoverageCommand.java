package dev.stagestack.player.cli;

import com.google.gson.GsonBuilder;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.io.TextFile;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.tools.depth.ExploreDepth;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.Coverage;
import dev.stagestack.tools.paths.Exercised;
import dev.stagestack.tools.paths.ExploreOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack coverage GRAPH TRACE...}: which states, transitions and configurations runs exercised. */
@Command(
        name = "coverage",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Which states, transitions and stack configurations a set of runs exercised.",
            "It counts those the graph has (configurations: those `paths` finds reachable). A RUN is a trace (`trace --explain` names the",
            "transitions that fired; a plain trace gives states and configurations only) or a .script, run on the",
            "graph's own transitions for the ticks its header gives (the last --ticks N in the comments before its first event), else --ticks.",
            "Exit code: 0 measured, 1 the graph, a trace or a script is invalid, 2 usage error, 3 a file cannot be read."
        })
final class CoverageCommand implements Callable<Integer> {

    /** The largest trace file read: 256 MiB. */
    static final long MAX_TRACE_BYTES = 256L * 1024 * 1024;

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(index = "0", paramLabel = "GRAPH", description = "The graph file the runs ran.")
    Path graphFile;

    @Parameters(
            index = "1..*",
            arity = "1..*",
            paramLabel = "RUN",
            description = "Trace files, or .script files to run (for the ticks their header gives, else --ticks).")
    List<Path> runs;

    @Option(
            names = "--ticks",
            paramLabel = "N",
            defaultValue = "600",
            description =
                    "Ticks to run each .script whose header gives no length for (default: ${DEFAULT-VALUE}, as trace).")
    long ticks;

    @Option(
            names = "--depth",
            paramLabel = "D",
            description = "Explore stacks up to D entries for the reachable configurations (as paths --depth).")
    Integer depth;

    @Mixin
    ExploreBudgets budgets = new ExploreBudgets();

    @Option(names = "--json", description = "Print the coverage as JSON instead of a table.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        GraphInput.Loaded loaded = GraphInput.loadRunnable(graphFile, listing, err);
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        Exercised exercised = new Exercised();
        for (Path run : runs) {
            int code = add(exercised, graph.get(), run, err);
            if (code != ExitCodes.OK) {
                return code;
            }
        }
        ExploreOptions options;
        try {
            options = budgets.options(
                    1, depth != null ? depth : ExploreDepth.of(graph.get()).depth());
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        ConfigurationGraph reachable = ConfigurationExplorer.explore(graph.get(), options);
        ConfigurationGraph.Exploration e = reachable.exploration();
        e.stopped()
                .ifPresent(stop -> err.println(
                        DisplayText.visible(graphFile.toString()) + ": exploring the reachable configurations " + stop
                                + " (raise " + ExploreBudgets.optionFor(e.stoppedBy()) + ")"));
        CoverageReport report = new CoverageReport(new Coverage(graph.get(), reachable, exercised));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new GsonBuilder()
                    .serializeNulls()
                    .setPrettyPrinting()
                    .create()
                    .toJson(report.json()));
        } else {
            out.print(report.text(graphFile));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private int add(Exercised exercised, Graph graph, Path run, PrintWriter err) {
        if (run.toString().endsWith(".script")) {
            ScriptParse parse = Script.read(run);
            listing.print(parse.problems(), err);
            if (!parse.problems().isEmpty()) {
                return ExitCodes.refused(parse.problems());
            }
            exercised.addScript(graph, parse.script(), parse.script().ticks().orElse(ticks));
            return ExitCodes.OK;
        }
        try {
            TextFile trace = TextFile.read(run, MAX_TRACE_BYTES);
            if (trace.problem() != null) {
                Problem p = trace.problem();
                listing.print(List.of(p.at(run.toString(), p.line(), p.column())), err);
                return ExitCodes.INVALID;
            }
            exercised.addTrace(trace.text());
            return ExitCodes.OK;
        } catch (NoSuchFileException e) {
            err.println(DisplayText.visible(run.toString()) + ": no such file");
            return ExitCodes.IO_FAILURE;
        } catch (IOException e) {
            err.println(DisplayText.visible(run.toString()) + ": cannot read the file: "
                    + (e.getMessage() == null ? e : e.getMessage()));
            return ExitCodes.IO_FAILURE;
        }
    }
}
