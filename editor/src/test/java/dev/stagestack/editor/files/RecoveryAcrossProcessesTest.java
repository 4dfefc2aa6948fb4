package dev.stagestack.editor.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lock that tells a running editor's copy from a crashed one's, across real processes: while
 * the other editor runs its copy is not offered; once it is killed (SIGKILL, no shutdown hook) it is.
 */
class RecoveryAcrossProcessesTest {
    @TempDir
    Path folder;

    @Test
    void aRunningEditorsCopyIsNotOfferedAndAKilledOnesIs() throws Exception {
        Process other = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        HoldsACopy.class.getName(),
                        folder.toString())
                .redirectErrorStream(true)
                .start();
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("copied", out.readLine(), "the other editor wrote its copy");
            assertTrue(new RecoveryStore(folder).leftBehind().isEmpty(), "a running editor's work is not left behind");

            other.destroyForcibly();
            assertTrue(other.waitFor(60, TimeUnit.SECONDS));
            List<RecoveredWork> left = new RecoveryStore(folder).leftBehind();
            assertEquals(1, left.size());
            assertEquals(
                    Fixtures.menu().withName("killed work"), left.get(0).file().graph());
        } finally {
            other.destroyForcibly();
        }
    }

    /** Another editor: copies its unsaved work, says so, and runs until it is killed. */
    public static final class HoldsACopy {
        public static void main(String[] args) throws Exception {
            RecoveryStore store = new RecoveryStore(Path.of(args[0]));
            store.write(Fixtures.menu().withName("killed work"), null);
            System.out.println("copied");
            System.out.flush();
            Thread.currentThread().join(); // until killed
        }
    }
}
