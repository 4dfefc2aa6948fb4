package dev.stagestack.player.cli;

import com.google.gson.GsonBuilder;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.tools.depth.ExploreDepth;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.ExploreOptions;
import dev.stagestack.tools.paths.PathCover;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack paths GRAPH}: the reachable stack configurations and test scripts that reach them (docs/paths.md). */
@Command(
        name = "paths",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Explore the stack configurations a graph can reach.",
            "Its own transitions, every input each tick: the shortest script to each configuration, and a few",
            "scripts that together cover every transition or configuration.",
            "Exit code: 0 explored, 1 the graph is invalid, 2 usage error, 3 the graph cannot be read or the scripts written."
        })
final class PathsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(paramLabel = "GRAPH", description = "The graph file to explore.")
    Path graphFile;

    @Option(
            names = "--depth",
            paramLabel = "D",
            description = "Explore stacks up to D entries (default: the whole stack when the analysis bounds it, else "
                    + ExploreOptions.UNBOUNDED_DEPTH + ").")
    Integer depth;

    @Option(
            names = "--events-per-tick",
            paramLabel = "N",
            defaultValue = "1",
            description = "Input events one tick may receive, 1 to 3 (default: ${DEFAULT-VALUE}).")
    int eventsPerTick;

    @Mixin
    ExploreBudgets budgets = new ExploreBudgets();

    @Option(
            names = "--cover",
            paramLabel = "KIND",
            defaultValue = "transitions",
            description = "What the cover scripts must exercise: transitions (and configurations) or configurations "
                    + "(default: ${DEFAULT-VALUE}).")
    String cover;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Write the scripts (cover-N.script, reach-N.script) and paths.json into DIR.")
    Path out;

    @Option(names = "--json", description = "Print the summary as JSON instead of text.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PathCover.Goal goal = goal();
        GraphInput.Loaded loaded = GraphInput.loadRunnable(graphFile, listing, err);
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        ExploreOptions options = options(graph.get(), err);
        ConfigurationGraph explored = ConfigurationExplorer.explore(graph.get(), options);
        PathCover.Tours covering = PathCover.tours(explored, goal);
        PathsReport report = new PathsReport(graphFile, graph.get(), explored, covering, goal);
        report.warnings().forEach(err::println);
        PrintWriter stdout = spec.commandLine().getOut();
        if (json) {
            stdout.println(new GsonBuilder()
                    .serializeNulls()
                    .setPrettyPrinting()
                    .create()
                    .toJson(report.json()));
        } else {
            stdout.print(report.text());
        }
        stdout.flush();
        if (out != null) {
            Optional<String> failure = report.write(out);
            if (failure.isPresent()) {
                err.println(failure.get());
                return ExitCodes.IO_FAILURE;
            }
        }
        return ExitCodes.OK;
    }

    private PathCover.Goal goal() {
        return switch (cover) {
            case "transitions" -> PathCover.Goal.TRANSITIONS;
            case "configurations" -> PathCover.Goal.CONFIGURATIONS;
            default ->
                throw new picocli.CommandLine.ParameterException(
                        spec.commandLine(), "--cover takes transitions or configurations, not \"" + cover + "\"");
        };
    }

    private ExploreOptions options(Graph graph, PrintWriter err) {
        int maxDepth = depth != null ? depth : ExploreOptions.DEFAULTS.maxDepth();
        if (depth == null) {
            ExploreDepth chosen = ExploreDepth.of(graph);
            maxDepth = chosen.depth();
            chosen.reason()
                    .ifPresent(why -> err.println(DisplayText.visible(graphFile.toString()) + ": " + why
                            + "; set another depth with --depth"));
        }
        try {
            return budgets.options(eventsPerTick, maxDepth);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }
}
