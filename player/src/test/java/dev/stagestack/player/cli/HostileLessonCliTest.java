package dev.stagestack.player.cli;

import static dev.stagestack.player.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lessons and scripts as hard to break as graphs: far ticks, fifos nobody writes to, graph paths that leave
 * the lesson's folder, a byte order mark. Each gets a located message and a non-zero exit within seconds,
 * never a hang or a file read from elsewhere.
 */
class HostileLessonCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    /** Far more than the 5 s a fifo with no writer is waited for; far less than the old hangs (for ever, minutes). */
    private static final Duration QUICK = Duration.ofSeconds(30);

    private static final String FIFO_GIVEN_UP =
            ": $: cannot read the file: nothing came from this fifo or device in 5 s" + " (has it a writer?)";

    @TempDir
    Path dir;

    private Path graph() throws IOException {
        Path graph = dir.resolve("g.stagestack.json");
        if (!Files.exists(graph)) {
            Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), graph);
        }
        return graph;
    }

    private Path lesson(String name, String text) throws IOException {
        graph();
        return Files.writeString(dir.resolve(name), text);
    }

    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(30, TimeUnit.SECONDS));
        assumeTrue(Files.exists(fifo));
        return fifo;
    }

    private static CliTest.Run quickly(String... args) {
        CliTest.Run r = assertTimeoutPreemptively(QUICK, () -> run(args));
        assertFalse((r.out() + r.err()).contains("Exception"), r.out() + r.err());
        return r;
    }

    /** Validates {@code lesson}, which must be refused with {@code code} and {@code firstLine} printed first. */
    private static CliTest.Run refused(Path lesson, int code, String firstLine) {
        CliTest.Run r = quickly("validate", lesson.toString());
        assertEquals(code, r.code(), r.out());
        assertTrue(r.out().startsWith(firstLine + "\n"), r.out());
        return r;
    }

    @Test
    void aLessonWithAnEventAtTickTenBillionIsRefusedAtItsLineNotRunForMinutes() throws IOException {
        Path far = lesson("far.lesson", "graph: g.stagestack.json\n10000000000 key ENTER\n");
        refused(
                far,
                1,
                far + ":2:1: tick: tick \"10000000000\" is too far: a script's ticks go up to"
                        + " 10000000 (about 46 hours at 60 ticks a second)");
    }

    @Test
    void aLessonWithAnEventNearTickTwoToTheSixtyThreeIsRefusedNotCalledValid() throws IOException {
        Path near = lesson("near.lesson", "graph: g.stagestack.json\n9223372036854775807 key ENTER\n");
        refused(
                near,
                1,
                near + ":2:1: tick: tick \"9223372036854775807\" is too far: a script's ticks go up to"
                        + " 10000000 (about 46 hours at 60 ticks a second)");
    }

    @Test
    void aScriptWithAFarTickIsRefusedAtItsLine() throws IOException {
        Path script = Files.writeString(dir.resolve("far.script"), "1 key ENTER\n9223372036854775806 key ENTER\n");
        CliTest.Run r = quickly("trace", graph().toString(), "--script", script.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().startsWith(script + ":2:1: tick: tick \"9223372036854775806\" is too far"), r.err());
    }

    @Test
    void aFifoWithNoWriterAsTheGraphOrTheLessonIsGivenUpWithAMessage() throws Exception {
        for (String name : new String[] {"f.stagestack.json", "f.lesson"}) {
            Path fifo = fifo(name);
            refused(fifo, 3, fifo + FIFO_GIVEN_UP);
        }
    }

    @Test
    void aFifoWithNoWriterAsTheLessonsGraphIsGivenUpWithAMessage() throws Exception {
        Path fifo = fifo("f.stagestack.json");
        Path lesson = lesson("l.lesson", "graph: f.stagestack.json\n1 key ENTER\n");
        CliTest.Run r = quickly("trace", lesson.toString());
        assertEquals(3, r.code(), r.err());
        assertEquals(
                lesson + ":1:8: graph: cannot read \"f.stagestack.json\" (looked for " + fifo.toAbsolutePath()
                        + "): nothing came from this fifo or device in 5 s (has it a writer?)\n",
                r.err(),
                "told at the lesson's graph line");
    }

    @Test
    void aFifoWithNoWriterAsTheScriptIsGivenUpWithAMessage() throws Exception {
        Path fifo = fifo("f.script");
        CliTest.Run r = quickly("trace", graph().toString(), "--script", fifo.toString());
        assertEquals(3, r.code(), r.err());
        assertEquals(fifo + FIFO_GIVEN_UP + "\n", r.err());
    }

    @Test
    void aLessonsGraphMayNotLeaveItsFolder() throws IOException {
        for (String path : new String[] {"/etc/passwd", "../g.stagestack.json"}) {
            Path lesson = lesson("out.lesson", "graph: " + path + "\n1 key ENTER\n");
            CliTest.Run r =
                    refused(lesson, 1, lesson + ":1:8: graph: path \"" + path + "\" leaves the lesson's folder");
            assertFalse(r.out().contains("root"), "nothing of the file outside is read");
        }
    }

    @Test
    void aLessonsGraphThatIsALinkLeadingOutsideIsRefused() throws IOException {
        Path outside = Files.writeString(dir.resolve("secret.stagestack.json"), "{\"secret\": true}");
        Path folder = Files.createDirectory(dir.resolve("lesson"));
        Files.createSymbolicLink(folder.resolve("g.stagestack.json"), outside);
        Path lesson = Files.writeString(folder.resolve("l.lesson"), "graph: g.stagestack.json\n1 key ENTER\n");
        CliTest.Run r = refused(
                lesson,
                1,
                lesson + ":1:8: graph: path \"g.stagestack.json\" leaves the lesson's folder"
                        + " (a symbolic link leads to " + outside.toRealPath() + ")");
        assertFalse(r.out().contains("secret\""), r.out());
    }

    @Test
    void aLessonsGraphThatIsNotThereIsSaidAtItsGraphLine() throws IOException {
        Path lesson = lesson("wrong.lesson", "# a comment\ngraph:   nothere.stagestack.json\n1 key ENTER\n");
        refused(
                lesson,
                3,
                lesson + ":2:10: graph: no such file \"nothere.stagestack.json\" (looked for "
                        + dir.toAbsolutePath().resolve("nothere.stagestack.json") + ")");
    }

    @Test
    void aNulInTheGraphPathIsLocatedAndShownEscaped() throws IOException {
        Path lesson = lesson("nul.lesson", "graph: g\u0000x.stagestack.json\n1 key ENTER\n");
        CliTest.Run r = refused(
                lesson,
                1,
                lesson + ":1:8: graph: path \"g\\u0000x.stagestack.json\" contains a control" + " character");
        assertFalse(r.out().contains("\u0000"), "no raw NUL is printed");
    }

    @Test
    void aLessonWithAByteOrderMarkIsValidAsGraphsWithOneAre() throws IOException {
        Path lesson = Files.write(
                dir.resolve("bom.lesson"),
                ("\uFEFFgraph: g.stagestack.json\n1 key ENTER\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        graph();
        CliTest.Run r = quickly("validate", lesson.toString());
        assertEquals(0, r.code(), r.out());
    }
}
