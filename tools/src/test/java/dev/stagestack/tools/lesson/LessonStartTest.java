package dev.stagestack.tools.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A lesson that starts from a given stack: the {@code start:} line (docs/teaching.md, "Lesson files"). */
class LessonStartTest {

    private static final String LESSON = """
            graph: diverged.stagestack.json
            start:  title   world
            > title and world are on the stack already.
            1 button Options
            > Options pops world and pushes options: the chains diverge.
            ? next-step
            > Retreat: world exited, title resumed.
            """;

    @Test
    void theStartLineNamesTheStatesBottomFirstEachAtItsColumn() {
        LessonParse parse = Lesson.parse("l.lesson", LESSON);
        assertEquals(List.of(), parse.problems());
        Lesson.StartLine start = parse.lesson().start();
        assertEquals(List.of("title", "world"), start.states());
        assertEquals(2, start.line());
        assertEquals(List.of(9, 17), start.columns());
        assertEquals(
                List.of("title", "world"),
                parse.lesson().startStack().orElseThrow().states());
        assertEquals(
                Optional.empty(),
                Lesson.parse("l.lesson", LESSON.replace("start:  title   world\n", ""))
                        .lesson()
                        .startStack(),
                "without a start: line the run starts from the initial state");
    }

    @Test
    void aBadStartLineIsToldAtItsPlace() {
        String late = LESSON.replace("start:  title   world\n", "") + "start: title\n";
        String twice = LESSON.replace("start:  title   world\n", "start: title\nstart: title world\n");
        String empty = LESSON.replace("start:  title   world", "start:");
        assertEquals(
                List.of("l.lesson:7:1: start: start: names the stack the run starts from: write it before the first"
                        + " caption and event"),
                texts(Lesson.parse("l.lesson", late).problems()));
        assertEquals(
                List.of("l.lesson:3:1: start: a lesson starts from one stack; line 2 names it already"),
                texts(Lesson.parse("l.lesson", twice).problems()));
        assertEquals(
                List.of("l.lesson:2:1: start: start: names the stack's states, bottom first: start: title world level"),
                texts(Lesson.parse("l.lesson", empty).problems()));
    }

    @Test
    void statesTheGraphHasNotOrNeverStacksAreToldAtTheirColumn() {
        Graph graph = dev.stagestack.model.GraphBuilder.startingAt("title")
                .state("credits")
                .on("title", dev.stagestack.model.Trigger.button("Play"), dev.stagestack.model.Action.push("world"))
                .build();
        Lesson lesson = Lesson.parse("l.lesson", "graph: g.stagestack.json\nstart: title wrold credits\n")
                .lesson();
        assertEquals(
                List.of(
                        "l.lesson:2:14: start: unknown state \"wrold\" (did you mean \"world\"?)",
                        "l.lesson:2:20: start: state \"credits\" cannot be on the stack: it is not the initial state"
                                + " \"title\" and no transition pushes it or replaces an entry with it"),
                texts(lesson.startProblems(graph, "l.lesson")));
    }

    @Test
    void theRunStartsFromTheStackAndTheQuestionsAreAnsweredFromThatRun() {
        Lesson lesson = Lesson.parse("l.lesson", LESSON).lesson();
        StringBuilder out = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        Traces.diverged(),
                        BehaviorRegistry.empty(),
                        lesson.script(),
                        HeadlessRunner.Options.DEFAULTS.withTicks(4).withExplain(true),
                        AssetLoader.REFERENCES_ONLY,
                        lesson.startStack().orElseThrow(),
                        out));
        LessonTrace trace = LessonTrace.of(lesson, "l.lesson", out.toString());
        assertEquals(List.of(), trace.problems());
        List<String> lines = trace.text().lines().toList();
        int start = lines.indexOf("# caption: title and world are on the stack already.");
        assertEquals(
                List.of("# 0 the run restores a save of 2 entries", "0 push title#1", "0 push world#2"),
                lines.subList(0, 3));
        assertEquals(
                List.of("0 enter world#2", "# 0 commit done: 2 steps"),
                lines.subList(start - 2, start),
                "moment 0 is the start stack, entered");
        assertEquals(
                "# question: What is the next commit step? Answer: retreat",
                lines.get(lines.indexOf("# caption: Options pops world and pushes options: the chains diverge.") + 1));
    }

    private static List<String> texts(List<Problem> problems) {
        return problems.stream().map(Problem::toString).toList();
    }
}
