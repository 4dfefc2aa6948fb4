package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stagestack export} from the player's jar: Mermaid and DOT are written here, PNG and SVG say
 * they need the editor; bad input gets a located message and an exit code, never a stack trace or a
 * half-written file. (The editor's jar draws PNG and SVG: editor's ExportCommandTest.)
 */
class ExportCliTest {
    private static final String BASIC =
            Path.of("..", "samples", "graphs", "basic-stack.stagestack.json").toString();

    @TempDir
    Path dir;

    @Test
    void mermaidGoesToStandardOutputWithPopsToWhatTheyReveal() {
        CliTest.Run r = CliTest.run("export", "--format", "mermaid", BASIC);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("flowchart LR\n"), r.out());
        assertTrue(r.out().contains("s_pause -.->|\"key ESCAPE / pop\"| s_game\n"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void dotGoesToTheFileNamed() throws IOException {
        Path file = dir.resolve("basic.dot");
        CliTest.Run r = CliTest.run("export", "-f", "DOT", BASIC, "-o", file.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        String dot = Files.readString(file);
        assertTrue(
                dot.startsWith("digraph ")
                        && dot.contains("\"pause\" -> \"game\" [label=\"key ESCAPE / pop\", style=\"dashed\"];"),
                dot);
    }

    @Test
    void validateWarnsWithItsLocationAboutANameNoExportCanCarryAndTheExportStillParses() throws IOException {
        Path graph = dir.resolve("esc.stagestack.json");
        Files.writeString(
                graph, Files.readString(Path.of(BASIC)).replace("\"name\": \"Pause\"", "\"name\": \"Pa\\u001bse\""));
        CliTest.Run check = CliTest.run("validate", graph.toString());
        assertEquals(0, check.code(), check.out() + check.err());
        String all = check.out() + check.err();
        assertTrue(
                all.contains("esc.stagestack.json:20:15: states[1].name: warning: the name of state \"pause\" "
                        + "\"Pa\\u001Bse\" holds U+001B, which no export (SVG, PNG, Mermaid, DOT) can carry: the exports show "
                        + "U+FFFD in its place"),
                all);
        CliTest.Run dot = CliTest.run("export", "--format", "dot", graph.toString());
        assertEquals(0, dot.code(), dot.err());
        assertTrue(dot.out().contains("\"pause\" [label=\"Pa\uFFFDse\"];"), dot.out());
    }

    @Test
    void pngAndSvgSayTheyNeedTheEditorsJar() {
        for (String format : new String[] {"png", "svg"}) {
            CliTest.Run r = CliTest.run(
                    "export",
                    "--format",
                    format,
                    BASIC,
                    "-o",
                    dir.resolve("x." + format).toString());
            assertEquals(3, r.code(), format);
            assertTrue(r.err().contains(format + " is drawn by the editor, which this jar does not hold"), r.err());
            assertFalse(Files.exists(dir.resolve("x." + format)));
        }
    }

    @Test
    void usageErrorsSayWhatIsWrong() {
        assertUsage(
                "unknown format 'gif': use png, svg, mermaid, dot, scxml, xstate", "export", "--format", "gif", BASIC);
        assertUsage("bad scale 9: use 1 to 8", "export", "--format", "png", "--scale", "9", BASIC, "-o", "x.png");
        assertUsage("bad scale 0: use 1 to 8", "export", "--format", "png", "--scale", "0", BASIC, "-o", "x.png");
        assertUsage("'x' is not an int", "export", "--format", "png", "--scale", "x", BASIC, "-o", "x.png");
        assertUsage("--scale is for png only", "export", "--format", "dot", "--scale", "2", BASIC);
        assertUsage("a PNG is written to a file: add -o FILE.png", "export", "--format", "png", BASIC);
        assertUsage("Missing required option: '--format=FORMAT'", "export", BASIC);
    }

    private static void assertUsage(String message, String... args) {
        CliTest.Run r = CliTest.run(args);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(message), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void aMissingOrBrokenGraphIsReportedWithItsLocationAndNothingIsWritten() throws IOException {
        Path target = Files.writeString(dir.resolve("kept.dot"), "old");
        CliTest.Run missing = CliTest.run(
                "export", "--format", "dot", dir.resolve("none.stagestack.json").toString(), "-o", target.toString());
        assertEquals(3, missing.code(), "a file that is not there is an I/O failure");
        assertTrue(missing.err().contains("none.stagestack.json: $: no such file"), missing.err());
        Path broken = Files.writeString(dir.resolve("broken.stagestack.json"), """
                {
                  "format": "stagestack",
                  "version": 1,
                  "name": "broken",
                  "initial": "a",
                  "states": [ { "id": "a" } ],
                  "transitions": [ { "id": "t", "from": "a", "trigger": { "type": "key", "key": "A" },
                                     "actions": [ { "op": "push", "target": "b" } ] } ]
                }
                """);
        CliTest.Run r = CliTest.run("export", "--format", "dot", broken.toString(), "-o", target.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(
                r.err()
                        .matches(
                                "(?s).*broken\\.stagestack\\.json:\\d+:\\d+: transitions\\[0\\]\\.actions\\[0\\]\\.target: .*"),
                r.err());
        assertEquals("old", Files.readString(target), "an invalid graph leaves the target as it was");
    }

    @Test
    void aFolderThatDoesNotExistIsSaidSo() {
        CliTest.Run r = CliTest.run(
                "export",
                "--format",
                "dot",
                BASIC,
                "-o",
                dir.resolve("no/such/folder.dot").toString());
        assertEquals(3, r.code());
        assertTrue(r.err().contains("folder.dot: cannot write it: its folder does not exist"), r.err());
    }
}
