package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.AnswerKey;
import dev.stagestack.player.fx.model.AnswersFile;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

/**
 * A student answers a lesson's questions in its page and hands in the answers file the player would have
 * written (docs/web.md, "Answers from the page"): keys only, the first pick of each question counts, a
 * reload keeps them, and {@code stagestack grade} grades the file.
 */
class LessonAnswersInBrowserTest extends InBrowser {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    private static final Path STACK_LESSON = SAMPLES.resolve("stack-lesson.lesson");
    private static final Path STACK_GRAPH = SAMPLES.resolve("stack-lesson.stagestack.json");

    @BeforeEach
    void forgetEarlierAnswers() {
        browser.driver().get("about:blank");
    }

    @Test
    void aStudentAnswersWithKeysNamesThemselvesAndHandsInAFileThatGradeReads() throws IOException {
        List<AnswerKey.Keyed> questions = key().questions();
        Path page = page("student.html", false);
        open(page, questions.get(0).moment());
        clearStorage();
        open(page, questions.get(0).moment());
        assertFalse(shown("hand-in"), "nothing to hand in before a pick");

        AnswerKey.Keyed first = questions.get(0);
        int wrong = firstWrong(first);
        press(Integer.toString(wrong + 1));
        awaitVerdict("wrong");
        assertTrue(shown("hand-in"), "a pick offers the hand-in");
        assertTrue(browser.text("answers-count").startsWith("1 of 6 questions answered · type your name"));
        assertNull(link().getAttribute("href"), "no file to save before a name is given");

        press("s");
        assertEquals("student-name", activeId(), "S asks for the name first");
        String rightDigit = Integer.toString(first.choices().indexOf(first.answer()) + 1);
        type("Ada Lovelace " + rightDigit);
        assertEquals(
                "wrong",
                browser.driver().findElement(By.id("verdict")).getAttribute("class"),
                "a digit typed in the name picks nothing");
        type(Keys.ENTER);
        assertEquals(
                "false",
                browser.await("return document.activeElement.id === 'student-name';", "false"),
                "Enter in the name gives the keys back to the lesson");
        type(rightDigit); // where the keyboard is now, as a student's next key goes
        awaitVerdict("right");

        int rightOnes = 0;
        for (AnswerKey.Keyed q : questions.subList(1, questions.size())) {
            open(page, q.moment());
            browser.awaitText("prompt", q.prompt());
            boolean right = q.number() % 2 == 0;
            press(Integer.toString((right ? q.choices().indexOf(q.answer()) : firstWrong(q)) + 1));
            awaitVerdict(right ? "right" : "wrong");
            rightOnes += right ? 1 : 0;
        }
        String expectedCount = "6 of 6 questions answered · S saves them";
        assertEquals(expectedCount, browser.awaitText("answers-count", expectedCount));

        String text = browser.text("answers-file");
        Path handedIn = Files.writeString(dir.resolve("ada.answers.json"), text);
        AnswersFile file = AnswersFile.read(handedIn).file().orElseThrow();
        assertEquals("Ada Lovelace " + rightDigit, file.student());
        assertEquals("stack-lesson.lesson", file.lesson());
        assertEquals(LessonFingerprint.of(STACK_LESSON, STACK_GRAPH), file.fingerprint());
        assertEquals(6, file.answers().size());
        for (int i = 0; i < questions.size(); i++) {
            StudentAnswer a = file.answers().get(i);
            AnswerKey.Keyed q = questions.get(i);
            assertEquals(q.number(), a.question());
            assertEquals(q.moment(), a.moment(), "the moment as the player counts it");
            assertEquals(q.kind(), a.kind());
            assertTrue(a.at().matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"), a.at());
        }
        assertEquals(first.choices().get(wrong), file.answers().get(0).answer(), "the first pick counts");
        assertFalse(file.answers().get(0).correct());
        assertEquals(file, AnswersFile.read(handedIn).file().orElseThrow());
        assertEquals(text, file.json(), "the page writes the file as the player writes it");

        CliTest.Run graded = CliTest.run("grade", STACK_LESSON.toString(), handedIn.toString());
        assertEquals(0, graded.code(), graded.err());
        assertTrue(graded.out().contains(rightOnes + "/6"), graded.out());

        assertEquals("stack-lesson-Ada_Lovelace_" + rightDigit + ".answers.json", link().getAttribute("download"));
        assertTrue(link().getAttribute("href").startsWith("blob:"), link().getAttribute("href"));
        assertEquals(text, savedFileText(), "the link saves the same text");
        Files.write(Path.of("target", "lesson-hand-in.png"), browser.driver().getScreenshotAs(OutputType.BYTES));

        browser.driver().navigate().refresh();
        browser.awaitText("answers-count", expectedCount);
        assertEquals(text, browser.text("answers-file"), "a reload keeps the answers and the name");
        assertEquals(
                "Ada Lovelace " + rightDigit,
                browser.await("return document.getElementById('student-name').value;", "Ada Lovelace " + rightDigit));
    }

    @Test
    void theTeachersPageKeepsNoAnswers() throws IOException {
        AnswerKey.Keyed first = key().questions().get(0);
        Path page = page("teacher.html", true);
        open(page, first.moment());
        clearStorage();
        open(page, first.moment());
        press(Integer.toString(first.choices().indexOf(first.answer()) + 1));
        awaitVerdict("right");
        assertFalse(shown("hand-in"));
        assertEquals("", browser.text("answers-file"));
    }

    private static AnswerKey key() {
        Lesson lesson = Lesson.read(STACK_LESSON).lesson();
        Graph graph = GraphLoader.load(STACK_GRAPH).graph();
        return AnswerKey.of(lesson, graph, BehaviorRegistry.empty());
    }

    private static int firstWrong(AnswerKey.Keyed q) {
        for (int i = 0; i < q.choices().size(); i++) {
            if (!q.choices().get(i).equals(q.answer())) {
                return i;
            }
        }
        throw new AssertionError("question " + q.number() + " has no wrong choice");
    }

    private static Path page(String name, boolean teacher) {
        Path page = dir.resolve(name);
        CliTest.Run made = teacher
                ? CliTest.run("web", STACK_LESSON.toString(), "--teacher", "-o", page.toString())
                : CliTest.run("web", STACK_LESSON.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        return page;
    }

    private static void open(Path page, int moment) {
        browser.driver().get(page.toUri() + "#m" + moment);
        assertEquals(
                "shown",
                browser.await(
                        "return document.getElementById('progress').textContent.startsWith('moment " + moment
                                + " ') ? 'shown' : '';",
                        "shown"),
                "moment " + moment);
    }

    private static void awaitVerdict(String verdictClass) {
        assertEquals(verdictClass, browser.await("return document.getElementById('verdict').className;", verdictClass));
    }

    private static void clearStorage() {
        js().executeScript("window.localStorage.clear();");
    }

    private static void press(CharSequence key) {
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }

    /** Keys to the element that has the keyboard. */
    private static void type(CharSequence keys) {
        browser.driver().switchTo().activeElement().sendKeys(keys);
    }

    private static String activeId() {
        return (String) js().executeScript("return document.activeElement ? document.activeElement.id : '';");
    }

    private static WebElement link() {
        return browser.driver().findElement(By.id("save-answers"));
    }

    private static String savedFileText() {
        return (String) js().executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " fetch(document.getElementById('save-answers').href).then(r => r.text()).then(done);");
    }

    private static boolean shown(String id) {
        return browser.driver().findElement(By.id(id)).isDisplayed();
    }

    private static JavascriptExecutor js() {
        return (JavascriptExecutor) browser.driver();
    }
}
