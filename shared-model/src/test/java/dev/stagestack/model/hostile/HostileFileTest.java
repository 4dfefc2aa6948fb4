package dev.stagestack.model.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.io.BoundedRead;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files that are not what they seem: endless devices, pipes, folders, sparse giants, escaping assets. */
class HostileFileTest {

    @TempDir
    Path dir;

    private static Problem onlyProblem(LoadedGraph loaded) {
        java.util.List<Problem> errors =
                loaded.problems().stream().filter(Problem::isError).toList();
        assertEquals(1, errors.size(), loaded.problems()::toString);
        return errors.get(0);
    }

    @Test
    void devZeroAsTheGraphIsRefusedAfterTheLimitNotReadForever() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));

        LoadedGraph loaded = assertTimeoutPreemptively(HostileReadTest.QUICK, () -> GraphLoader.load(zero));

        Problem p = onlyProblem(loaded);
        assertEquals(ProblemCodes.FILE_TOO_LARGE, p.code());
        assertEquals("/dev/zero: $: file is too large to read: more than 32 MiB; the limit is 32 MiB", p.format());
    }

    @Test
    void aSymlinkToADeviceIsReadOnlyUpToTheLimit() throws IOException {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        Path link = Files.createSymbolicLink(dir.resolve("g.stagestack.json"), zero);

        LoadedGraph loaded = assertTimeoutPreemptively(HostileReadTest.QUICK, () -> GraphLoader.load(link));

        assertEquals(ProblemCodes.FILE_TOO_LARGE, onlyProblem(loaded).code());
    }

    @Test
    void aSparseGigabyteFileIsRefusedWithoutReadingIt() throws IOException {
        Path big = dir.resolve("big.stagestack.json");
        try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(1L << 30);
        }

        LoadedGraph loaded = assertTimeoutPreemptively(HostileReadTest.QUICK, () -> GraphLoader.load(big));

        assertEquals(
                big + ": $: file is too large to read: 1024.0 MiB; the limit is 32 MiB",
                onlyProblem(loaded).format());
    }

    @Test
    void aFifoIsReadToItsEnd() throws Exception {
        Path fifo = dir.resolve("g.stagestack.json");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(30, TimeUnit.SECONDS));
        assumeTrue(Files.exists(fifo));
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(
                        fifo,
                        "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"a\","
                                + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();

        LoadedGraph loaded = assertTimeoutPreemptively(HostileReadTest.QUICK, () -> GraphLoader.load(fifo));
        writer.join();

        assertEquals("g", loaded.graph().name());
        assertEquals(0, loaded.errorCount(), loaded.problems()::toString);
    }

    /** A fifo made with {@code mkfifo}; the test is skipped where there is none (not Linux). */
    static Path fifo(Path file) throws Exception {
        assumeTrue(new ProcessBuilder("mkfifo", file.toString()).start().waitFor(30, TimeUnit.SECONDS));
        assumeTrue(Files.exists(file));
        return file;
    }

    @Test
    void aFifoWithNoWriterIsGivenUpWithAMessageNotWaitedForForever() throws Exception {
        Path fifo = fifo(dir.resolve("g.stagestack.json"));

        LoadedGraph loaded = assertTimeoutPreemptively(HostileReadTest.QUICK, () -> GraphLoader.load(fifo));

        Problem p = onlyProblem(loaded);
        assertEquals(ProblemCodes.UNREADABLE, p.code());
        assertEquals(
                fifo + ": $: cannot read the file: nothing came from this fifo or device in 5 s (has it a writer?)",
                p.format());
    }

    @Test
    void aFifoWhoseWriterNeverWritesIsGivenUpAndItsReaderReleased() throws Exception {
        Path fifo = fifo(dir.resolve("g.stagestack.json"));
        Process writer = new ProcessBuilder("sh", "-c", "exec sleep 60 > '" + fifo + "'").start();
        try {
            IOException e = assertThrows(
                    IOException.class,
                    () -> assertTimeoutPreemptively(
                            HostileReadTest.QUICK,
                            () -> BoundedRead.readAtMost(fifo, 1000, java.time.Duration.ofMillis(300))));
            assertEquals("nothing came from this fifo or device in 0.3 s (has it a writer?)", e.getMessage());
        } finally {
            writer.destroy();
        }
    }

    @Test
    void aFolderAsTheGraphSaysSo() {
        LoadedGraph loaded = GraphLoader.load(dir);

        assertEquals(
                dir + ": $: cannot read the file: is a folder, not a file",
                onlyProblem(loaded).format());
    }

    @Test
    void boundedReadStopsAtTheLimitOfAStream() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));

        BoundedRead.TooLarge e = assertThrows(BoundedRead.TooLarge.class, () -> BoundedRead.readAtMost(zero, 1000));

        assertEquals("file is too large to read: more than 1000 bytes; the limit is 1000 bytes", e.getMessage());
    }

    @Test
    void anAssetPathWithANulIsAProblemNotACrash() throws IOException {
        Path graph = dir.resolve("g.stagestack.json");
        Files.writeString(
                graph,
                "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"a\","
                        + "\"states\":[{\"id\":\"a\",\"assets\":{\"images\":{\"bg\":\"x\\u0000.png\"}}}],\"transitions\":[]}");

        LoadedGraph loaded = GraphLoader.load(graph);

        Problem p = onlyProblem(loaded);
        assertEquals(AssetPaths.INVALID_PATH, p.code());
        assertEquals("path \"x\\u0000.png\" contains a control character", p.message());
    }

    @Test
    void anAssetReplacedByALinkLeadingOutsideIsRefusedAtTheRead() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("game"));
        Path asset = Files.writeString(folder.resolve("bg.png"), "image");
        Path secret = Files.writeString(dir.resolve("secret.txt"), "secret");
        assertEquals(asset.toRealPath(), AssetPaths.readableFile(folder, "bg.png"));

        Files.delete(asset);
        Files.createSymbolicLink(asset, secret);

        AssetPaths.Refused refused =
                assertThrows(AssetPaths.Refused.class, () -> AssetPaths.readableFile(folder, "bg.png"));
        assertEquals(AssetPaths.INVALID_PATH, refused.fault().code());
        assertTrue(refused.getMessage().startsWith("path \"bg.png\" leaves the graph's folder"), refused.getMessage());
    }

    @Test
    void anAssetOverTheLimitIsAProblemAtValidation() throws IOException {
        Path graph = dir.resolve("g.stagestack.json");
        Files.writeString(
                graph,
                "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"a\","
                        + "\"states\":[{\"id\":\"a\",\"assets\":{\"music\":\"song.ogg\"}}],\"transitions\":[]}");
        try (RandomAccessFile file =
                new RandomAccessFile(dir.resolve("song.ogg").toFile(), "rw")) {
            file.setLength(3L << 30);
        }

        LoadedGraph loaded = GraphLoader.load(graph);

        Problem p = onlyProblem(loaded);
        assertEquals(AssetPaths.MISSING, p.code());
        assertEquals("asset file \"song.ogg\" is too large: 3072.0 MiB; the limit is 256 MiB", p.message());
    }
}
