package dev.stagestack.editor.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.stagestack.editor.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What another program may put in the recovery folder is never offered back as work, read or locked: a
 * symbolic link (to a graph elsewhere), a fifo nobody writes to (which would hang the editor's start).
 * The editor's own work left behind is still offered.
 */
class RecoveryLinksTest {
    @TempDir
    Path temp;

    private static final Duration QUICK = Duration.ofSeconds(20);

    private Path recoveryFolderWithWorkLeftBehind() throws Exception {
        Path folder = Files.createDirectory(temp.resolve("recovery"));
        RecoveryStore gone = new RecoveryStore(folder);
        gone.write(Fixtures.menu().withName("left behind"), null);
        gone.abandon();
        return folder;
    }

    private static List<String> offered(Path folder) {
        return assertTimeoutPreemptively(QUICK, () -> new RecoveryStore(folder).leftBehind()).stream()
                .map(w -> w.file().graph().name())
                .toList();
    }

    private static void mkfifo(Path file) throws Exception {
        assumeTrue(new ProcessBuilder("mkfifo", file.toString()).start().waitFor(30, TimeUnit.SECONDS));
        assumeTrue(Files.exists(file));
    }

    @Test
    void aLinkPlantedInTheRecoveryFolderIsNotOfferedOrRead() throws Exception {
        Path folder = recoveryFolderWithWorkLeftBehind();
        Path elsewhere = temp.resolve("elsewhere" + GraphFiles.SUFFIX);
        GraphFiles.save(Fixtures.menu().withName("not recovery"), elsewhere);
        Files.createSymbolicLink(folder.resolve("planted" + GraphFiles.SUFFIX), elsewhere);

        assertEquals(List.of("left behind"), offered(folder));
    }

    @Test
    void aSlotWhoseOriginOrLockIsALinkIsNotOffered() throws Exception {
        Path folder = temp.resolve("recovery");
        Files.createDirectory(folder);
        GraphFiles.save(Fixtures.menu().withName("linked origin"), folder.resolve("a" + GraphFiles.SUFFIX));
        Files.createSymbolicLink(folder.resolve("a.origin"), Files.writeString(temp.resolve("o"), "/etc/passwd"));
        GraphFiles.save(Fixtures.menu().withName("linked lock"), folder.resolve("b" + GraphFiles.SUFFIX));
        Files.createSymbolicLink(folder.resolve("b.lock"), temp.resolve("elsewhere.lock"));

        assertEquals(List.of(), offered(folder));
        assertEquals(false, Files.exists(temp.resolve("elsewhere.lock")), "no lock is made through a link");
    }

    @Test
    void aFifoPlantedInTheRecoveryFolderDoesNotHangTheStart() throws Exception {
        Path folder = recoveryFolderWithWorkLeftBehind();
        mkfifo(folder.resolve("fifo" + GraphFiles.SUFFIX));
        GraphFiles.save(Fixtures.menu().withName("fifo origin"), folder.resolve("c" + GraphFiles.SUFFIX));
        mkfifo(folder.resolve("c.origin"));

        assertEquals(List.of("left behind"), offered(folder));
    }
}
