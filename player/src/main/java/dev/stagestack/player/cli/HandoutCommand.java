package dev.stagestack.player.cli;

import dev.stagestack.player.fx.LessonHandout;
import dev.stagestack.player.fx.model.TraceExport;
import dev.stagestack.runtime.graph.BehaviorRegistry;
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

/** {@code stagestack handout LESSON}: the lesson's every moment as one printable HTML page (docs/teaching.md). */
@Command(
        name = "handout",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Write a lesson as a printable page for students: a legend of the chain's marks, then for each moment"
                    + " its caption, its question without the answer and the chain (SVG); --teacher adds the answers,"
                    + " --answers FILE writes the answer sheet.",
            "Exit code: 0 written, 1 the lesson or its graph is invalid, 2 usage error, 3 cannot read or write."
        })
final class HandoutCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(paramLabel = "LESSON", description = "The lesson file (NAME.lesson).")
    Path lessonFile;

    @Option(
            names = {"-o", "--out"},
            paramLabel = "FILE",
            description = "Write the page to FILE (default: print it).")
    Path out;

    @Option(
            names = "--teacher",
            description = "The teacher's page: every answer in place and the next commit step in each heading"
                    + " (default: the students', without them).")
    boolean teacher;

    @Option(
            names = "--answers",
            paramLabel = "FILE",
            description = "Also write the answer sheet, every question with its answer, to FILE.")
    Path answers;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        LessonInput.requireLesson(spec, lessonFile, "a handout is made of a lesson");
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        LessonInput.Result result = LessonInput.checkAndReport(lessonFile, behaviors, listing, err);
        if (result.usable().isEmpty()) {
            return ExitCodes.refused(result.problems());
        }
        LessonInput.Checked lesson = result.usable().get();
        String page = LessonHandout.of(
                lesson.lesson(),
                lesson.graph(),
                behaviors,
                teacher ? LessonHandout.Edition.TEACHER : LessonHandout.Edition.STUDENT);
        if (answers != null
                && !write(answers, LessonHandout.answers(lesson.lesson(), lesson.graph(), behaviors), err)) {
            return ExitCodes.IO_FAILURE;
        }
        if (out == null) {
            spec.commandLine().getOut().print(page);
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
        return write(out, page, err) ? ExitCodes.OK : ExitCodes.IO_FAILURE;
    }

    private static boolean write(Path file, String page, PrintWriter err) {
        Optional<String> failed = TraceExport.write(file, List.of(page.strip()));
        failed.ifPresent(err::println);
        err.flush();
        return failed.isEmpty();
    }
}
