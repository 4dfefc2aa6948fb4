package dev.stagestack.player.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code stagestack} command line: {@code validate}, {@code analyze}, {@code trace}, {@code play}.
 * Exit codes: 0 success, 1 the input is invalid (or the run reported nothing else wrong),
 * 2 usage error, 3 an I/O failure or no window. Never a stack trace in front of a user.
 */
@Command(
        name = "stagestack",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = "Design, run and teach game-state stacks.",
        footer = {
            "",
            "The desktop app and ./stagestack also open the editor: stagestack [--install-deps] [FILE]",
            "(--install-deps: install GTK 3 first if it is missing, as root with apt-get).",
            "Exit codes: 0 success, 1 invalid input, 2 usage error, 3 I/O failure or no window (no display or GTK 3)."
        },
        subcommands = {
            ValidateCommand.class,
            AnalyzeCommand.class,
            TraceCommand.class,
            PlayCommand.class,
            PathsCommand.class,
            CoverageCommand.class,
            HandoutCommand.class,
            GradeCommand.class,
            ExerciseCommand.class,
            ExportCommand.class,
            WebCommand.class,
            CommandLine.HelpCommand.class
        })
public final class StagestackCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(), "Missing command: " + String.join(", ", commandNames()));
    }

    /** The names of the commands, {@code validate} to {@code help}, in the order of the usage help. */
    public static java.util.List<String> commandNames() {
        return java.util.List.copyOf(
                new CommandLine(new StagestackCommand()).getSubcommands().keySet());
    }

    /** Runs the command line and exits with its code (docs/cli.md). */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(
                new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = execute(args, out, err);
        out.flush();
        System.exit(code);
    }

    /**
     * Runs the command line with the given streams and returns its exit code (for tests and embedding).
     * Everything it writes goes through a {@link TerminalWriter}: no raw control or bidirectional character.
     */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        TerminalWriter safeOut = TerminalWriter.onto(out);
        TerminalWriter safeErr = TerminalWriter.onto(err);
        CommandLine cli = new CommandLine(new StagestackCommand());
        cli.setOut(new PrintWriter(safeOut));
        cli.setErr(new PrintWriter(safeErr, true));
        cli.setExecutionExceptionHandler(StagestackCommand::reportFailure);
        int code = cli.execute(args);
        cli.getOut().flush();
        cli.getErr().flush();
        finish(safeOut);
        finish(safeErr);
        return code;
    }

    private static void finish(TerminalWriter safe) {
        try {
            safe.finish();
        } catch (java.io.IOException cannotHappen) {
            throw new java.io.UncheckedIOException(cannotHappen); // a PrintWriter never throws
        }
    }

    private static int reportFailure(Exception failure, CommandLine cli, CommandLine.ParseResult parsed) {
        String message = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        cli.getErr().println("stagestack " + cli.getCommandName() + ": " + message);
        return ExitCodes.IO_FAILURE;
    }
}
