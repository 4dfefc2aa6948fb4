package dev.stagestack.player.cli;

import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack validate FILE...}: prints every problem; exit 0 when all files are valid. */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Check graph files: syntax, types, ids, references, and the warnings of the stack analysis.",
            "Prints one line per problem: file:line:col: path: message.",
            "Exit code: 0 valid (warnings allowed), 1 invalid, 2 usage error, 3 a file cannot be read."
        })
final class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(
            arity = "1..*",
            paramLabel = "FILE",
            description = "Graph files (NAME.stagestack.json) and lessons "
                    + "(NAME.lesson: the lesson, its graph, and a caption for each moment of its run).")
    List<Path> files;

    @Option(
            names = {"-q", "--quiet"},
            description = "Print errors only, no warnings and no summary.")
    boolean quiet;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        int invalid = 0;
        boolean unreadable = false;
        int errors = 0;
        int warnings = 0;
        for (Path file : files) {
            List<Problem> problems;
            boolean valid;
            if (LessonInput.isLesson(file)) {
                LessonInput.Result lesson =
                        LessonInput.check(file, BehaviorRegistry.load(), HeadlessRunner.Options.DEFAULTS.withTicks(0));
                problems = lesson.problems();
                valid = lesson.valid();
            } else {
                LoadedGraph loaded = GraphLoader.load(file);
                problems = loaded.problems();
                valid = loaded.isRunnable();
            }
            listing.print(problems.stream().filter(p -> p.isError() || !quiet).toList(), out);
            errors += (int) problems.stream().filter(Problem::isError).count();
            warnings += (int) problems.stream().filter(p -> !p.isError()).count();
            invalid += valid ? 0 : 1;
            unreadable |= !valid && ExitCodes.refused(problems) == ExitCodes.IO_FAILURE;
        }
        if (!quiet) {
            out.println(summary(files.size(), invalid, errors, warnings));
        }
        out.flush();
        return invalid == 0 ? ExitCodes.OK : unreadable ? ExitCodes.IO_FAILURE : ExitCodes.INVALID;
    }

    private static String summary(int fileCount, int invalid, int errors, int warnings) {
        String verdict = invalid == 0 ? "valid" : invalid + " invalid";
        return String.format(
                "%d %s checked: %s; %d %s, %d %s",
                fileCount,
                fileCount == 1 ? "file" : "files",
                verdict,
                errors,
                errors == 1 ? "error" : "errors",
                warnings,
                warnings == 1 ? "warning" : "warnings");
    }
}
