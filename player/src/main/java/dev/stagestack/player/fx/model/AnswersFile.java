package dev.stagestack.player.fx.model;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.stagestack.model.Problem;
import dev.stagestack.model.io.TextFile;
import dev.stagestack.tools.lesson.AnswersText;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A student's answers to a lesson, the one reader and writer of answers files (docs/teaching.md,
 * "Answers files"; schema docs/schema/stagestack-answers-1.schema.json): JSON, {@code "format":
 * "stagestack-answers"}, {@code "version": 1}, the student, the lesson's file name and fingerprint, and one
 * answer per question answered, in the order answered.
 *
 * @param student     who answered
 * @param lesson      the lesson's file name, as the player was given it
 * @param fingerprint the lesson's {@link LessonFingerprint}
 * @param answers     one per question answered: the first pick counts
 */
public record AnswersFile(String student, String lesson, String fingerprint, List<StudentAnswer> answers) {

    /** The value of {@code "format"}. */
    public static final String FORMAT = AnswersText.FORMAT;
    /** The version written, and the only one read. */
    public static final int VERSION = AnswersText.VERSION;
    /** The largest answers file read: 1 MiB. */
    public static final long MAX_FILE_BYTES = 1L << 20;

    private static final Pattern WHERE = Pattern.compile("line (\\d+) column (\\d+)");

    /** Copies the list. */
    public AnswersFile {
        answers = List.copyOf(answers);
    }

    /** This file with {@code answer} added, unless its question has an answer already (the first pick counts). */
    public AnswersFile with(StudentAnswer answer) {
        if (answers.stream().anyMatch(a -> a.question() == answer.question())) {
            return this;
        }
        List<StudentAnswer> more = new ArrayList<>(answers);
        more.add(answer);
        return new AnswersFile(student, lesson, fingerprint, more);
    }

    /** The file's text, as {@link AnswersText#json} writes it. */
    public String json() {
        return AnswersText.json(student, lesson, fingerprint, answers);
    }

    /**
     * What reading an answers file found.
     *
     * @param file    the answers, when the file is well formed
     * @param problem why it is not, located ({@code f.json:3:5: $.version: ...})
     */
    public record Read(Optional<AnswersFile> file, Optional<Problem> problem) {}

    /** Reads an answers file; a file that is not one is a located problem, never an exception. */
    public static Read read(Path path) {
        String name = path.toString();
        try {
            TextFile text = TextFile.read(path, MAX_FILE_BYTES);
            if (text.problem() != null) {
                Problem p = text.problem();
                return refused(p.at(name, p.line(), p.column()));
            }
            return parse(name, text.text());
        } catch (IOException e) {
            return refused(problem(name, "$", "cannot read the file: " + e.getMessage()));
        }
    }

    /** Parses the text of an answers file named {@code name}. */
    public static Read parse(String name, String text) {
        JsonElement root;
        try {
            root = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            return refused(syntax(name, e));
        }
        try {
            return new Read(Optional.of(of(root)), Optional.empty());
        } catch (Malformed m) {
            return refused(problem(name, m.path, m.getMessage()));
        }
    }

    private static AnswersFile of(JsonElement root) {
        JsonObject file = object(root, "$");
        if (!FORMAT.equals(string(file, "$", "format"))) {
            throw new Malformed("$.format", "an answers file says \"format\": \"" + FORMAT + "\"");
        }
        long version = number(file, "$", "version");
        if (version != VERSION) {
            throw new Malformed(
                    "$.version", "version " + version + " is not read by this Stagestack (it reads " + VERSION + ")");
        }
        JsonElement list = file.get("answers");
        if (list == null || !list.isJsonArray()) {
            throw new Malformed("$.answers", "needs a list of answers");
        }
        List<StudentAnswer> answers = new ArrayList<>();
        JsonArray array = list.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            answers.add(answer(array.get(i), "$.answers[" + i + "]"));
        }
        return new AnswersFile(
                string(file, "$", "student"), string(file, "$", "lesson"), string(file, "$", "fingerprint"), answers);
    }

    private static StudentAnswer answer(JsonElement element, String path) {
        JsonObject a = object(element, path);
        long question = number(a, path, "question");
        if (question < 1 || question > Integer.MAX_VALUE) {
            throw new Malformed(path + ".question", "a question's number counts from 1");
        }
        JsonElement correct = a.get("correct");
        if (correct == null
                || !correct.isJsonPrimitive()
                || !correct.getAsJsonPrimitive().isBoolean()) {
            throw new Malformed(path + ".correct", "needs true or false");
        }
        return new StudentAnswer(
                (int) question,
                (int) Math.min(Integer.MAX_VALUE, number(a, path, "line")),
                (int) Math.min(Integer.MAX_VALUE, number(a, path, "moment")),
                string(a, path, "kind"),
                string(a, path, "answer"),
                correct.getAsBoolean(),
                string(a, path, "at"));
    }

    private static JsonObject object(JsonElement element, String path) {
        if (element == null || !element.isJsonObject()) {
            throw new Malformed(path, "needs an object");
        }
        return element.getAsJsonObject();
    }

    private static String string(JsonObject object, String path, String field) {
        JsonElement value = object.get(field);
        if (value == null
                || !value.isJsonPrimitive()
                || !value.getAsJsonPrimitive().isString()) {
            throw new Malformed(path + "." + field, "needs a string");
        }
        return value.getAsString();
    }

    private static long number(JsonObject object, String path, String field) {
        JsonElement value = object.get(field);
        if (value == null
                || !value.isJsonPrimitive()
                || !value.getAsJsonPrimitive().isNumber()) {
            throw new Malformed(path + "." + field, "needs a whole number");
        }
        JsonPrimitive number = value.getAsJsonPrimitive();
        try {
            return new java.math.BigDecimal(number.getAsString()).longValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
            throw new Malformed(path + "." + field, "needs a whole number, not " + number.getAsString());
        }
    }

    private static Problem syntax(String name, JsonParseException e) {
        String message = e.getCause() != null && e.getCause().getMessage() != null
                ? e.getCause().getMessage()
                : String.valueOf(e.getMessage());
        Matcher where = WHERE.matcher(message);
        String said = message.replaceFirst(" at line \\d+ column \\d+.*$", "");
        return where.find()
                ? Problem.error("$", "malformed-json", "not JSON: " + said)
                        .at(name, Integer.parseInt(where.group(1)), Integer.parseInt(where.group(2)))
                : problem(name, "$", "not JSON: " + said);
    }

    private static Problem problem(String name, String path, String message) {
        return Problem.error(path, "malformed-answers", message).at(name, 0, 0);
    }

    private static Read refused(Problem problem) {
        return new Read(Optional.empty(), Optional.of(problem));
    }

    /** A field that is missing or of the wrong type, with its JSON path. */
    private static final class Malformed extends RuntimeException {
        private final String path;

        Malformed(String path, String message) {
            super(message, null, false, false);
            this.path = path;
        }
    }
}
