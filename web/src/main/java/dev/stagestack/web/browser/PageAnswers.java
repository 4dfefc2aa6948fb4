package dev.stagestack.web.browser;

import dev.stagestack.tools.lesson.AnswersText;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * A student's answers picked in a lesson's page (docs/web.md, "Answers from the page"): the first pick of
 * each question counts, as in the player; they are kept in the browser's storage for this lesson's
 * fingerprint, so closing or reloading the page loses nothing, and handed in as the answers file the
 * player writes ({@link AnswersText}), for {@code stagestack grade}. The hidden element {@code answers-file}
 * holds the file's text as it would be saved.
 */
final class PageAnswers {

    private static final String STORAGE_KEY = "stagestack-answers ";
    private static final String FIELD = "\t";

    private final PageElements page;
    private final Lesson lesson;
    private final String lessonName;
    private final String fingerprint;
    private final List<StudentAnswer> answers = new ArrayList<>();
    private String student = "";
    private String fileUrl;

    private PageAnswers(PageElements page, Lesson lesson) {
        this.page = page;
        this.lesson = lesson;
        this.lessonName = page.text("lesson-name");
        this.fingerprint = page.text("fingerprint");
    }

    /** The answers of the students' page, with what this browser kept of them for this lesson. */
    static PageAnswers start(PageElements page, Lesson lesson) {
        PageAnswers kept = new PageAnswers(page, lesson);
        kept.restore(stored(STORAGE_KEY + kept.fingerprint));
        setValue("student-name", kept.student);
        page.element("student-name").addEventListener("input", event -> kept.named(value("student-name")));
        kept.show();
        return kept;
    }

    /** Records {@code answer} to {@code question}, asked at {@code moment}, unless it has an answer already. */
    void picked(Lesson.Question question, int moment, String answer, boolean correct) {
        int number = lesson.questions().indexOf(question) + 1;
        if (number < 1 || answers.stream().anyMatch(a -> a.question() == number)) {
            return;
        }
        answers.add(new StudentAnswer(
                number, question.line(), moment, question.kind().word(), answer, correct, now()));
        keep();
        show();
    }

    /** {@code S}: the name field when no name is given yet, else the file saved. */
    void handIn() {
        if (answers.isEmpty()) {
            return;
        }
        if (student.isBlank()) {
            page.element("student-name").focus();
        } else {
            page.element("save-answers").click();
        }
    }

    private void named(String name) {
        student = name.strip();
        keep();
        show();
    }

    private void show() {
        HTMLElement section = page.element("hand-in");
        section.setHidden(answers.isEmpty());
        String text = AnswersText.json(student, lessonName, fingerprint, answers);
        page.setText("answers-file", text);
        page.setText(
                "answers-count",
                answers.size() + " of " + lesson.questions().size() + " questions answered"
                        + (student.isBlank() ? " · type your name to save them" : " · S saves them"));
        HTMLElement link = page.element("save-answers");
        fileUrl = fileUrl(text, fileUrl);
        link.setAttribute("download", AnswersText.fileName(lessonName, student));
        if (student.isBlank()) {
            link.removeAttribute("href");
            link.setAttribute("aria-disabled", "true");
        } else {
            link.setAttribute("href", fileUrl);
            link.removeAttribute("aria-disabled");
        }
    }

    /** What the browser keeps: the name on the first line, then one answer a line, its answer last. */
    private void keep() {
        StringBuilder kept = new StringBuilder(student.replace('\n', ' '));
        for (StudentAnswer a : answers) {
            kept.append('\n')
                    .append(a.question())
                    .append(FIELD)
                    .append(a.line())
                    .append(FIELD)
                    .append(a.moment())
                    .append(FIELD)
                    .append(a.kind())
                    .append(FIELD)
                    .append(a.correct())
                    .append(FIELD)
                    .append(a.at())
                    .append(FIELD)
                    .append(a.answer());
        }
        store(STORAGE_KEY + fingerprint, kept.toString());
    }

    /** Reads back what {@link #keep} wrote; what does not read as an answer is left out. */
    private void restore(String kept) {
        if (kept == null || kept.isEmpty()) {
            return;
        }
        String[] lines = kept.split("\n", -1);
        student = lines[0];
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(FIELD, 7);
            if (f.length == 7 && isNumber(f[0]) && isNumber(f[1]) && isNumber(f[2])) {
                answers.add(new StudentAnswer(
                        Integer.parseInt(f[0]),
                        Integer.parseInt(f[1]),
                        Integer.parseInt(f[2]),
                        f[3],
                        f[6],
                        Boolean.parseBoolean(f[4]),
                        f[5]));
            }
        }
    }

    private static boolean isNumber(String text) {
        return !text.isEmpty() && text.length() < 9 && text.chars().allMatch(Character::isDigit);
    }

    /** Now, ISO-8601 UTC to the second, as the player writes it. */
    private static String now() {
        return isoNow().substring(0, 19) + "Z";
    }

    @JSBody(script = "return new Date().toISOString();")
    private static native String isoNow();

    @JSBody(
            params = {"text", "old"},
            script = "if (old) { URL.revokeObjectURL(old); }"
                    + " return URL.createObjectURL(new Blob([text], {type: 'application/json'}));")
    private static native String fileUrl(String text, String old);

    @JSBody(
            params = {"key"},
            script = "try { return window.localStorage.getItem(key) || ''; } catch (e) { return ''; }")
    private static native String stored(String key);

    @JSBody(
            params = {"key", "value"},
            script = "try { window.localStorage.setItem(key, value); } catch (e) { }")
    private static native void store(String key, String value);

    @JSBody(
            params = {"id"},
            script = "return document.getElementById(id).value;")
    private static native String value(String id);

    @JSBody(
            params = {"id", "text"},
            script = "document.getElementById(id).value = text;")
    private static native void setValue(String id, String text);
}
