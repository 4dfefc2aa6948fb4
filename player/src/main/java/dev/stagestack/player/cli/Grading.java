package dev.stagestack.player.cli;

import dev.stagestack.model.Problem;
import dev.stagestack.player.fx.model.AnswerKey;
import dev.stagestack.player.fx.model.AnswersFile;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Grades students' answers files against a lesson's {@link AnswerKey} (docs/teaching.md, "Grading"):
 * each answer is checked again against the run (the file's own {@code correct} is not trusted), and a
 * file made for another version of the lesson, or that is no answers file, is refused with its reason.
 */
final class Grading {

    /**
     * One student's result.
     *
     * @param student who
     * @param file    the answers file
     * @param correct for each question of the key, in order: true right, false wrong, null not answered
     */
    record Graded(String student, Path file, List<Boolean> correct) {
        long score() {
            return correct.stream().filter(Boolean.TRUE::equals).count();
        }
    }

    /**
     * What grading found.
     *
     * @param graded  the files graded, in the order given
     * @param refused why each other file was refused, located
     */
    record Result(List<Graded> graded, List<Problem> refused) {}

    private final AnswerKey key;
    private final String fingerprint;

    Grading(AnswerKey key, String fingerprint) {
        this.key = key;
        this.fingerprint = fingerprint;
    }

    Result grade(List<Path> files) {
        List<Graded> graded = new ArrayList<>();
        List<Problem> refused = new ArrayList<>();
        for (Path file : files) {
            AnswersFile.Read read = AnswersFile.read(file);
            if (read.problem().isPresent()) {
                refused.add(read.problem().get());
                continue;
            }
            Optional<Problem> wrongLesson = checkLesson(file, read.file().orElseThrow());
            if (wrongLesson.isPresent()) {
                refused.add(wrongLesson.get());
            } else {
                graded.add(graded(file, read.file().orElseThrow()));
            }
        }
        return new Result(graded, refused);
    }

    private Optional<Problem> checkLesson(Path file, AnswersFile answers) {
        if (!answers.fingerprint().equals(fingerprint)) {
            return Optional.of(refusal(
                    file,
                    "$.fingerprint",
                    "these answers were made for another version of the lesson (" + answers.fingerprint()
                            + "; the lesson is now " + fingerprint + "): grade them with the lesson they were given"));
        }
        for (int i = 0; i < answers.answers().size(); i++) {
            int question = answers.answers().get(i).question();
            if (question > key.questions().size()) {
                return Optional.of(refusal(
                        file,
                        "$.answers[" + i + "].question",
                        "question " + question + " is not in the lesson, which asks "
                                + key.questions().size()));
            }
        }
        return Optional.empty();
    }

    private Graded graded(Path file, AnswersFile answers) {
        Map<Integer, StudentAnswer> byQuestion = answers.answers().stream()
                .collect(Collectors.toMap(StudentAnswer::question, Function.identity(), (first, later) -> first));
        List<Boolean> correct = new ArrayList<>();
        for (AnswerKey.Keyed question : key.questions()) {
            StudentAnswer answer = byQuestion.get(question.number());
            correct.add(answer == null ? null : answer.answer().equals(question.answer()));
        }
        return new Graded(answers.student(), file, correct);
    }

    private static Problem refusal(Path file, String path, String message) {
        return Problem.error(path, "answers-refused", message).at(file.toString(), 0, 0);
    }
}
