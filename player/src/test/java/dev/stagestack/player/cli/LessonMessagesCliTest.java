package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A lesson's mistakes are told at the lesson's line, as what they are: a graph path it cannot read, a key that fires nothing. */
class LessonMessagesCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    @Test
    void aGraphPathThatIsAFolderIsToldAtTheGraphLine() throws IOException {
        Files.createDirectory(dir.resolve("graphs"));
        Path lesson =
                Files.writeString(dir.resolve("l.lesson"), "# a folder, not a graph\ngraph: graphs\n1 key ENTER\n");
        for (String command : new String[] {"validate", "trace", "handout"}) {
            CliTest.Run r = CliTest.run(command, lesson.toString());
            String said = r.out() + r.err();
            assertEquals(3, r.code(), command + ": the graph cannot be read: " + said);
            assertTrue(
                    said.contains(lesson + ":2:8: graph: cannot read \"graphs\" (looked for " + dir.resolve("graphs")
                            + "): is a folder, not a file\n"),
                    command + ": " + said);
            assertFalse(said.contains("$:"), command + ": no message without the lesson's line: " + said);
        }
    }

    @Test
    void aKeyThatFiresNothingIsToldAtItsLineNotAsACaptionCount() throws IOException {
        Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("stack-lesson.stagestack.json"));
        Path lesson = Files.writeString(dir.resolve("n.lesson"), """
                graph: stack-lesson.stagestack.json
                1 key ENTER
                > Enter asks for title.
                > Advance: title entered.
                3 key P
                > P asks for pause.
                > Advance: pause entered.
                """);
        CliTest.Run r = CliTest.run("validate", lesson.toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(
                r.out()
                        .contains(
                                lesson + ":5:1: key P: fires nothing at tick 3 (head: system > title), so these events "
                                        + "have 1 moment and caption 2 after them has none"),
                r.out());
        assertFalse(r.out().contains("names a moment the run does not have"), "not a caption count: " + r.out());
        CliTest.Run play = CliTest.run("trace", lesson.toString());
        assertEquals(1, play.code());
        assertTrue(play.err().contains(lesson + ":5:1: key P: fires nothing at tick 3"), play.err());
    }
}
