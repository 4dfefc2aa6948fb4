package dev.stagestack.tools.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.trace.HeadlessRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lesson walk on a headless run (the web page's): each question's answer is the one {@code stagestack
 * trace} gives for the lesson ({@link LessonTrace}), its choices hold that answer, and back comes to the same
 * moment.
 */
class LessonWalkerTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @Test
    void theStackLessonsWalkAnswersAsItsTraceDoes() throws IOException {
        Lesson lesson = Lesson.parse("stack-lesson.lesson", Files.readString(SAMPLES.resolve("stack-lesson.lesson")))
                .lesson();
        Walked walked = walk(lesson, "stack-lesson.stagestack.json");
        assertEquals(31, walked.moments(), "the stack lesson's 31 moments (docs/teaching.md)");
        assertEquals(traceAnswers(lesson, "stack-lesson.stagestack.json"), walked.answers());
    }

    @Test
    void aLessonFromAGivenStackShowingOnlyItsCaptionsAnswersAsItsTraceDoes() {
        Lesson lesson = Lesson.parse("l.lesson", """
                        graph: stack-lesson.stagestack.json
                        start: system title world level
                        moments: captions
                        > Four entries already.
                        ? head-staging
                        1 key DIGIT2
                        > 2 asks for two pushes in one tick.
                        ? callbacks
                        3 key W
                        > W pops down to world.
                        ? stack
                        > Retreat: dialog exited.
                        ? choice What resumes? | *pause | level
                        """).lesson();
        Walked walked = walk(lesson, "stack-lesson.stagestack.json");
        assertEquals(4, walked.moments(), "only the run's start and the captioned moments");
        assertEquals(traceAnswers(lesson, "stack-lesson.stagestack.json"), walked.answers());
        assertEquals("head: level · staging: level", walked.answers().get(0));
        assertEquals("pause level · enter pause", walked.answers().get(1));
    }

    /** What a walk to the end saw: how many moments, and the answers of its questions in order. */
    private record Walked(int moments, List<String> answers) {}

    private static Walked walk(Lesson lesson, String graphFile) {
        Graph graph = GraphLoader.load(SAMPLES.resolve(graphFile)).graph();
        LessonWalker walk = new LessonWalker(
                lesson,
                new GraphLessonRun(
                        graph,
                        CompiledGraph.compile(graph, BehaviorRegistry.empty())
                                .graph()
                                .orElseThrow()));
        List<String> answers = new ArrayList<>();
        int moments = 0;
        do {
            moments++;
            walk.question().ifPresent(q -> {
                String answer = walk.answer(q);
                assertTrue(walk.choices(q).contains(answer), answer + " among " + walk.choices(q));
                answers.add(answer);
            });
        } while (walk.forward());
        assertFalse(walk.forward(), "past the last moment it stays");
        int last = walk.position();
        String caption = walk.caption().orElse("");
        assertTrue(walk.back());
        assertTrue(walk.forward());
        assertEquals(last, walk.position());
        assertEquals(caption, walk.caption().orElse(""), "back and forward come to the same moment");
        return new Walked(moments, answers);
    }

    /** The answers {@code stagestack trace LESSON} prints, in order. */
    private static List<String> traceAnswers(Lesson lesson, String graphFile) {
        Graph graph = GraphLoader.load(SAMPLES.resolve(graphFile)).graph();
        List<Long> ticks = lesson.eventTicks();
        StringBuilder explained = new StringBuilder();
        HeadlessRunner.run(
                graph,
                BehaviorRegistry.empty(),
                lesson.script(),
                HeadlessRunner.Options.DEFAULTS
                        .withTicks(ticks.get(ticks.size() - 1) + 2)
                        .withExplain(true),
                AssetLoader.REFERENCES_ONLY,
                lesson.startStack().orElse(null),
                explained);
        LessonTrace trace = LessonTrace.of(lesson, "l.lesson", explained.toString());
        assertEquals(List.of(), trace.problems());
        return trace.text()
                .lines()
                .filter(l -> l.startsWith(LessonTrace.QUESTION_PREFIX))
                .map(l -> l.substring(l.indexOf(" Answer: ") + " Answer: ".length()))
                .toList();
    }
}
