package dev.stagestack.player.fx.model;

import dev.stagestack.tools.lesson.StudentAnswer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Keeps a student's answers to the lesson walked in an answers file ({@link AnswersFile}), written
 * again after each answer so that nothing is lost when the window is closed: the first pick of each
 * question counts.
 */
public final class AnswersRecorder {

    private final Path target;
    private final Clock clock;
    private AnswersFile file;

    /**
     * @param target      where the answers go
     * @param student     the student's name, or empty to ask for it at the first answer
     * @param lesson      the lesson's file name
     * @param fingerprint the lesson's {@link LessonFingerprint}
     */
    public AnswersRecorder(Path target, String student, String lesson, String fingerprint, Clock clock) {
        this.target = target;
        this.clock = clock;
        this.file = new AnswersFile(student, lesson, fingerprint, List.of());
    }

    /** Whether the student's name is still to be asked for. */
    public boolean needsStudent() {
        return file.student().isBlank();
    }

    /** Sets the student's name (asked once). */
    public void student(String name) {
        file = new AnswersFile(name.strip(), file.lesson(), file.fingerprint(), file.answers());
    }

    /** The answers so far. */
    public AnswersFile answers() {
        return file;
    }

    /** Where they are written. */
    public Path target() {
        return target;
    }

    /**
     * Records an answer picked now (unless its question has one) and writes the file; the reason
     * when it cannot be written.
     */
    public Optional<String> record(int question, int line, int moment, String kind, String answer, boolean correct) {
        AnswersFile more = file.with(new StudentAnswer(
                question,
                line,
                moment,
                kind,
                answer,
                correct,
                clock.instant().truncatedTo(ChronoUnit.SECONDS).toString()));
        if (more == file) {
            return Optional.empty();
        }
        file = more;
        return TraceExport.write(target, List.of(file.json().strip()));
    }
}
