package dev.stagestack.editor.feature.coverage;

import dev.stagestack.editor.canvas.CoverageMark;
import dev.stagestack.editor.canvas.CoverageMarks;
import dev.stagestack.editor.command.Plural;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.panel.CoveragePanel;
import dev.stagestack.editor.panel.CoveragePanel.MeasuredRun;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.io.TextFile;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.tools.depth.ExploreDepth;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.Coverage;
import dev.stagestack.tools.paths.Exercised;
import dev.stagestack.tools.paths.ExploreOptions;
import dev.stagestack.tools.paths.PathCover;
import dev.stagestack.tools.paths.TestPath;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.stage.FileChooser;

/**
 * The Coverage tab's work: explores the graph's stack configurations and generates its test paths
 * off the JavaFX thread, measures what the runs (generated paths, traces and scripts from files)
 * exercised, shows it in the panel and paints it on the canvas. A measurement belongs to the graph
 * it was made of: moving cards keeps it, any other edit sets it aside until it is run again. While
 * Play runs, the canvas shows Play's marks instead.
 */
public final class CoverageController {

    /** Asks which run files to measure; empty when the user cancelled. */
    @FunctionalInterface
    public interface RunFilesChooser {
        /**
         * @param folder where to start looking (the graph's folder), or null
         * @return the files chosen
         */
        List<Path> choose(Path folder);
    }

    /** The largest trace file read: 256 MiB, as {@code stagestack coverage}. */
    static final long MAX_TRACE_BYTES = 256L * 1024 * 1024;
    /** Ticks offered for a script file whose header gives none, as {@code stagestack trace} runs it by default. */
    static final long SCRIPT_TICKS = 600;

    /** One run to measure: generated, or read from a file (a script to run, or a trace's text). */
    private record RunInput(MeasuredRun shown, long ticks, String trace, boolean generated) {
        void addTo(Exercised exercised, Graph graph) {
            if (trace != null) {
                exercised.addTrace(trace);
            } else {
                exercised.addScript(graph, shown.script(), ticks);
            }
        }
    }

    /** What a measurement gives the panel and the canvas. */
    private record Measured(Graph graph, Coverage coverage, List<RunInput> runs, String note) {}

    private final EditorCore core;
    private final CoveragePanel panel;
    private final CoverageMarks marks;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "stagestack-coverage");
        t.setDaemon(true);
        return t;
    });
    private final List<RunInput> runs = new ArrayList<>();
    private RunFilesChooser chooser = this::askWithFileChooser;
    /** The exploration of {@link #exploredGraph}, kept for the next measurement of the same graph. */
    private ConfigurationGraph explored;

    private Graph exploredGraph;
    private Measured shown;

    CoverageController(EditorCore core) {
        this.core = core;
        this.panel = new CoveragePanel(core.document(), core.canvas());
        this.marks = new CoverageMarks(core.canvas());
        panel.setActions(this::runTestPaths, this::addRunFiles, this::clear, this::play);
        core.document().graphProperty().addListener((o, was, graph) -> graphChanged(graph));
    }

    public CoveragePanel panel() {
        return panel;
    }

    /** Replaces the open dialog (tests). */
    public void setRunFilesChooser(RunFilesChooser newChooser) {
        chooser = newChooser;
    }

    /** Generates the graph's test paths (covering every transition) and measures them with the runs kept. */
    public void runTestPaths() {
        Graph graph = core.document().graph();
        panel.showWorking("Exploring the stack configurations of " + graph.name() + "…");
        List<RunInput> kept = runs.stream().filter(r -> !r.generated()).toList();
        worker.submit(() -> {
            Measured measured = measure(graph, kept, true);
            Platform.runLater(() -> show(measured));
        });
    }

    /**
     * Asks for traces and scripts and measures them with the runs kept: reads them off the JavaFX
     * thread, asks how many ticks each script whose header does not say ran for, then measures.
     */
    void addRunFiles() {
        Path file = core.document().file();
        List<Path> chosen =
                chooser.choose(file == null ? null : file.toAbsolutePath().getParent());
        if (chosen.isEmpty()) {
            return;
        }
        Graph graph = core.document().graph();
        panel.showWorking("Reading " + chosen.size() + (chosen.size() == 1 ? " file…" : " files…"));
        List<RunInput> kept = List.copyOf(runs);
        worker.submit(() -> {
            List<RunFile> read = new ArrayList<>();
            List<String> refused = new ArrayList<>();
            for (Path path : chosen) {
                read(path, refused).ifPresent(read::add);
            }
            Platform.runLater(() -> measureWithLengths(graph, kept, read, refused));
        });
    }

    /** On the JavaFX thread: asks the lengths the scripts do not give (a cancelled one is left out), then measures. */
    private void measureWithLengths(Graph graph, List<RunInput> kept, List<RunFile> read, List<String> refused) {
        List<RunInput> all = new ArrayList<>(kept);
        for (RunFile run : read) {
            OptionalLong ticks = run.length().isPresent()
                    ? run.length()
                    : RunLengthDialog.ask(core.notices().owner(), run.name(), SCRIPT_TICKS);
            ticks.ifPresent(n -> all.add(run.input(n)));
        }
        worker.submit(() -> {
            Measured measured = measure(graph, all, false);
            Platform.runLater(() -> {
                show(measured);
                if (!refused.isEmpty()) {
                    core.notices().alert("Some files could not be measured", String.join("\n", refused));
                }
            });
        });
    }

    /** Forgets every run and unpaints the canvas. */
    void clear() {
        runs.clear();
        shown = null;
        marks.clear();
        panel.showNothing("Cleared. Run the graph's test paths, or add traces and scripts.");
    }

    /** Plays a run's or a path's script in the embedded player, paused at its start. */
    void play(Script script) {
        core.playScript(script);
    }

    /** While Play runs, its marks are on the canvas; afterwards the coverage paint comes back. */
    void playingChanged(boolean playing) {
        if (playing) {
            marks.clear();
        } else if (shown != null) {
            paint(shown);
        }
    }

    /**
     * An edit that changes how the graph runs sets the measurement aside: its generated paths are
     * dropped (Run test paths makes new ones), the runs added from files are kept for the next one.
     */
    private void graphChanged(Graph graph) {
        if (shown != null && !sameRuns(shown.graph(), graph)) {
            shown = null;
            marks.clear();
            runs.removeIf(RunInput::generated);
            panel.showNothing("The graph changed since it was measured: Run test paths measures it again"
                    + (runs.isEmpty() ? "." : ", with the " + plural(runs.size(), "run") + " added from files."));
        }
    }

    /** Runs on the worker: explores the graph (or reuses its exploration) and measures the runs. */
    private Measured measure(Graph graph, List<RunInput> given, boolean generate) {
        try {
            String note = "";
            if (exploredGraph == null || !sameRuns(exploredGraph, graph)) {
                ExploreDepth depth = ExploreDepth.of(graph);
                note = depth.reason()
                        .map(why -> Character.toUpperCase(why.charAt(0)) + why.substring(1) + ".")
                        .orElse("");
                explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS.withMaxDepth(depth.depth()));
                exploredGraph = graph;
            }
            List<RunInput> all = new ArrayList<>(given);
            if (generate) {
                all.addAll(generated(PathCover.cover(explored, PathCover.Goal.TRANSITIONS)));
            }
            Exercised exercised = new Exercised();
            all.forEach(run -> run.addTo(exercised, graph));
            return new Measured(graph, new Coverage(graph, explored, exercised), all, note);
        } catch (dev.stagestack.model.GraphProblemsException refused) {
            List<dev.stagestack.model.Problem> problems = refused.problems();
            return new Measured(
                    graph,
                    null,
                    given,
                    "The graph cannot run: " + problems.get(0).format()
                            + (problems.size() > 1
                                    ? " (and " + plural(problems.size() - 1, "more problem") + ")"
                                    : ""));
        } catch (IllegalArgumentException e) {
            return new Measured(graph, null, given, "The graph cannot run: " + e.getMessage());
        }
    }

    private static List<RunInput> generated(List<TestPath> paths) {
        List<RunInput> inputs = new ArrayList<>();
        for (int i = 0; i < paths.size(); i++) {
            TestPath path = paths.get(i);
            MeasuredRun run = new MeasuredRun(
                    "test path " + (i + 1) + " · " + plural(path.eventCount(), "event") + ", "
                            + plural(path.length(), "tick"),
                    String.join(", ", path.scriptLines()),
                    path.script());
            inputs.add(new RunInput(run, path.length(), null, true));
        }
        return inputs;
    }

    /** A run file read: a script to run, or a trace's text. */
    private record RunFile(Path path, Script script, String trace) {
        String name() {
            return String.valueOf(path.getFileName());
        }

        /** How many ticks the run lasted, when known: a trace is what it is; a script says so in its header. */
        OptionalLong length() {
            return script == null ? OptionalLong.of(0) : script.ticks();
        }

        RunInput input(long ticks) {
            if (script == null) {
                return new RunInput(new MeasuredRun(name() + " · trace", path.toString(), null), 0, trace, false);
            }
            return new RunInput(
                    new MeasuredRun(
                            name() + " · " + plural(script.events().size(), "event") + ", " + plural(ticks, "tick"),
                            path.toString(),
                            script),
                    ticks,
                    null,
                    false);
        }
    }

    /** Reads a trace or a .script file; a file that cannot be measured is refused with its location. */
    private static Optional<RunFile> read(Path path, List<String> refused) {
        if (String.valueOf(path.getFileName()).endsWith(".script")) {
            ScriptParse parse = Script.read(path);
            if (!parse.problems().isEmpty()) {
                parse.problems().forEach(p -> refused.add(p.format()));
                return Optional.empty();
            }
            return Optional.of(new RunFile(path, parse.script(), null));
        }
        try {
            TextFile text = TextFile.read(path, MAX_TRACE_BYTES);
            if (text.problem() != null) {
                Problem p = text.problem();
                refused.add(p.at(path.toString(), p.line(), p.column()).format());
                return Optional.empty();
            }
            return Optional.of(new RunFile(path, null, text.text()));
        } catch (IOException e) {
            refused.add(path + ": cannot read the file: " + (e.getMessage() == null ? e : e.getMessage()));
            return Optional.empty();
        }
    }

    private void show(Measured measured) {
        if (!sameRuns(measured.graph(), core.document().graph())) {
            panel.showNothing("The graph changed while it was measured: run again.");
            return;
        }
        if (measured.coverage() == null) {
            panel.showNothing(measured.note());
            return;
        }
        runs.clear();
        runs.addAll(measured.runs());
        shown = measured;
        panel.show(
                measured.coverage(),
                measured.runs().stream().map(RunInput::shown).toList(),
                summary(measured));
        if (!core.isPlaying()) {
            paint(measured);
        }
    }

    private static String plural(long count, String word) {
        return Plural.count(Math.toIntExact(count), word);
    }

    /** "Measured 2 test paths and 1 run from a file", and how the configurations were explored. */
    private static String summary(Measured measured) {
        long generated = measured.runs().stream().filter(RunInput::generated).count();
        long fromFiles = measured.runs().size() - generated;
        List<String> parts = new ArrayList<>();
        if (generated > 0) {
            parts.add(plural(generated, "generated test path"));
        }
        if (fromFiles > 0) {
            parts.add(fromFiles == 1 ? "1 run from a file" : fromFiles + " runs from files");
        }
        String text = "Measured " + (parts.isEmpty() ? "no run" : String.join(" and ", parts));
        return measured.note().isEmpty() ? text : text + " · " + measured.note();
    }

    private void paint(Measured measured) {
        Coverage coverage = measured.coverage();
        Map<String, CoverageMark> states = new HashMap<>();
        for (StateDef s : coverage.graph().states()) {
            states.put(s.id(), coverage.missedStates().contains(s.id()) ? CoverageMark.NEVER : CoverageMark.EXERCISED);
        }
        Map<String, CoverageMark> transitions = new HashMap<>();
        if (coverage.transitionsKnown()) {
            for (Transition t : coverage.graph().transitions()) {
                transitions.put(
                        t.id(),
                        coverage.missedTransitions().contains(t.id()) ? CoverageMark.NEVER : CoverageMark.EXERCISED);
            }
        }
        marks.show(states, transitions);
    }

    /** Whether two graphs run alike: the same but for where their cards are. */
    private static boolean sameRuns(Graph a, Graph b) {
        return a == b || a.withoutPositions().equals(b.withoutPositions());
    }

    private List<Path> askWithFileChooser(Path folder) {
        FileChooser dialog = new FileChooser();
        dialog.setTitle("Measure traces and scripts");
        dialog.getExtensionFilters()
                .addAll(
                        new FileChooser.ExtensionFilter("Traces and scripts", "*.trace", "*.txt", "*.script", "*.log"),
                        new FileChooser.ExtensionFilter("All files", "*"));
        if (folder != null && folder.toFile().isDirectory()) {
            dialog.setInitialDirectory(folder.toFile());
        }
        return core.notices().chooseFilesToOpen(dialog);
    }

    void shutdown() {
        worker.shutdownNow();
    }
}
