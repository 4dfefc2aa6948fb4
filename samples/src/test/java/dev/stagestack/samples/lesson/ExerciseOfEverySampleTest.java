package dev.stagestack.samples.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.cli.StagestackCommand;
import dev.stagestack.player.fx.model.AnswerKey;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.samples.Samples;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonTrace;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stagestack exercise}: a practice lesson made from each sample graph, for several seeds,
 * validates, is the same for the same seed, asks a question at each event, and the player's walk
 * answers each question as the lesson's trace does.
 */
class ExerciseOfEverySampleTest {

    private static final List<Long> SEEDS = List.of(1L, 2L, 7L);

    @TempDir
    Path dir;

    @Test
    void everySampleGivesAPracticeLessonThatValidatesAndWhoseAnswersTheWalkAndTheTraceAgreeOn() throws Exception {
        copy(Samples.folder(), dir);
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        for (String name : Samples.NAMES) {
            for (long seed : SEEDS) {
                String graph = dir.resolve(name + ".stagestack.json").toString();
                Path lesson = dir.resolve(name + "-" + seed + ".lesson");
                assertEquals(0, run("exercise", graph, "--seed", "" + seed, "-o", lesson.toString()), name);
                assertEquals(0, run("validate", lesson.toString()), name + " seed " + seed);
                String text = Files.readString(lesson);
                Path again = dir.resolve(name + "-" + seed + "-again.lesson");
                run("exercise", graph, "--seed", "" + seed, "-o", again.toString());
                assertEquals(text, Files.readString(again), "the same seed gives the same lesson: " + name);

                Lesson parsed = Lesson.parse(lesson.toString(), text).lesson();
                assertEquals(parsed.eventTicks().size(), parsed.questions().size(), "a question at each event");
                assertTrue(parsed.questions().size() >= 2, name + " seed " + seed + ": " + text);
                List<String> walked = AnswerKey.of(parsed, Samples.graph(name), behaviors).questions().stream()
                        .map(q -> q.prompt() + " Answer: " + q.answer())
                        .toList();
                assertEquals(traced(lesson), walked, name + " seed " + seed);
            }
        }
        assertNotEquals(
                Files.readString(dir.resolve("stack-lesson-1.lesson")),
                Files.readString(dir.resolve("stack-lesson-2.lesson")),
                "another seed, other events");
    }

    /** The answers {@code stagestack trace} gives the lesson's questions. */
    private static List<String> traced(Path lesson) {
        StringWriter out = new StringWriter();
        StagestackCommand.execute(
                new String[] {"trace", lesson.toString()}, new PrintWriter(out), new PrintWriter(new StringWriter()));
        return out.toString()
                .lines()
                .filter(l -> l.startsWith(LessonTrace.QUESTION_PREFIX))
                .map(l -> l.substring(LessonTrace.QUESTION_PREFIX.length()))
                .toList();
    }

    private static int run(String... args) {
        return StagestackCommand.execute(
                args, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
