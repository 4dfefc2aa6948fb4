package dev.stagestack.runtime.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.desktop.ClassPathJavaFx;
import dev.stagestack.runtime.desktop.DesktopPreflight;
import dev.stagestack.runtime.fx.PlayerApp;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack play GRAPH}: runs a graph live in a window with the stack overlay (docs/player.md). */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {"Run a graph live in a window: placeholder screens, the head/staging overlay (F1),",
            "and teaching controls (pause, step a tick or one commit step, speed, time travel).",
            "Exit code: 0 the window was closed, 1 the graph is invalid, 3 no display or no GTK 3."})
final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "GRAPH", description = "The graph file to play.")
    Path graphFile;

    @Option(names = "--install-deps",
            description = "Install GTK 3 first if it is missing (Debian and Ubuntu, as root, with apt-get).")
    boolean installDeps;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        Optional<Graph> graph = GraphInput.loadRunnable(graphFile, err);
        if (graph.isEmpty()) {
            return ExitCodes.INVALID;
        }
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        List<Problem> problems = CompiledGraph.compile(graph.get(), behaviors).problems();
        if (!problems.isEmpty()) {
            problems.forEach(p -> err.println(p.at(graphFile.toString(), p.line(), p.column()).format()));
            return ExitCodes.INVALID;
        }
        DesktopPreflight desktop = DesktopPreflight.forThisMachine("the player", err::println);
        if (!desktop.ready(installDeps)) {
            return ExitCodes.IO_FAILURE;
        }
        ClassPathJavaFx.quietUnsupportedConfigurationWarning();
        try {
            PlayerApp.launch(graph.get(), graphFile.toAbsolutePath().getParent(), graph.get().name(), behaviors);
        } catch (UnsupportedOperationException | IllegalStateException noWindow) {
            if (!desktop.explainLaunchFailure(noWindow)) {
                err.println("stagestack play: cannot open a window: " + noWindow.getMessage());
            }
            return ExitCodes.IO_FAILURE;
        }
        return ExitCodes.OK;
    }
}
