package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.AnswerKey;
import dev.stagestack.player.fx.model.LessonWalk;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.QuestionKind;
import dev.stagestack.tools.lesson.RunAnswers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

/**
 * {@code stagestack web LESSON.lesson} in a real browser: the page walks the lesson with PageDown and PageUp
 * showing at every moment the chains the player's walk shows, opens at the moment its address names, checks
 * answers as the player does, and keeps them hidden on the students' page until one is picked.
 */
class LessonPageInBrowserTest extends InBrowser {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    private static final Path STACK_LESSON = SAMPLES.resolve("stack-lesson.lesson");

    /**
     * One moment as the player shows it.
     *
     * @param chain   head's and staging's chains, as the page's {@code chain} element writes them
     * @param caption its caption, or empty
     */
    record Moment(String chain, String caption) {}

    @Test
    void pageDownWalksTheStackLessonThroughThePlayersChainsAndPageUpGoesBack() throws IOException {
        List<Moment> moments = playerMoments(STACK_LESSON);
        assertEquals(31, moments.size(), "the stack lesson's 31 moments (docs/teaching.md)");
        browser.open(page(STACK_LESSON, "stack-lesson.html"));
        walkForwardAndBack(moments);
        screenshot("lesson-walked.png");
    }

    @Test
    void aLessonThatStartsFromAGivenStackWalksAsThePlayerWalksIt() throws IOException {
        Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("g.stagestack.json"));
        Path lesson = Files.writeString(dir.resolve("l.lesson"), StartLessonCliTest.LESSON);
        List<Moment> moments = playerMoments(lesson);
        assertTrue(moments.get(0).chain().startsWith("head: system#1 > title#2 > world#3 > level#4\n"));
        browser.open(page(lesson, "start.html"));
        walkForwardAndBack(moments);
    }

    @Test
    void theAddressOpensAMomentAndFollowsTheWalk() throws IOException {
        List<Moment> moments = playerMoments(STACK_LESSON);
        Path page = page(STACK_LESSON, "linked.html");
        browser.driver().get(page.toUri() + "#m12");
        assertEquals(
                moments.get(12).chain(),
                browser.awaitText("chain", moments.get(12).chain()));
        assertTrue(browser.text("progress").startsWith("moment 12 of 30"), browser.text("progress"));
        press(Keys.PAGE_DOWN);
        assertEquals(
                moments.get(13).chain(),
                browser.awaitText("chain", moments.get(13).chain()));
        assertEquals("#m13", hash());
        press(Keys.ARROW_LEFT);
        press(Keys.ARROW_LEFT);
        assertEquals(
                moments.get(11).chain(),
                browser.awaitText("chain", moments.get(11).chain()));
        assertEquals("#m11", hash());
    }

    @Test
    void questionsOfferThePlayersChoicesAndCheckAWrongAndARightPick() throws IOException {
        Lesson lesson = Lesson.read(STACK_LESSON).lesson();
        Graph graph = GraphLoader.load(SAMPLES.resolve("stack-lesson.stagestack.json"))
                .graph();
        AnswerKey key = AnswerKey.of(lesson, graph, BehaviorRegistry.empty());
        assertEquals(6, key.questions().size());
        Path page = page(STACK_LESSON, "questions.html");
        browser.driver().manage().window().setSize(new org.openqa.selenium.Dimension(1280, 720));
        for (AnswerKey.Keyed question : key.questions()) {
            browser.driver().get(page.toUri() + "#m" + question.moment());
            browser.awaitText("prompt", question.prompt());
            assertEquals(question.choices(), choices(), "choices at moment " + question.moment());
            assertEquals("", browser.text("answer"), "the students' page does not give the answer");
            assertFalse(shown("next-step"), "nor the next commit step while the question is open");
            assertEquals("", browser.text("next-step"), "not even hidden");
            assertFalse(pageText().contains("Answer:"), pageText());

            int wrong = question.choices()
                    .indexOf(question.choices().stream()
                            .filter(c -> !c.equals(question.answer()))
                            .findFirst()
                            .orElseThrow());
            QuestionKind kind = QuestionKind.of(question.kind());
            String wrongSays = RunAnswers.verdict(kind, question.choices().get(wrong), question.answer());
            press(Integer.toString(wrong + 1));
            assertEquals(wrongSays, browser.awaitText("verdict", wrongSays));
            assertEquals("wrong", browser.driver().findElement(By.id("verdict")).getAttribute("class"));
            assertTrue(shown("next-step"), "a pick shows the next commit step");
            assertTrue(browser.text("next-step").startsWith("next commit step: "), browser.text("next-step"));
            if (question.number() == key.questions().size()) {
                screenshot("lesson-wrong-pick.png");
            }

            String rightSays = "Right: " + question.answer() + ". PageDown shows it.";
            browser.driver()
                    .findElements(By.cssSelector("#choices button"))
                    .get(question.choices().indexOf(question.answer()))
                    .click();
            assertEquals(rightSays, browser.awaitText("verdict", rightSays));
            assertEquals("right", browser.driver().findElement(By.id("verdict")).getAttribute("class"));
        }
        screenshot("lesson-question.png");
    }

    @Test
    void theTeachersPageShowsEachAnswerAtOnce() throws IOException {
        Lesson lesson = Lesson.read(STACK_LESSON).lesson();
        Graph graph = GraphLoader.load(SAMPLES.resolve("stack-lesson.stagestack.json"))
                .graph();
        AnswerKey.Keyed first = AnswerKey.of(lesson, graph, BehaviorRegistry.empty())
                .questions()
                .get(0);
        Path page = dir.resolve("teacher.html");
        CliTest.Run made = CliTest.run("web", STACK_LESSON.toString(), "--teacher", "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        browser.driver().get(page.toUri() + "#m" + first.moment());
        String answer = "Answer: " + first.answer();
        assertEquals(answer, browser.awaitText("answer", answer));
        assertTrue(shown("next-step"));
        assertEquals("", browser.text("verdict"));
    }

    /** PageDown through every moment, comparing each with the player's; PageUp back to the start. */
    private static void walkForwardAndBack(List<Moment> moments) {
        for (int i = 0; i < moments.size(); i++) {
            Moment expected = moments.get(i);
            assertEquals(expected.chain(), browser.awaitText("chain", expected.chain()), "moment " + i);
            assertEquals(expected.caption(), browser.text("caption"), "caption of moment " + i);
            assertEquals("#m" + i, hash());
            press(Keys.PAGE_DOWN);
        }
        String last = moments.get(moments.size() - 1).chain();
        assertEquals(last, browser.text("chain"), "PageDown past the last moment stays there");
        assertTrue(browser.text("notice").startsWith("The lesson is over."), browser.text("notice"));
        for (int i = moments.size() - 2; i >= 0; i--) {
            press(Keys.PAGE_UP);
            assertEquals(
                    moments.get(i).chain(),
                    browser.awaitText("chain", moments.get(i).chain()),
                    "back to " + i);
        }
        assertEquals("#m0", hash());
    }

    /** Each moment of the lesson as the player's walk shows it. */
    private static List<Moment> playerMoments(Path lessonFile) {
        return playerMoments(lessonFile, BehaviorRegistry.empty());
    }

    /** Each moment of the lesson as the player's walk shows it, its graph's behaviours bound from {@code registry}. */
    static List<Moment> playerMoments(Path lessonFile, BehaviorRegistry registry) {
        Lesson lesson = Lesson.read(lessonFile).lesson();
        Graph graph = GraphLoader.load(lesson.graphFile(lessonFile)).graph();
        PlayerSession session = new PlayerSession(graph, registry, 16);
        List<Moment> moments = new ArrayList<>();
        try {
            LessonWalk walk = new LessonWalk(lesson, session);
            do {
                moments.add(new Moment(
                        "head:" + labels(session.live().head()) + "\nstaging:"
                                + labels(session.live().staging()) + "\n",
                        walk.caption().orElse("")));
            } while (walk.forward());
        } finally {
            session.close();
        }
        return moments;
    }

    /** A chain as docs/web.md writes it: {@code " system#1 > title#2"}, nothing for an empty one. */
    private static String labels(ChainSnapshot chain) {
        return chain.bottomUp().stream().map(e -> " " + e.label()).collect(Collectors.joining(" >"));
    }

    private static Path page(Path lesson, String name) {
        Path page = dir.resolve(name);
        CliTest.Run made = CliTest.run("web", lesson.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        assertEquals("", made.err());
        return page;
    }

    private static void press(CharSequence key) {
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }

    private static String hash() {
        return (String) ((JavascriptExecutor) browser.driver()).executeScript("return location.hash;");
    }

    private static boolean shown(String id) {
        return browser.driver().findElement(By.id(id)).isDisplayed();
    }

    private static String pageText() {
        return browser.driver().findElement(By.tagName("body")).getText();
    }

    private static List<String> choices() {
        return browser.driver().findElements(By.cssSelector("#choices button")).stream()
                .map(WebElement::getText)
                .map(text -> text.substring(text.indexOf(' ') + 1))
                .toList();
    }

    /** Keeps a picture of the page in target/ to look at: the lesson must read cleanly. */
    private static void screenshot(String name) throws IOException {
        byte[] png = browser.driver().getScreenshotAs(OutputType.BYTES);
        Files.write(Path.of("target", name), png);
    }
}
