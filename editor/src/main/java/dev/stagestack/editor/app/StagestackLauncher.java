package dev.stagestack.editor.app;

import dev.stagestack.runtime.cli.StagestackCommand;

import java.util.Set;

/**
 * The one {@code stagestack} launcher of the installed app. {@code stagestack validate|analyze|trace|play
 * ...}, {@code help}, {@code --version} and {@code --help} run the command line (its exit code becomes
 * the process's); anything else, no arguments or a graph file, opens the editor.
 *
 * <p>With {@code -Dstagestack.startupProbe=true} the editor prints the time from process start to
 * its first frame and the CPU time used so far ({@code first frame: 812 ms after process start, 1530 ms CPU})
 * and exits: the start-up measure of docs/BENCHMARKS.md ({@link StartupProbe}).
 */
public final class StagestackLauncher {
    /** First arguments that select the command line rather than the editor. */
    public static final Set<String> COMMAND_LINE_WORDS = Set.of(
            "validate", "analyze", "trace", "play", "help", "--version", "-V", "--help", "-h");

    private StagestackLauncher() {
    }

    /** {@code stagestack [FILE | COMMAND ...]}. */
    public static void main(String[] args) {
        if (selectsCommandLine(args)) {
            StagestackCommand.main(args);
            return;
        }
        StartupProbe.mark("launcher main");
        StartupProbe.install();
        EditorMain.main(args);
    }

    /** Whether these arguments are a command-line command rather than something for the editor. */
    public static boolean selectsCommandLine(String[] args) {
        return args.length > 0 && COMMAND_LINE_WORDS.contains(args[0]);
    }
}
