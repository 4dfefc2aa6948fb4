package dev.stagestack.player.cli;

import static dev.stagestack.player.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Unlucky and hostile inputs to the command line: a clear located message and a non-zero exit, never a
 * stack trace: 1 for a file that was read and is invalid, 3 for one that could not be read at all.
 */
class HostileCliTest {

    private static final String GRAPH =
            Path.of("..", "samples", "graphs", "diverged.stagestack.json").toString();

    @TempDir
    Path dir;

    private static void assertRefused(CliTest.Run r, String expectedErr) {
        assertRefused(r, 1, expectedErr);
    }

    private static void assertRefused(CliTest.Run r, int code, String expectedErr) {
        assertEquals(code, r.code(), r.out() + r.err());
        assertTrue(r.err().endsWith("\n" + expectedErr + "\n"), r.err());
        assertEquals("", r.out());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void aFolderAsTheScriptSaysSo() {
        assertRefused(
                run("trace", GRAPH, "--script", dir.toString()),
                3,
                dir + ": $: cannot read the file: is a folder, not a file");
    }

    @Test
    void aGraphFileThatIsNotThereIsAnIoFailureForEveryCommand() {
        String missing = dir.resolve("nosuch.stagestack.json").toString();
        for (String[] command :
                new String[][] {{"analyze"}, {"trace"}, {"play"}, {"paths"}, {"export", "--format", "dot"}}) {
            String[] args = java.util.stream.Stream.concat(
                            java.util.Arrays.stream(command), java.util.stream.Stream.of(missing))
                    .toArray(String[]::new);
            CliTest.Run r = run(args);
            assertEquals(3, r.code(), String.join(" ", command) + ": " + r.out() + r.err());
            assertEquals(missing + ": $: no such file\n", r.err(), String.join(" ", command));
        }
        CliTest.Run validate = run("validate", GRAPH, missing);
        assertEquals(3, validate.code(), "one of the files could not be read: " + validate.out());
        assertTrue(validate.out().contains(missing + ": $: no such file"), validate.out());
        assertRefused(
                run("trace", GRAPH, "--script", dir.resolve("nosuch.script").toString()),
                3,
                dir.resolve("nosuch.script") + ": $: no such file");
        CliTest.Run coverage =
                run("coverage", GRAPH, dir.resolve("nosuch.script").toString());
        assertEquals(3, coverage.code(), coverage.out() + coverage.err());
    }

    @Test
    void aScriptThatIsNotUtf8IsLocated() throws IOException {
        Path script =
                Files.write(dir.resolve("bad.script"), new byte[] {'1', ' ', 'k', 'e', 'y', ' ', (byte) 0xFF, '\n'});
        assertRefused(
                run("trace", GRAPH, "--script", script.toString()),
                script + ":1:7: $: the file is not valid UTF-8: byte 0xFF at offset 6");
    }

    @Test
    void devZeroAsTheScriptIsRefusedAtTheLimit() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        CliTest.Run r =
                assertTimeoutPreemptively(Duration.ofSeconds(30), () -> run("trace", GRAPH, "--script", "/dev/zero"));
        assertRefused(r, "/dev/zero: $: file is too large to read: more than 32 MiB; the limit is 32 MiB");
    }

    @Test
    void devZeroAsTheGraphIsRefusedAtTheLimit() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        CliTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> run("validate", "/dev/zero"));
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(
                (r.out() + r.err()).contains("/dev/zero: $: file is too large to read: more than 32 MiB"),
                r.out() + r.err());
    }

    @Test
    void aThreeGigabyteAssetFailsValidationInsteadOfCrashingTheTrace() throws IOException {
        Path graph = Files.writeString(
                dir.resolve("g.stagestack.json"),
                "{\"format\":\"stagestack\",\"version\":1,"
                        + "\"name\":\"g\",\"initial\":\"a\",\"states\":[{\"id\":\"a\",\"assets\":{\"music\":\"song.ogg\"}}],"
                        + "\"transitions\":[]}");
        try (RandomAccessFile file =
                new RandomAccessFile(dir.resolve("song.ogg").toFile(), "rw")) {
            file.setLength(3L << 30);
        }

        CliTest.Run validate = run("validate", graph.toString());
        CliTest.Run trace = run("trace", graph.toString());

        assertEquals(1, validate.code(), validate.out() + validate.err());
        assertTrue(
                (validate.out() + validate.err())
                        .contains("asset file \"song.ogg\" is too large: 3072.0 MiB; the limit is 256 MiB"),
                validate.out() + validate.err());
        assertEquals(1, trace.code(), trace.out() + trace.err());
        assertFalse(trace.err().contains("Exception") || trace.err().contains("Error:"), trace.err());
    }
}
