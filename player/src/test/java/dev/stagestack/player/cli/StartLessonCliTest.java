package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.LessonWalk;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A lesson that starts from a given stack, on the command line: trace, validate, and the replay of its exported script. */
class StartLessonCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    /** Starts with four entries and goes on with two pushes in one tick, then pops down to world. */
    static final String LESSON = """
            graph: g.stagestack.json
            start: system title world level
            > Four entries already: system > title > world > level.
            ? head-staging
            1 key DIGIT2
            > 2 asks for two pushes in one tick.
            ? next-step
            > Advance: pause entered.
            > Advance: dialog entered.
            3 key W
            > W pops down to world.
            ? stack
            """;

    @TempDir
    Path dir;

    private Path lesson(String text) throws IOException {
        Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("g.stagestack.json"));
        return Files.writeString(dir.resolve("l.lesson"), text);
    }

    @Test
    void theLessonsTraceStartsWithTheRestoredStackAndTheRunAnswersFromIt() throws IOException {
        CliTest.Run r = CliTest.run("trace", lesson(LESSON).toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(
                List.of(
                        "# 0 the run restores a save of 4 entries",
                        "0 push system#1",
                        "0 push title#2",
                        "0 push world#3",
                        "0 push level#4"),
                lines.subList(0, 5));
        assertEquals(
                List.of(
                        "# question: Where do head and staging point? Answer: head: level · staging: level",
                        "# question: What is the next commit step? Answer: advance",
                        "# question: What is on the stack when this commit is done? Answer: system > title > world"),
                lines.stream().filter(l -> l.startsWith("# question: ")).toList());
        assertTrue(lines.contains("1 push pause#5"), "serials go on from the start stack's");
        CliTest.Run valid = CliTest.run("validate", dir.resolve("l.lesson").toString());
        assertEquals(0, valid.code(), valid.out() + valid.err());
    }

    @Test
    void theHandoutAndTheGradeWalkFromTheStartStack() throws Exception {
        Path file = lesson(LESSON);
        Path page = dir.resolve("h.html");
        CliTest.Run handout = CliTest.run("handout", file.toString(), "-o", page.toString());
        assertEquals(0, handout.code(), handout.err());
        String html = Files.readString(page);
        String first =
                html.substring(html.indexOf("<section id=\"moment-0\">"), html.indexOf("<section id=\"moment-1\">"));
        for (String entry : List.of("system#1", "title#2", "world#3", "level#4")) {
            assertTrue(first.contains(">" + entry + "<"), entry + " drawn at moment 0: " + first);
        }

        String fingerprint =
                dev.stagestack.player.fx.model.LessonFingerprint.of(file, dir.resolve("g.stagestack.json"));
        List<dev.stagestack.tools.lesson.StudentAnswer> answers = List.of(
                new dev.stagestack.tools.lesson.StudentAnswer(
                        1, 0, 0, "head-staging", "head: level · staging: level", true, "2026-12-02T14:00:00Z"),
                new dev.stagestack.tools.lesson.StudentAnswer(
                        2, 0, 1, "next-step", "advance", true, "2026-12-02T14:00:00Z"),
                new dev.stagestack.tools.lesson.StudentAnswer(
                        3, 0, 4, "stack", "system > title > world", true, "2026-12-02T14:00:00Z"));
        Path ada = Files.writeString(
                dir.resolve("ada.answers.json"),
                new dev.stagestack.player.fx.model.AnswersFile("Ada", "l.lesson", fingerprint, answers).json());
        CliTest.Run grade = CliTest.run("grade", file.toString(), ada.toString());
        assertEquals(0, grade.code(), grade.err());
        assertTrue(grade.out().contains("  Ada                        3/3  100%"), grade.out());
    }

    @Test
    void aBadStartLineIsToldAtTheStatesPlace() throws IOException {
        Path file = lesson(LESSON.replace("start: system title world level", "start: system title wrold"));
        CliTest.Run r = CliTest.run("validate", file.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(
                (r.out() + r.err()).contains(file + ":2:21: start: unknown state \"wrold\" (did you mean \"world\"?)"),
                r.out() + r.err());
        assertFalse((r.out() + r.err()).contains("Exception"), r.out() + r.err());
        CliTest.Run trace = CliTest.run("trace", file.toString());
        assertEquals(1, trace.code());
        assertEquals("", trace.out(), "nothing runs");
    }

    @Test
    void traceStartRefusesAStackThatDoesNotFitTheGraph() throws IOException {
        lesson(LESSON);
        CliTest.Run r = CliTest.run("trace", dir.resolve("g.stagestack.json").toString(), "--start", "system wrold");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--start: unknown state \"wrold\" (did you mean \"world\"?)"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void exerciseStartPractisesFromTheStackAndItsLessonStartsThere() throws IOException {
        lesson(LESSON);
        Path practice = dir.resolve("practice.lesson");
        CliTest.Run r = CliTest.run(
                "exercise",
                dir.resolve("g.stagestack.json").toString(),
                "--seed",
                "3",
                "--start",
                "system title world level",
                "-o",
                practice.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        List<String> lines = Files.readAllLines(practice);
        assertTrue(lines.contains("start: system title world level"), String.join("\n", lines));
        String firstTick =
                lines.stream().filter(l -> l.startsWith("> Tick ")).findFirst().orElseThrow();
        assertTrue(
                firstTick.matches("> Tick \\d+: .* on level fires .*"),
                "the first event meets the start stack's top: " + firstTick);
        CliTest.Run trace = CliTest.run("trace", practice.toString());
        assertEquals(0, trace.code(), trace.err());
        assertTrue(trace.out().startsWith("# 0 the run restores a save of 4 entries\n"), trace.out());
        CliTest.Run wrong = CliTest.run(
                "exercise",
                dir.resolve("g.stagestack.json").toString(),
                "--start",
                "system wrold",
                "-o",
                practice.toString());
        assertEquals(2, wrong.code());
        assertTrue(wrong.err().contains("--start: unknown state \"wrold\" (did you mean \"world\"?)"), wrong.err());
    }

    @Test
    void theScriptExportedFromTheLessonsRunReplaysItWithTraceStart() throws IOException {
        Path file = lesson(LESSON);
        Lesson lesson = Lesson.read(file).lesson();
        PlayerSession session = new PlayerSession(
                GraphLoader.load(dir.resolve("g.stagestack.json")).graph(), BehaviorRegistry.load(), 16);
        LessonWalk walk = new LessonWalk(lesson, session);
        int moments = 0;
        List<String> answers = new java.util.ArrayList<>();
        do {
            walk.question().ifPresent(q -> answers.add(walk.answer(q)));
        } while (walk.forward() && ++moments > 0);
        assertEquals(7, moments, "two pushes: delivered, two advances; W: delivered, three retreats");
        assertEquals(
                List.of("head: level · staging: level", "advance", "system > title > world"),
                answers,
                "the player's walk answers as the trace does");
        session.close();
        Path script = Files.write(dir.resolve("lesson.script"), session.script());
        Matcher replay = Pattern.compile(
                        "Replay: stagestack trace GRAPH --start \"([^\"]+)\" --script THIS-FILE" + " --ticks (\\d+)")
                .matcher(Files.readString(script));
        assertTrue(replay.find(), Files.readString(script));
        assertEquals("system title world level", replay.group(1));
        CliTest.Run r = CliTest.run(
                "trace",
                dir.resolve("g.stagestack.json").toString(),
                "--start",
                replay.group(1),
                "--script",
                script.toString(),
                "--ticks",
                replay.group(2));
        assertEquals(0, r.code(), r.err());
        assertEquals(
                session.log().trace().stream()
                        .filter(l -> !l.startsWith("#"))
                        .map(l -> l + "\n")
                        .reduce("", String::concat),
                r.out(),
                "the replay is the lesson's run, byte for byte");
    }
}
