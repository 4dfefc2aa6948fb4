package dev.stagestack.player.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.player.fx.model.TraceExport;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.trace.HeadlessRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack exercise GRAPH --seed N -o F.lesson}: a practice lesson made from any graph (docs/teaching.md). */
@Command(
        name = "exercise",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Make a practice lesson from a graph: events head's state answers, picked at random (the same for the"
                    + " same seed), a caption for every moment and a question at each event, answered by the run.",
            "Exit code: 0 written, 1 the graph is invalid or answers no event at its start, 2 usage error,"
                    + " 3 cannot read or write."
        })
final class ExerciseCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(paramLabel = "GRAPH", description = "The graph file (NAME.stagestack.json).")
    Path graphFile;

    @Option(names = "--seed", paramLabel = "N", description = "Which random events (default: 1).")
    long seed = 1;

    @Option(
            names = "--start",
            paramLabel = "STATES",
            description = "Practise from this stack rather than the initial state: state ids bottom first, in one"
                    + " argument (\"system title world\"); the lesson gets a start: line.")
    String start;

    @Option(
            names = {"-o", "--out"},
            required = true,
            paramLabel = "FILE",
            description = "The lesson file to write (NAME.lesson), in the graph's folder or a folder above it.")
    Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (!LessonInput.isLesson(out)) {
            throw new ParameterException(spec.commandLine(), "-o names a lesson file (NAME.lesson), not " + out);
        }
        String graphPath = graphPathFromLesson();
        GraphInput.Loaded loaded = GraphInput.loadRunnable(graphFile, listing, err);
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        if (!CompiledGraph.compile(graph.get(), behaviors).problems().isEmpty()) {
            loaded.printLocated(CompiledGraph.compile(graph.get(), behaviors).problems(), listing, err);
            return ExitCodes.INVALID;
        }
        Optional<String> lesson =
                new ExerciseGenerator(graph.get(), behaviors, seed, startStack(graph.get())).lesson(out, graphPath);
        if (lesson.isEmpty()) {
            err.println(graphFile + ": no key, button or signal of the "
                    + (start == null ? "initial state" : "start stack's top")
                    + " fires a transition: there is nothing to practise");
            return ExitCodes.INVALID;
        }
        Optional<String> failed = TraceExport.write(out, List.of(lesson.get().strip()));
        if (failed.isPresent()) {
            err.println(failed.get());
            return ExitCodes.IO_FAILURE;
        }
        LessonInput.Result written = LessonInput.check(out, behaviors, HeadlessRunner.Options.DEFAULTS.withTicks(0));
        if (written.valid()) {
            spec.commandLine().getOut().println(out + ": a practice lesson, " + summary(written));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
        listing.print(written.problems().stream().filter(Problem::isError).toList(), err);
        return ExitCodes.refused(written.problems());
    }

    private static String summary(LessonInput.Result written) {
        var lesson = written.checked().orElseThrow().lesson();
        return lesson.eventTicks().size() + " events, " + lesson.questions().size() + " questions";
    }

    /** The graph's path as the lesson names it: relative to the lesson's folder, with '/', never leaving it. */
    private String graphPathFromLesson() {
        Path folder = out.toAbsolutePath().normalize().getParent();
        Path relative = folder.relativize(graphFile.toAbsolutePath().normalize());
        if (relative.startsWith("..")) {
            throw new ParameterException(
                    spec.commandLine(),
                    "a lesson names a graph in its own folder or below it: write " + out.getFileName() + " in "
                            + graphFile.toAbsolutePath().getParent() + " or a folder above it");
        }
        return relative.toString().replace('\\', '/');
    }

    /** The stack of {@code --start}, checked against the graph; null without it. A bad one is a usage error. */
    private dev.stagestack.runtime.trace.StartStack startStack(Graph graph) {
        if (start == null) {
            return null;
        }
        List<String> states = dev.stagestack.runtime.trace.StartStack.words(start);
        if (states.isEmpty()) {
            throw new ParameterException(
                    spec.commandLine(), "--start: names the stack's states, bottom first: --start \"title world\"");
        }
        dev.stagestack.runtime.trace.StartStack stack = new dev.stagestack.runtime.trace.StartStack(states);
        List<String> wrong = HeadlessRunner.startProblems(graph, stack).stream()
                .map(p -> "--start: " + p.message())
                .toList();
        if (!wrong.isEmpty()) {
            throw new ParameterException(spec.commandLine(), String.join("\n", wrong));
        }
        return stack;
    }
}
