package dev.stagestack.editor.app;

import dev.stagestack.player.cli.StagestackCommand;
import dev.stagestack.player.desktop.ClassPathJavaFx;
import dev.stagestack.player.desktop.DesktopPreflight;
import java.util.Arrays;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The one {@code stagestack} launcher of the installed app. {@code stagestack validate|analyze|trace|play
 * ...}, {@code help}, {@code --version} and {@code --help} run the command line (its exit code becomes
 * the process's); anything else, no arguments or a graph file, opens the editor. Before the editor's
 * window, a preflight checks for a display and GTK 3 and explains what is missing (exit code 3, never
 * a stack trace); {@code --install-deps} lets it install GTK 3 where it can.
 *
 * <p>With {@code -Dstagestack.startupProbe=true} the editor prints the time from process start to
 * its first frame and the CPU time used so far ({@code first frame: 812 ms after process start, 1530 ms CPU})
 * and exits: the start-up measure of docs/BENCHMARKS.md ({@link StartupProbe}).
 */
public final class StagestackLauncher {
    /** First arguments that select the command line rather than the editor. */
    public static final Set<String> COMMAND_LINE_WORDS = commandLineWords();

    /** The editor's option that installs GTK 3 first when it is missing. */
    public static final String INSTALL_DEPS = "--install-deps";

    private StagestackLauncher() {}

    /** Every command of the command line (one list: its own) and its help and version options. */
    private static Set<String> commandLineWords() {
        Set<String> words = new java.util.LinkedHashSet<>(StagestackCommand.commandNames());
        words.addAll(java.util.List.of("--version", "-V", "--help", "-h"));
        return java.util.Collections.unmodifiableSet(words);
    }

    /** {@code stagestack [--install-deps] [FILE] | stagestack COMMAND ...}. */
    public static void main(String[] args) {
        if (selectsCommandLine(args)) {
            StagestackCommand.main(args);
            return;
        }
        DesktopPreflight desktop = DesktopPreflight.forThisMachine("the editor", System.err::println);
        int code = openEditor(args, desktop, EditorMain::main);
        if (code != 0) {
            System.exit(code);
        }
    }

    /**
     * Opens the editor with {@code editor} once the preflight says a window can open; a start-up failure
     * of the toolkit that means a missing display or GTK is explained, not thrown.
     *
     * @return 0, or {@link DesktopPreflight#NO_DESKTOP_EXIT_CODE} when no window could open
     */
    static int openEditor(String[] args, DesktopPreflight desktop, Consumer<String[]> editor) {
        boolean installDeps = Arrays.asList(args).contains(INSTALL_DEPS);
        if (!desktop.ready(installDeps)) {
            return DesktopPreflight.NO_DESKTOP_EXIT_CODE;
        }
        ClassPathJavaFx.quietUnsupportedConfigurationWarning();
        StartupProbe.mark("launcher main");
        StartupProbe.install();
        try {
            editor.accept(
                    Arrays.stream(args).filter(a -> !a.equals(INSTALL_DEPS)).toArray(String[]::new));
        } catch (UnsupportedOperationException | IllegalStateException noWindow) {
            if (desktop.explainLaunchFailure(noWindow)) {
                return DesktopPreflight.NO_DESKTOP_EXIT_CODE;
            }
            throw noWindow;
        }
        return 0;
    }

    /** Whether these arguments are a command-line command rather than something for the editor. */
    public static boolean selectsCommandLine(String[] args) {
        return args.length > 0 && COMMAND_LINE_WORDS.contains(args[0]);
    }
}
