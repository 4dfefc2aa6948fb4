package dev.stagestack.player.cli;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.web.page.WebBundle;
import dev.stagestack.web.page.WebPage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code stagestack web GRAPH [--script S] -o OUT.html}: one self-contained web page that runs the graph on the
 * project's own runtime compiled to JavaScript (docs/web.md), plays the script at load as {@code stagestack
 * trace} does and shows its trace in the element {@code trace}.
 */
@Command(
        name = "web",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Write one self-contained web page (no network, opens from file://) that runs the graph in a browser.",
            "At load it plays the script as 'stagestack trace' does and shows the trace (element id 'trace');",
            "then the graph runs live: state cards with their buttons, keys, the head/staging chain (id 'chain').",
            "Given a LESSON.lesson, the page walks the lesson instead: PageDown/PageUp (or the arrows), its captions,",
            "its questions answered with the digit keys, #m12 in the address for moment 12.",
            "A graph with behaviour code runs on a page program compiled with its behaviours, found on the class path",
            "(the samples' is in their jar); its states' draw paints the canvas (id 'screen').",
            "Exit code: 0 written, 1 the graph or script is invalid or its behaviours are not found or not compiled for a"
                    + " page, 2 usage error, 3 cannot read or write."
        })
final class WebCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(paramLabel = "GRAPH", description = "The graph file to put in the page, or a LESSON.lesson.")
    Path graphFile;

    @Option(
            names = "--script",
            paramLabel = "FILE",
            description = "Input events the page plays at load, as for 'stagestack trace --script'.")
    Path scriptFile;

    @Option(
            names = "--ticks",
            paramLabel = "N",
            defaultValue = "600",
            description = "Ticks the page plays, 0..N-1 (default: ${DEFAULT-VALUE}), as 'stagestack trace --ticks'.")
    long ticks;

    @Option(
            names = "--teacher",
            description = "For a lesson: the teacher's page, each question's answer shown (students' pages show"
                    + " it once one is picked).")
    boolean teacher;

    @Option(
            names = {"-o", "--out"},
            required = true,
            paramLabel = "OUT.html",
            description = "The page to write.")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (ticks < 0) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "need --ticks >= 0, was " + ticks);
        }
        PrintWriter err = spec.commandLine().getErr();
        if (LessonInput.isLesson(graphFile)) {
            return lesson(err);
        }
        if (teacher) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--teacher is for a lesson");
        }
        GraphInput.Loaded loaded = GraphInput.loadRunnable(graphFile, listing, err);
        ScriptParse script = readScript(err);
        List<Problem> problems = new ArrayList<>(loaded.problems());
        problems.addAll(script.problems());
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty() || !script.problems().isEmpty()) {
            return ExitCodes.refused(problems);
        }
        Optional<WebBundle> program = programFor(graph.get(), loaded, err);
        return program.isPresent() ? write(program.get(), err) : ExitCodes.INVALID;
    }

    private static final String NO_BEHAVIOURS =
            "stagestack web: the page runs a graph's behaviours from a page program compiled with them;"
                    + " put the jar of these behaviours on the class path (docs/web.md)";

    /**
     * The page program that has every behaviour the graph names (docs/web.md, "Behaviours in the page"); empty,
     * with why printed, when one is not registered on the class path or no program has them all.
     */
    private Optional<WebBundle> programFor(Graph graph, GraphInput.Loaded loaded, PrintWriter err) {
        List<Problem> unknown =
                CompiledGraph.compile(graph, BehaviorRegistry.load()).problems();
        if (!unknown.isEmpty()) {
            loaded.printLocated(unknown, listing, err);
            err.println(NO_BEHAVIOURS);
            return Optional.empty();
        }
        return programHaving(behaviourIds(graph), err);
    }

    /** The page program compiled with every behaviour of {@code ids}; empty, with why printed, when none is. */
    private static Optional<WebBundle> programHaving(Set<String> ids, PrintWriter err) {
        Optional<WebBundle> program;
        try {
            program = WebBundle.covering(ids, BehaviorRegistry.class.getClassLoader());
        } catch (IllegalArgumentException unreadable) { // a page program's description says a wrong resolution
            err.println("stagestack web: " + DisplayText.visible(unreadable.getMessage()));
            return Optional.empty();
        }
        if (program.isEmpty()) {
            err.println("stagestack web: no page program on the class path has the behaviours "
                    + DisplayText.visible(quoted(ids))
                    + ": compile one with them (docs/web.md, \"Your game in a page\")");
        }
        return program;
    }

    private static String quoted(Set<String> ids) {
        return String.join(", ", ids.stream().map(id -> "\"" + id + "\"").toList());
    }

    /** The behaviour ids the graph's states name, in state order. */
    private static Set<String> behaviourIds(Graph graph) {
        Set<String> ids = new LinkedHashSet<>();
        graph.states().stream().map(StateDef::behavior).filter(Objects::nonNull).forEach(ids::add);
        return ids;
    }

    /**
     * The page of a lesson: refused, with the problems at their places, when the lesson is not valid as
     * {@code validate} checks it or its graph has behaviour code.
     */
    private int lesson(PrintWriter err) throws IOException {
        if (scriptFile != null || spec.commandLine().getParseResult().hasMatchedOption("--ticks")) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "a lesson carries its own events: --script and --ticks are for a graph");
        }
        LessonInput.Result result = LessonInput.checkAndReport(graphFile, BehaviorRegistry.load(), listing, err);
        if (result.usable().isEmpty()) {
            if (result.problems().stream()
                    .anyMatch(p -> p.code().equals(dev.stagestack.model.ProblemCodes.UNKNOWN_BEHAVIOR))) {
                err.println(NO_BEHAVIOURS);
            }
            return ExitCodes.refused(result.problems());
        }
        LessonInput.Checked checked = result.usable().get();
        Optional<WebBundle> program = programHaving(behaviourIds(checked.graph()), err);
        if (program.isEmpty()) {
            return ExitCodes.INVALID;
        }
        return write(
                WebPage.lessonHtml(
                        graphFile.getFileName().toString(),
                        Files.readString(graphFile, StandardCharsets.UTF_8),
                        checked.graphFile().getFileName().toString(),
                        Files.readString(checked.graphFile(), StandardCharsets.UTF_8),
                        teacher,
                        LessonFingerprint.of(graphFile, checked.graphFile()),
                        program.get()),
                err);
    }

    private int write(WebBundle program, PrintWriter err) throws IOException {
        return write(
                WebPage.html(
                        graphFile.getFileName().toString(),
                        Files.readString(graphFile, StandardCharsets.UTF_8),
                        scriptFile == null ? "script" : scriptFile.getFileName().toString(),
                        scriptFile == null ? "" : Files.readString(scriptFile, StandardCharsets.UTF_8),
                        ticks,
                        program,
                        graphFile.toAbsolutePath().getParent()),
                err);
    }

    private int write(String html, PrintWriter err) {
        try {
            AtomicFiles.writeString(out, html);
            return ExitCodes.OK;
        } catch (IOException e) {
            err.println(DisplayText.visible(out.toString()) + ": cannot write it: "
                    + (e instanceof NoSuchFileException ? "its folder does not exist" : e.getMessage()));
            return ExitCodes.IO_FAILURE;
        }
    }

    /** The script given with {@code --script} (none: the empty script), its problems printed to {@code err}. */
    private ScriptParse readScript(PrintWriter err) {
        return ScriptFiles.read(scriptFile, listing, err);
    }
}
