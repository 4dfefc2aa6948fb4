package dev.stagestack.tools.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Problem;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a teacher writes beyond captions: moments only where a caption is, and the new questions, answered by the run. */
class LessonAuthoringTest {

    private static final String LESSON = """
            graph: diverged.stagestack.json
            moments: captions
            > title is head and staging.
            1 button Play
            > Play asks for world.
            ? head-staging
            3 button Options
            > head and staging diverge.
            ? callbacks
            > retreat: world exited
            ? choice What does a retreat do first? | resume title | *exit world | enter options
            """;

    @Test
    void momentsCaptionsShowsOnlyTheMomentsWithACaption() {
        LessonParse parse = Lesson.parse("l.lesson", LESSON);
        assertEquals(List.of(), parse.problems());
        Lesson lesson = parse.lesson();
        assertEquals(Lesson.Moments.CAPTIONS, lesson.moments());
        assertTrue(lesson.shows(-1, 0), "the run's start");
        assertTrue(lesson.shows(0, 0));
        assertFalse(lesson.shows(0, 1), "the advance after Play has no caption");
        assertTrue(lesson.shows(1, 1));
        assertFalse(lesson.shows(1, 2));
        Lesson all = Lesson.parse("l.lesson", LESSON.replace("moments: captions\n", ""))
                .lesson();
        assertTrue(all.shows(0, 1), "by default every moment is shown");
    }

    @Test
    void theRunAnswersWhichCallbacksRunNextAndWhereHeadAndStagingPoint() {
        Lesson lesson = Lesson.parse("l.lesson", LESSON).lesson();
        List<String> lines = LessonTrace.of(lesson, "l.lesson", explained(lesson))
                .text()
                .lines()
                .toList();
        assertEquals(
                "# question: Where do head and staging point? Answer: head: title · staging: world",
                lines.get(lines.indexOf("# caption: Play asks for world.") + 1));
        assertEquals(
                "# question: Which callbacks run next, in order? Answer: exit world · resume title",
                lines.get(lines.indexOf("# caption: head and staging diverge.") + 1),
                "the retreat exits world before title resumes");
        assertEquals(
                "# question: What does a retreat do first? Answer: exit world",
                lines.get(lines.indexOf("# caption: retreat: world exited") + 1));
    }

    @Test
    void wrongOrdersAndConfusedPointersAreOfferedBesideTheRunsAnswer() {
        assertEquals(
                List.of("exit world · resume title", "resume title · exit world"),
                RunAnswers.callbackChoices("exit world · resume title"));
        assertEquals(
                List.of(
                        "head: (empty) · staging: world",
                        "head: title · staging: (empty)",
                        "head: title · staging: title",
                        "head: title · staging: world",
                        "head: world · staging: title",
                        "head: world · staging: world"),
                RunAnswers.pointerChoices("title", "world", "(empty)"));
        assertEquals(
                List.of("head: level · staging: level", "head: level · staging: world", "head: world · staging: level"),
                RunAnswers.pointerChoices("level", "level", "world"),
                "head and staging at one entry still have wrong answers beside them");
        assertEquals(
                "pause world · enter level",
                RunAnswers.callbacks(List.of(
                        "# 6 commit step 1: advance level#4",
                        "6 pause world#3",
                        "6 load level#4",
                        "6 init level#4",
                        "6 enter level#4")));
    }

    @Test
    void aBadChoiceOrMomentsLineIsRefusedAtItsLine() {
        List<String> problems = Lesson.parse("q.lesson", """
                graph: g.stagestack.json
                moments: some
                > start
                ? choice Which? | a | b
                ? choice Which? | *a
                ? stack of what?
                """).problems().stream()
                .map(Problem::format)
                .toList();
        String choice = "question: a choice is ? choice QUESTION | *right answer | wrong answer ...: a question, two"
                + " answers or more, the right one starred once";
        assertEquals(
                List.of(
                        "q.lesson:2:1: moments: moments: is all (every commit step, the default) or captions (only the"
                                + " moments with a caption), not \"some\"",
                        "q.lesson:4:1: " + choice,
                        "q.lesson:5:1: " + choice,
                        "q.lesson:6:1: question: the run asks ? stack in its own words: only ? choice takes a question"
                                + " and answers"),
                problems);
    }

    private static String explained(Lesson lesson) {
        StringBuilder out = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        Traces.diverged(),
                        lesson.script(),
                        HeadlessRunner.Options.DEFAULTS.withTicks(6).withExplain(true),
                        out));
        return out.toString();
    }
}
