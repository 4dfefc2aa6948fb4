package dev.stagestack.player.cli;

import java.nio.file.Path;

/** Where a student's answers to a lesson go by default (docs/teaching.md, "Answers files"). */
final class AnswersFiles {

    /** What ends the name of an answers file. */
    static final String EXTENSION = ".answers.json";

    private AnswersFiles() {}

    /** {@code stack-lesson-Ada_Lovelace.answers.json}: the lesson's name and the student's, in a file name anyone can type. */
    static String defaultName(Path lessonFile, String student) {
        String lesson = String.valueOf(lessonFile.getFileName()).replaceFirst("\\.lesson$", "");
        String who = student.isBlank() ? "student" : student.strip().replaceAll("[^\\p{L}\\p{N}_-]+", "_");
        return lesson + "-" + who + EXTENSION;
    }
}
