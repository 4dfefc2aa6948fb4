package dev.stagestack.tools.lesson;

import dev.stagestack.model.json.JsonOut;
import java.util.List;

/**
 * The text and the usual name of an answers file (docs/teaching.md, "Answers files"; schema
 * docs/schema/stagestack-answers-1.schema.json): the one writer of them, for the player's
 * {@code --student} and for a lesson's page in a browser alike.
 */
public final class AnswersText {

    /** The value of {@code "format"}. */
    public static final String FORMAT = "stagestack-answers";
    /** The version written. */
    public static final int VERSION = 1;
    /** What ends the name of an answers file. */
    public static final String EXTENSION = ".answers.json";

    private AnswersText() {}

    /**
     * The file's text: JSON indented by two spaces, its fields in a fixed order, a line end last.
     *
     * @param student     who answered
     * @param lesson      the lesson's file name
     * @param fingerprint the lesson's fingerprint ({@code sha256:...})
     * @param answers     one per question answered, in the order answered
     */
    public static String json(String student, String lesson, String fingerprint, List<StudentAnswer> answers) {
        StringBuilder text = new StringBuilder(256 + 192 * answers.size());
        JsonOut out = new JsonOut(text, "  ");
        out.beginObject()
                .name("format")
                .value(FORMAT)
                .name("version")
                .value(VERSION)
                .name("student")
                .value(student)
                .name("lesson")
                .value(lesson)
                .name("fingerprint")
                .value(fingerprint)
                .name("answers")
                .beginArray();
        for (StudentAnswer a : answers) {
            out.beginObject()
                    .name("question")
                    .value(a.question())
                    .name("line")
                    .value(a.line())
                    .name("moment")
                    .value(a.moment())
                    .name("kind")
                    .value(a.kind())
                    .name("answer")
                    .value(a.answer())
                    .name("correct")
                    .value(a.correct())
                    .name("at")
                    .value(a.at())
                    .endObject();
        }
        out.endArray().endObject();
        return text.append('\n').toString();
    }

    /**
     * {@code stack-lesson-Ada_Lovelace.answers.json}: the lesson file's name without {@code .lesson} and the
     * student's name, each run of characters other than letters, digits, {@code _} and {@code -} made one
     * {@code _}, so that anyone can type it; {@code student} when no name is given.
     */
    public static String fileName(String lessonFileName, String student) {
        String lesson = lessonFileName.endsWith(".lesson")
                ? lessonFileName.substring(0, lessonFileName.length() - ".lesson".length())
                : lessonFileName;
        String who = student.isBlank() ? "student" : typeable(student.strip());
        return lesson + "-" + who + EXTENSION;
    }

    private static String typeable(String name) {
        StringBuilder out = new StringBuilder(name.length());
        boolean inRun = false;
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            i += Character.charCount(c);
            if (kept(c)) {
                out.appendCodePoint(c);
                inRun = false;
            } else if (!inRun) {
                out.append('_');
                inRun = true;
            }
        }
        return out.toString();
    }

    /** A letter ({@code \p{L}}), a number ({@code \p{N}}), {@code _} or {@code -}. */
    private static boolean kept(int c) {
        int type = Character.getType(c);
        return Character.isLetter(c)
                || type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER
                || c == '_'
                || c == '-';
    }
}
