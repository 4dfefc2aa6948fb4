package dev.stagestack.player.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.player.desktop.ClassPathJavaFx;
import dev.stagestack.player.desktop.DesktopPreflight;
import dev.stagestack.player.fx.PlayerApp;
import dev.stagestack.player.fx.model.AnswersRecorder;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.tools.lesson.AnswersText;
import java.io.PrintWriter;
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

/** {@code stagestack play GRAPH}: runs a graph live in a window with the stack overlay (docs/player.md). */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Run a graph live in a window.",
            "Placeholder screens, the head/staging overlay (F1), and teaching controls (pause, step a tick",
            "or one commit step, speed, time travel).",
            "Exit code: 0 the window was closed, 1 the graph is invalid, 3 it cannot be read, or no display or no GTK 3."
        })
final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(
            paramLabel = "GRAPH",
            description = "The graph file to play, or a lesson (NAME.lesson) to walk "
                    + "one moment at a time with PageDown.")
    Path graphFile;

    @Option(
            names = "--watch",
            description = "Dev mode: reload the graph into the running game each time the file is saved, keeping "
                    + "the stack (docs/semantics.md §19); a save with errors is not applied and the log says why.")
    boolean watch;

    @Option(
            names = "--student",
            paramLabel = "NAME",
            description = "A lesson only: keep this student's answers in an answers file (docs/teaching.md).")
    String student;

    @Option(
            names = "--answers",
            paramLabel = "FILE",
            description = "A lesson only: where the answers go (default LESSON-STUDENT.answers.json in the current"
                    + " folder); without --student the player asks the name once.")
    Path answersFile;

    @Option(
            names = "--install-deps",
            description = "Install GTK 3 first if it is missing (Debian and Ubuntu, as root, with apt-get).")
    boolean installDeps;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        if (LessonInput.isLesson(graphFile)) {
            return playLesson(err);
        }
        GraphInput.Loaded loaded = GraphInput.loadRunnable(graphFile, listing, err);
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        List<Problem> problems = CompiledGraph.compile(graph.get(), behaviors).problems();
        if (!problems.isEmpty()) {
            loaded.printLocated(problems, listing, err);
            return ExitCodes.INVALID;
        }
        Path folder = graphFile.toAbsolutePath().getParent();
        if (watch) {
            return open(
                    err,
                    () -> PlayerApp.launchWatching(
                            graph.get(), graphFile, graph.get().name(), behaviors));
        }
        return open(err, () -> PlayerApp.launch(graph.get(), folder, graph.get().name(), behaviors));
    }

    private int playLesson(PrintWriter err) throws InterruptedException {
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        LessonInput.Result result = LessonInput.checkAndReport(graphFile, behaviors, listing, err);
        if (result.usable().isEmpty()) {
            return ExitCodes.refused(result.problems());
        }
        LessonInput.Checked lesson = result.usable().get();
        Optional<AnswersRecorder> recorder;
        try {
            recorder = recorder(lesson);
        } catch (java.io.IOException e) {
            err.println(graphFile + ": cannot read it to fingerprint the answers: " + e.getMessage());
            return ExitCodes.IO_FAILURE;
        }
        return open(
                err,
                () -> PlayerApp.launchLesson(
                        lesson.graph(),
                        lesson.graphFile().getParent(),
                        lesson.lesson(),
                        behaviors,
                        recorder.orElse(null)));
    }

    /** The answers file kept when --student or --answers is given. */
    private Optional<AnswersRecorder> recorder(LessonInput.Checked lesson) throws java.io.IOException {
        if (student == null && answersFile == null) {
            return Optional.empty();
        }
        String name = student == null ? "" : student.strip();
        Path target = answersFile != null
                ? answersFile
                : Path.of(AnswersText.fileName(String.valueOf(graphFile.getFileName()), name));
        return Optional.of(new AnswersRecorder(
                target,
                name,
                String.valueOf(graphFile.getFileName()),
                LessonFingerprint.of(graphFile, lesson.graphFile()),
                java.time.Clock.systemUTC()));
    }

    /** Something that opens a window and waits until it is closed. */
    private interface Window {
        void open() throws InterruptedException;
    }

    private int open(PrintWriter err, Window window) throws InterruptedException {
        DesktopPreflight desktop = DesktopPreflight.forThisMachine("the player", err::println);
        if (!desktop.ready(installDeps)) {
            return ExitCodes.IO_FAILURE;
        }
        ClassPathJavaFx.quietUnsupportedConfigurationWarning();
        try {
            window.open();
        } catch (UnsupportedOperationException | IllegalStateException noWindow) {
            if (!desktop.explainLaunchFailure(noWindow)) {
                err.println("stagestack play: cannot open a window: " + noWindow.getMessage());
            }
            return ExitCodes.IO_FAILURE;
        }
        return ExitCodes.OK;
    }
}
