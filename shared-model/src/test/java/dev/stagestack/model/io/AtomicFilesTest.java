package dev.stagestack.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void replacesTheContentAndLeavesNoTemporaryFile() throws IOException {
        Path file = dir.resolve("graph.json");
        Files.writeString(file, "old content that is longer than the new one");

        AtomicFiles.writeString(file, "new \u00e9");

        assertEquals("new \u00e9", Files.readString(file, StandardCharsets.UTF_8));
        assertEquals(List.of(file), filesIn(dir));
    }

    @ParameterizedTest
    @ValueSource(strings = {"rw-r--r--", "rw-rw-r--", "rw-------"})
    void anExistingFileKeepsItsMode(String mode) throws IOException {
        assumeTrue(isPosix());
        Path file = dir.resolve("shared.json");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));

        AtomicFiles.writeString(file, "new");

        assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    void aNewFileGetsTheModeOfAnyNewFileUnderTheUmask() throws IOException {
        assumeTrue(isPosix());
        Path plain = dir.resolve("plain.txt");
        Files.newOutputStream(plain).close();
        Path file = dir.resolve("new.json");

        AtomicFiles.writeString(file, "new");

        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
    }

    @Test
    void aFailedWriteLeavesTheOriginalUntouchedAndNoTemporaryFile() throws IOException {
        Path file = dir.resolve("graph.json");
        Files.writeString(file, "original");

        IOException thrown = assertThrows(
                IOException.class,
                () -> AtomicFiles.write(file, out -> {
                    out.write("half of it".getBytes(StandardCharsets.UTF_8));
                    throw new IOException("disk full");
                }));

        assertEquals("disk full", thrown.getMessage());
        assertEquals("original", Files.readString(file));
        assertEquals(List.of(file), filesIn(dir));
    }

    @Test
    void aMissingFolderIsReportedAndNothingIsCreated() {
        Path file = dir.resolve("missing/graph.json");

        assertThrows(NoSuchFileException.class, () -> AtomicFiles.writeString(file, "x"));

        assertFalse(Files.exists(dir.resolve("missing")));
    }

    @Test
    void writesStreamedContentToARelativePath() throws IOException {
        Path relative = Path.of("").toAbsolutePath().relativize(dir.resolve("rel.bin"));

        AtomicFiles.write(relative, (OutputStream out) -> out.write(new byte[] {1, 2, 3}));

        assertEquals(3, Files.size(dir.resolve("rel.bin")));
    }

    private static boolean isPosix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    private static List<Path> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    @Test
    void writingThroughASymbolicLinkUpdatesItsTargetAndKeepsTheLink() throws IOException {
        Path real =
                Files.writeString(Files.createDirectory(dir.resolve("projects")).resolve("graph.json"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("graph.json"), Path.of("projects", "graph.json"));

        AtomicFiles.writeString(link, "new");

        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertEquals("new", Files.readString(real));
        assertEquals("new", Files.readString(link));
    }

    @Test
    void aDanglingLinkIsWrittenThroughToTheFileItNames() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("graph.json"), Path.of("later.json"));

        AtomicFiles.writeString(link, "made");

        assertTrue(Files.isSymbolicLink(link));
        assertEquals("made", Files.readString(dir.resolve("later.json")));
    }

    @Test
    void temporaryFilesOfKilledWritesAreRemovedByTheNextWriteHoweverRecent() throws IOException {
        Path file = dir.resolve("graph.json");
        Path leftOld = Files.writeString(dir.resolve(".graph.json.0b3c1d2e-1111-4222-8333-944445555666.tmp"), "half");
        Files.setLastModifiedTime(leftOld, FileTime.from(Instant.now().minus(Duration.ofDays(1))));
        Path leftJustNow =
                Files.writeString(dir.resolve(".graph.json.0b3c1d2e-1111-4222-8333-944445555777.tmp"), "half");
        Path notOurs = Files.writeString(dir.resolve(".graph.json.mine.tmp"), "user's");
        Files.setLastModifiedTime(notOurs, FileTime.from(Instant.now().minus(Duration.ofDays(2))));

        AtomicFiles.writeString(file, "saved");

        assertFalse(Files.exists(leftOld), "an old temp of a killed write is removed");
        assertFalse(Files.exists(leftJustNow), "so is one a write killed a moment ago left");
        assertTrue(Files.exists(notOurs), "a file not named the way we name temps is never touched");
        assertEquals(List.of(notOurs, file), filesIn(dir));
    }

    @Test
    void aTemporaryFileThatALiveWriteInAnotherProcessHoldsIsKept() throws Exception {
        Path file = dir.resolve("graph.json");
        Path busy = Files.writeString(dir.resolve(".graph.json.0b3c1d2e-1111-4222-8333-944445555888.tmp"), "filling");
        Files.setLastModifiedTime(busy, FileTime.from(Instant.now().minus(Duration.ofDays(1))));

        try (LockingProcess writer = LockingProcess.holding(busy, dir)) {
            AtomicFiles.writeString(file, "saved");

            assertTrue(Files.exists(busy), "a live write's temp, however old, is kept");
            assertEquals("saved", Files.readString(file));
        }
        AtomicFiles.writeString(file, "saved again");
        assertFalse(Files.exists(busy), "once its writer is gone, the next write removes it");
    }

    @Test
    void writesOfOneFileFromManyThreadsAllSucceedAndLeaveNoTemporaryFile() throws Exception {
        Path file = dir.resolve("graph.json");
        List<Thread> writers = new java.util.ArrayList<>();
        java.util.Queue<Throwable> failures = new java.util.concurrent.ConcurrentLinkedQueue<>();
        for (int i = 0; i < 8; i++) {
            String text = "writer " + i;
            writers.add(new Thread(() -> {
                try {
                    for (int n = 0; n < 25; n++) {
                        AtomicFiles.writeString(file, text);
                    }
                } catch (IOException | RuntimeException e) {
                    failures.add(e);
                }
            }));
        }
        writers.forEach(Thread::start);
        for (Thread writer : writers) {
            writer.join();
        }

        assertEquals(List.of(), List.copyOf(failures));
        assertTrue(Files.readString(file).startsWith("writer "));
        assertEquals(List.of(file), filesIn(dir));
    }
}
