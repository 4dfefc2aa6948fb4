package dev.stagestack.player.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.assets.FileBytesLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.runtime.trace.StartStack;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack trace GRAPH}: runs a graph headless and prints its trace (docs/semantics.md §9). */
@Command(
        name = "trace",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Run a graph headless and print its trace, one line per request, callback and error.",
            "The same graph, script and options always print the same bytes.",
            "Exit code: 0 the run ended, 1 the graph or script is invalid, 2 usage error, 3 one cannot be read."
        })
final class TraceCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(
            paramLabel = "GRAPH",
            description = "The graph file to run, or a lesson (NAME.lesson): its graph "
                    + "and script, explained, with its captions as '# caption:' lines.")
    Path graphFile;

    @Option(
            names = "--script",
            paramLabel = "FILE",
            description = "Input events, one per line: <tick> key K | button Label | signal name.")
    Path scriptFile;

    @Option(
            names = "--start",
            paramLabel = "STATES",
            description = "Start from this stack rather than the initial state: state ids bottom first, "
                    + "in one argument (\"system title world\"), restored at tick 0 with paired callbacks, as a "
                    + "lesson's start: line and a script exported from such a lesson's run say.")
    String start;

    @Option(
            names = "--ticks",
            paramLabel = "N",
            defaultValue = "600",
            description = "Ticks to run, 0..N-1 (default: ${DEFAULT-VALUE}).")
    long ticks;

    @Option(names = "--all", description = "Also print the active and inactive callbacks of every tick.")
    boolean all;

    @Option(
            names = "--explain",
            description = "Also print why each request and commit step happens, as lines "
                    + "starting with '#': the input, timer or callback that fired which transition, or behaviour code; "
                    + "the number and kind of each commit step. The trace lines stay the same.")
    private boolean explain;

    @Mixin
    RuntimeLimits limits = new RuntimeLimits();

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        HeadlessRunner.Options options = options();
        if (LessonInput.isLesson(graphFile)) {
            return traceLesson(options, err);
        }
        GraphInput.Loaded loaded = GraphInput.loadRunnable(graphFile, listing, err);
        Optional<Graph> graph = loaded.graph();
        ScriptParse scriptRead = readScript(err);
        if (graph.isEmpty() || !scriptRead.problems().isEmpty()) {
            List<Problem> problems = new ArrayList<>(loaded.problems());
            problems.addAll(scriptRead.problems());
            return ExitCodes.refused(problems);
        }
        PrintWriter out = spec.commandLine().getOut();
        FileBytesLoader assets = new FileBytesLoader(graphFile.toAbsolutePath().getParent());
        StartStack from = startStack(graph.get());
        List<Problem> refused = HeadlessRunner.run(
                graph.get(), BehaviorRegistry.load(), scriptRead.script(), options, assets, from, out);
        out.flush();
        loaded.printLocated(refused, listing, err);
        return refused.isEmpty() ? ExitCodes.OK : ExitCodes.INVALID;
    }

    /** The stack of {@code --start}, checked against the graph; null without it. A bad one is a usage error. */
    private StartStack startStack(Graph graph) {
        if (start == null) {
            return null;
        }
        List<String> states = StartStack.words(start);
        if (states.isEmpty()) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "--start: names the stack's states, bottom first: --start \"title world\"");
        }
        StartStack stack = new StartStack(states);
        List<String> wrong = HeadlessRunner.startProblems(graph, stack).stream()
                .map(p -> "--start: " + p.message())
                .toList();
        if (!wrong.isEmpty()) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), String.join("\n", wrong));
        }
        return stack;
    }

    private int traceLesson(HeadlessRunner.Options options, PrintWriter err) {
        if (start != null) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "a lesson starts from its own start: line: leave out --start");
        }
        if (scriptFile != null) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "a lesson plays its own script: leave out --script");
        }
        LessonInput.Result result = LessonInput.check(graphFile, BehaviorRegistry.load(), options);
        listing.print(result.problems(), err);
        if (!result.valid()) {
            return ExitCodes.refused(result.problems());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(result.checked().orElseThrow().trace().text());
        out.flush();
        return ExitCodes.OK;
    }

    private HeadlessRunner.Options options() {
        try {
            return new HeadlessRunner.Options(ticks, all, limits.maxDepth, limits.maxSteps, explain);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** The script given with {@code --script} (none: the empty script), its problems printed to {@code err}. */
    private ScriptParse readScript(PrintWriter err) {
        return ScriptFiles.read(scriptFile, listing, err);
    }
}
