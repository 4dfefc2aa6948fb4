package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GraphCodecFileTest {

    @TempDir
    Path dir;

    @Test
    void refusesAnOversizedFileBeforeReadingIt() throws IOException {
        Path file = dir.resolve("huge.stagestack.json");
        try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(GraphCodec.MAX_FILE_BYTES + 1);
        }

        ReadResult result = GraphCodec.read(file);

        assertNull(result.graph());
        assertEquals(
                List.of(file + ": $: file is too large to read: 32.0 MiB; the limit is 32 MiB"), formatted(result));
    }

    @Test
    void reportsWhereTheBytesStopBeingUtf8() throws IOException {
        Path file = dir.resolve("latin1.stagestack.json");
        Files.write(file, "{\n  \"name\": \"Caf\u00e9 \u00e9\"\n}".getBytes(StandardCharsets.ISO_8859_1));

        ReadResult result = GraphCodec.read(file);

        assertEquals(
                List.of(file + ":2:15: $: the file is not valid UTF-8: byte 0xE9 at offset 16"), formatted(result));
    }

    @Test
    void readsUtf8() throws IOException {
        Path file = dir.resolve("ok.stagestack.json");
        Path good = Corpus.good("every-trigger-and-op.stagestack.json");
        Files.copy(good, file);

        ReadResult result = GraphCodec.read(file);

        assertEquals(List.of(), result.problems());
        assertEquals(Corpus.read(good), GraphCodec.write(result.graph()));
    }

    @Test
    void writesAtomicallyOverAnExistingFileAndLeavesNoTemporaryFile() throws IOException {
        Graph graph = GraphCodec.read(null, Corpus.read(Corpus.good("shovel-flow.stagestack.json")))
                .graph();
        Path file = dir.resolve("flow.stagestack.json");
        Files.writeString(file, "old content");

        GraphCodec.writeAtomically(graph, file);

        assertEquals(GraphCodec.write(graph), Files.readString(file));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void writesAtomicallyWhenGivenARelativePath() throws IOException {
        Graph graph = GraphCodec.read(null, Corpus.read(Corpus.good("minimal.stagestack.json")))
                .graph();
        Path relative = Path.of("").toAbsolutePath().relativize(dir.resolve("rel.stagestack.json"));

        GraphCodec.writeAtomically(graph, relative);

        assertEquals(graph, GraphCodec.read(relative).graph());
    }

    private static List<String> formatted(ReadResult result) {
        return result.problems().stream().map(Problem::format).toList();
    }
}
