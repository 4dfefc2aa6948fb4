package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stagestack web LESSON.lesson} without a browser: the page it writes, and the lessons it refuses. */
class WebLessonCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    private Path lesson(String text) throws IOException {
        if (!Files.exists(dir.resolve("g.stagestack.json"))) {
            Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("g.stagestack.json"));
        }
        return Files.writeString(dir.resolve("l.lesson"), text);
    }

    @Test
    void writesOnePageCarryingTheLessonAndItsGraph() throws IOException {
        Path page = dir.resolve("lesson.html");
        CliTest.Run r =
                CliTest.run("web", SAMPLES.resolve("stack-lesson.lesson").toString(), "-o", page.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        assertTrue(html.contains("<div hidden id=\"lesson-text\">"), "the lesson is carried");
        assertTrue(html.contains("&quot;initial&quot;: &quot;system&quot;"), "and its graph");
        assertTrue(html.contains("<div hidden id=\"mode\">student</div>"), "students' page by default");
        assertFalse(html.contains("src=\"http") || html.contains("href=\"http"), "nothing from the network");
    }

    @Test
    void refusesALessonWithErrorsAtTheirPlacesAndWritesNothing() throws IOException {
        Path file = lesson("""
                graph: g.stagestack.json
                start: system title wrold
                > Three entries.
                1 key ENTER
                > Enter on world.
                > Advance.
                > A moment too many.
                """);
        Path page = dir.resolve("l.html");
        CliTest.Run r = CliTest.run("web", file.toString(), "-o", page.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains(file + ":2:21: start: unknown state \"wrold\" (did you mean \"world\"?)"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(Files.exists(page));

        refused("""
                graph: g.stagestack.json
                1 key ENTER
                > Enter asks for title.
                > Advance.
                > A moment too many.
                """, ":5:1: caption: caption 3 of the events of tick 1 names a moment the run does not have");
        refused("""
                graph: g.stagestack.json
                > Start.
                x key Q
                """, ":3:1: ");
    }

    private void refused(String text, String located) throws IOException {
        Path file = lesson(text);
        Path page = dir.resolve("l.html");
        CliTest.Run r = CliTest.run("web", file.toString(), "-o", page.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains(file + located), r.err());
        assertFalse(Files.exists(page));
    }

    @Test
    void aScriptWithALessonOrTeacherWithAGraphIsAUsageError() {
        Path page = dir.resolve("l.html");
        CliTest.Run r = CliTest.run(
                "web",
                SAMPLES.resolve("stack-lesson.lesson").toString(),
                "--script",
                SAMPLES.resolve("basic-stack.script").toString(),
                "-o",
                page.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("a lesson carries its own events"), r.err());
        assertFalse(Files.exists(page));
        r = CliTest.run(
                "web", SAMPLES.resolve("basic-stack.stagestack.json").toString(), "--teacher", "-o", page.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--teacher is for a lesson"), r.err());
        assertFalse(Files.exists(page));
    }
}
