package dev.stagestack.player.cli;

import dev.stagestack.player.fx.model.AnswerKey;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code stagestack grade LESSON ANSWERS...}: students' scores and each question's statistics (docs/teaching.md). */
@Command(
        name = "grade",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Grade students' answers files (made with play LESSON --student NAME) against the lesson: each student's"
                    + " score, then for each question how many answered it and how many were right.",
            "Answers made for another version of the lesson, or files that are no answers file, are refused with the"
                    + " reason and the others graded.",
            "Exit code: 0 every file graded, 1 the lesson is invalid or a file was refused, 2 usage error,"
                    + " 3 the lesson cannot be read."
        })
final class GradeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Parameters(index = "0", paramLabel = "LESSON", description = "The lesson file (NAME.lesson).")
    Path lessonFile;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "ANSWERS", description = "Students' answers files.")
    List<Path> answersFiles;

    @Option(names = "--csv", description = "Print one CSV row per student, a column per question (1 right, 0 wrong).")
    boolean csv;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        LessonInput.requireLesson(spec, lessonFile, "answers are graded against a lesson");
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        LessonInput.Result result = LessonInput.checkAndReport(lessonFile, behaviors, listing, err);
        if (result.usable().isEmpty()) {
            return ExitCodes.refused(result.problems());
        }
        LessonInput.Checked lesson = result.usable().get();
        String fingerprint;
        try {
            fingerprint = LessonFingerprint.of(lessonFile, lesson.graphFile());
        } catch (IOException e) {
            err.println(lessonFile + ": cannot read it: " + e.getMessage());
            return ExitCodes.IO_FAILURE;
        }
        AnswerKey key = AnswerKey.of(lesson.lesson(), lesson.graph(), behaviors);
        Grading.Result graded = new Grading(key, fingerprint).grade(answersFiles);
        listing.print(graded.refused(), err);
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        out.print(csv ? GradeReport.csv(key, graded.graded()) : GradeReport.text(key, graded.graded()));
        out.flush();
        return graded.refused().isEmpty() ? ExitCodes.OK : ExitCodes.INVALID;
    }
}
