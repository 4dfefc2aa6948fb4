package dev.stagestack.tools.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lesson files: how they read, what they refuse with its location, and where the runtime puts their captions. */
class LessonTest {

    private static Graph diverged() {
        return Traces.diverged();
    }

    private static final String LESSON = """
            graph: diverged.stagestack.json
            title: The worked example
            > title is head and staging.
            # a comment
            1 button Play
            > Play asks for world.
            > Advance: world entered.
            3 button Options
            > head and staging diverge.
            > retreat: world exited
            > advance: options entered (it asks for audio)
            > advance: audio entered
            """;

    @Test
    void aLessonReadsItsGraphTitleEventsAndACaptionPerMoment() {
        LessonParse parse = Lesson.parse("l.lesson", LESSON);
        assertEquals(List.of(), parse.problems());
        Lesson lesson = parse.lesson();
        assertEquals("diverged.stagestack.json", lesson.graph());
        assertEquals("The worked example", lesson.title());
        assertEquals(List.of(1L, 3L), lesson.eventTicks());
        assertEquals("title is head and staging.", lesson.caption(-1, 0).orElseThrow());
        assertEquals("Advance: world entered.", lesson.caption(0, 1).orElseThrow());
        assertEquals("advance: audio entered", lesson.caption(1, 3).orElseThrow());
        assertEquals(6, lesson.captions().get(1).line());
    }

    @Test
    void theRuntimePutsEachCaptionAfterItsMoment() {
        Lesson lesson = Lesson.parse("l.lesson", LESSON).lesson();
        LessonTrace trace = LessonTrace.of(lesson, "l.lesson", explained(lesson, 6));
        assertEquals(List.of(), trace.problems());
        assertEquals(2, trace.moments(1));
        assertEquals(4, trace.moments(3), "delivered, then retreat, advance, advance");
        List<String> lines = trace.text().lines().toList();
        assertEquals(
                "# caption: title is head and staging.",
                lines.get(lines.indexOf("0 enter title#1") + 2),
                "after tick 0 (its commit done line)");
        assertEquals("# caption: Play asks for world.", lines.get(lines.indexOf("1 push world#2") + 1));
        assertEquals("# caption: retreat: world exited", lines.get(lines.indexOf("4 resume title#1") + 1));
        assertEquals("# caption: advance: audio entered", lines.get(lines.indexOf("4 enter audio#4") + 1));
    }

    @Test
    void aCaptionForAMomentTheRunDoesNotHaveIsRefusedAtItsLine() {
        Lesson lesson = Lesson.parse("l.lesson", LESSON + "> one too many\n").lesson();
        List<Problem> problems =
                LessonTrace.of(lesson, "l.lesson", explained(lesson, 6)).problems();
        assertEquals(1, problems.size());
        String message = problems.get(0).format();
        assertTrue(
                message.startsWith("l.lesson:13:1: caption: caption 5 of the events of tick 3 names a moment"),
                message);
        assertTrue(message.contains("the commit of tick 4 takes 3 steps, so those events have 4 moments"), message);
    }

    @Test
    void aQuestionIsAskedAtItsCaptionsMomentAndTheRunGivesItsAnswer() {
        String withQuestions = LESSON.replace(
                        "> head and staging diverge.\n", "> head and staging diverge.\n? next-step\n")
                .replace("> advance: audio entered\n", "> advance: audio entered\n? next-step\n")
                .replace("> Play asks for world.\n", "> Play asks for world.\n? stack\n")
                .replace("> retreat: world exited\n", "> retreat: world exited\n? stack\n");
        LessonParse parse = Lesson.parse("q.lesson", withQuestions);
        assertEquals(List.of(), parse.problems());
        Lesson lesson = parse.lesson();
        assertEquals(QuestionKind.NEXT_STEP, lesson.question(1, 0).orElseThrow());
        assertEquals(QuestionKind.NEXT_STEP, lesson.question(1, 3).orElseThrow());
        assertEquals(QuestionKind.STACK, lesson.question(1, 1).orElseThrow());
        assertTrue(lesson.question(1, 2).isEmpty());
        List<String> lines = LessonTrace.of(lesson, "q.lesson", explained(lesson, 6))
                .text()
                .lines()
                .toList();
        assertEquals(
                "# question: What is the next commit step? Answer: retreat",
                lines.get(lines.indexOf("# caption: head and staging diverge.") + 1));
        assertEquals(
                "# question: What is the next commit step? Answer: none",
                lines.get(lines.indexOf("# caption: advance: audio entered") + 1));
        assertEquals(
                "# question: What is on the stack when this commit is done? Answer: title > world",
                lines.get(lines.indexOf("# caption: Play asks for world.") + 1));
        assertEquals(
                "# question: What is on the stack when this commit is done? Answer: title > options > audio",
                lines.get(lines.indexOf("# caption: retreat: world exited") + 1),
                "options' enter pushes audio in that commit");
    }

    @Test
    void aQuestionNeedsItsCaptionAndAKnownKind() {
        List<String> problems = Lesson.parse("q.lesson", """
                graph: g.stagestack.json
                1 key ENTER
                ? next-step
                > Enter asks for title.
                ? what-now
                """).problems().stream()
                .map(Problem::format)
                .toList();
        assertEquals(
                List.of(
                        "q.lesson:3:1: question: a question is asked at the moment of the caption above it: "
                                + "write that caption first",
                        "q.lesson:5:1: question: unknown question \"what-now\": a lesson asks next-step, stack, callbacks, head-staging, choice"),
                problems);
    }

    @Test
    void badLinesAreRefusedWithTheirLocation() {
        List<String> problems = Lesson.parse("bad.lesson", """
                > start
                > a second caption for the start
                3 key ESCAPE
                1 key ENTER
                >
                4 jump high
                graph: a.stagestack.json
                graph: b.stagestack.json
                0 key ENTER
                """).problems().stream()
                .map(Problem::format)
                .toList();
        assertEquals(
                List.of(
                        "bad.lesson:2:1: caption: before the first event there is one moment, the run's start: it has a caption already",
                        "bad.lesson:4:1: tick: the events of a lesson go in tick order: tick 1 comes after tick 3",
                        "bad.lesson:5:1: caption: a caption needs text after '>'",
                        problems.get(3),
                        "bad.lesson:8:1: graph: a lesson has one graph; line 7 names it already",
                        "bad.lesson:9:1: tick: a lesson's first moment is its run's start, tick 0: its events start at tick 1"),
                problems);
        assertTrue(problems.get(3).startsWith("bad.lesson:6:3: "), problems.get(3));
    }

    @Test
    void aLessonWithoutItsGraphSaysWhatToWrite() {
        List<Problem> problems = Lesson.parse("g.lesson", "1 key ENTER\n").problems();
        assertEquals(
                "g.lesson:1:1: graph: a lesson names its graph first: graph: FILE.stagestack.json "
                        + "(relative to the lesson's folder)",
                problems.get(0).format());
    }

    @Test
    void aLessonWithAByteOrderMarkReadsAsWithout() {
        LessonParse parse = Lesson.parse("l.lesson", "\uFEFF" + LESSON);
        assertEquals(List.of(), parse.problems());
        Lesson without = Lesson.parse("l.lesson", LESSON).lesson();
        assertEquals(without.graphPath(), parse.lesson().graphPath(), "the mark comes before column 1");
        assertEquals(without.captions(), parse.lesson().captions());
        assertEquals(without.script().events(), parse.lesson().script().events());
    }

    @Test
    void aTickPastTheLastAScriptMayNameIsRefusedAtItsLineInsteadOfRunForMinutes() {
        List<String> problems = Lesson.parse("far.lesson", """
                graph: g.stagestack.json
                10000001 key ENTER
                9223372036854775807 key ENTER
                99999999999999999999999 key ENTER
                """).problems().stream()
                .map(Problem::format)
                .toList();
        String far = " is too far: a script's ticks go up to 10000000 (about 46 hours at 60 ticks a second)";
        assertEquals(
                List.of(
                        "far.lesson:2:1: tick: tick \"10000001\"" + far,
                        "far.lesson:3:1: tick: tick \"9223372036854775807\"" + far,
                        "far.lesson:4:1: tick: tick \"99999999999999999999999\"" + far),
                problems);
        assertEquals(
                List.of(10_000_000L),
                Lesson.parse("l.lesson", "graph: g.stagestack.json\n10000000 key A\n")
                        .lesson()
                        .eventTicks(),
                "the last tick itself is a tick");
    }

    @Test
    void aGraphPathFollowsTheRuleOfAssetPathsAtItsColumn() {
        for (String path : List.of("/etc/passwd", "../up.stagestack.json", "a/../../b.stagestack.json")) {
            assertEquals(
                    List.of("l.lesson:1:9: graph: path \"" + path + "\" leaves the lesson's folder"),
                    Lesson.parse("l.lesson", "graph:  " + path + "\n1 key A\n").problems().stream()
                            .map(Problem::format)
                            .toList());
        }
        List<Problem> nul = Lesson.parse("l.lesson", "graph: g\u0000x.stagestack.json\n1 key A\n")
                .problems();
        assertEquals(
                List.of("l.lesson:1:8: graph: path \"g\\u0000x.stagestack.json\" contains a control character"),
                nul.stream().map(Problem::format).toList());
        assertEquals(Lesson.INVALID_GRAPH_PATH, nul.get(0).code());
        assertEquals(
                new Lesson.GraphPath("sub/g.stagestack.json", 2, 10),
                Lesson.parse("l.lesson", "# x\n  graph: sub/g.stagestack.json\n")
                        .lesson()
                        .graphPath());
    }

    private static String explained(Lesson lesson, long ticks) {
        StringBuilder out = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        diverged(),
                        lesson.script(),
                        HeadlessRunner.Options.DEFAULTS.withTicks(ticks).withExplain(true),
                        out));
        return out.toString();
    }
}
