package dev.stagestack.player.desktop;

import java.io.Console;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Runs before a window opens: checks the machine, installs GTK 3 when asked to (root with
 * {@code apt-get}: {@code --install-deps}, or yes at a terminal prompt), and otherwise explains what is
 * missing. Also turns a start-up failure of JavaFX into the same explanation. Never throws.
 */
public final class DesktopPreflight {
    /** The exit code for "no window can open here" (docs/cli.md). */
    public static final int NO_DESKTOP_EXIT_CODE = 3;

    private static final List<List<String>> APT_INSTALL =
            List.of(List.of("apt-get", "update", "-qq"), List.of("apt-get", "install", "-y", "-q", "libgtk-3-0"));

    private final Machine machine;
    private final DesktopAdvice advice;
    private final Consumer<String> err;
    private final Predicate<String> askYes;
    private final ToIntFunction<List<String>> run;

    /**
     * @param machine the machine
     * @param advice  the words for what is missing
     * @param err     prints one line of a message
     * @param askYes  asks a yes/no question and answers whether the person said yes (false without a terminal)
     * @param run     runs a command with the person's terminal and returns its exit code
     */
    public DesktopPreflight(
            Machine machine,
            DesktopAdvice advice,
            Consumer<String> err,
            Predicate<String> askYes,
            ToIntFunction<List<String>> run) {
        this.machine = machine;
        this.advice = advice;
        this.err = err;
        this.askYes = askYes;
        this.run = run;
    }

    /** A preflight for this machine that asks at the terminal, if there is one, and runs real commands. */
    public static DesktopPreflight forThisMachine(String tool, Consumer<String> err) {
        Machine machine = Machine.current();
        return new DesktopPreflight(
                machine,
                new DesktopAdvice(machine, tool, launchCommand()),
                err,
                DesktopPreflight::askAtTerminal,
                DesktopPreflight::runInheritingIo);
    }

    /**
     * Whether a window can be tried. When GTK 3 is missing and this tool can install it, it does so
     * if {@code installDeps} is set or the person says yes; whatever is still missing is explained.
     */
    public boolean ready(boolean installDeps) {
        Set<MissingDesktop> missing = DesktopCheck.missing(machine);
        if (missing.contains(MissingDesktop.GTK) && installGtk(installDeps)) {
            missing.remove(MissingDesktop.GTK);
        }
        if (missing.isEmpty()) {
            return true;
        }
        explain(missing);
        return false;
    }

    /**
     * Explains a failure of JavaFX's start-up when it means a missing display or GTK, and answers
     * whether it did; other failures are not this class's to explain.
     */
    public boolean explainLaunchFailure(Throwable failure) {
        Optional<MissingDesktop> missing = DesktopCheck.explain(failure);
        missing.ifPresent(m -> explain(EnumSet.of(m)));
        return missing.isPresent();
    }

    private void explain(Set<MissingDesktop> missing) {
        advice.lines(missing).forEach(err);
    }

    private boolean installGtk(boolean installDeps) {
        if (!GtkPackage.canInstall(machine)) {
            if (installDeps) {
                err.accept("stagestack: --install-deps installs GTK 3 with apt-get, as root; "
                        + "it cannot here, so install it yourself as shown below.");
            }
            return false;
        }
        if (!installDeps
                && !askYes.test("GTK 3 (libgtk-3-0) is missing; JavaFX needs it for a window. "
                        + "Install it now with apt-get? [y/N] ")) {
            return false;
        }
        err.accept("stagestack: installing GTK 3: " + String.join(" ", APT_INSTALL.get(1)));
        for (List<String> command : APT_INSTALL) {
            int code = run.applyAsInt(command);
            if (code != 0) {
                err.accept("stagestack: " + String.join(" ", command) + " failed (exit code " + code + ").");
                return false;
            }
        }
        return DesktopCheck.hasGtk(machine);
    }

    /**
     * How the person started Stagestack, for the commands the advice names: {@code ./stagestack} from a
     * source checkout (its script sets {@code stagestack.command}), {@code stagestack} when installed.
     */
    static String launchCommand() {
        return System.getProperty("stagestack.command", "stagestack");
    }

    private static boolean askAtTerminal(String question) {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        String answer = console.readLine("%s", question);
        return answer != null && answer.strip().toLowerCase(Locale.ROOT).startsWith("y");
    }

    /** Runs a package manager's command on the person's terminal, asking it no questions. */
    private static int runInheritingIo(List<String> command) {
        try {
            ProcessBuilder process = new ProcessBuilder(command).inheritIO();
            process.environment().put("DEBIAN_FRONTEND", "noninteractive");
            return process.start().waitFor();
        } catch (IOException e) {
            return 127;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }
}
