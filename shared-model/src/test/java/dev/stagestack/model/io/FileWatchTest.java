package dev.stagestack.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save written in place reaches the disk in several writes (truncated, then written piece by piece):
 * the watch reports it once, when it is whole, so the player's dev mode never reads a half-written file
 * and says a transient reason ("empty file") before the real one.
 */
class FileWatchTest {

    @TempDir
    Path dir;

    @Test
    void aSaveInSeveralWritesIsOneChangeSeenWhole() throws Exception {
        Path file = Files.writeString(dir.resolve("flow.stagestack.json"), "{}");
        BlockingQueue<String> seen = new LinkedBlockingQueue<>();
        List<String> all = new ArrayList<>();
        try (FileWatch watch = FileWatch.start(file, () -> seen.add(read(file)))) {
            writeInPieces(file, "{ \"format\": \"stagestack\", ", "\"version\": 1 }");
            all.add(next(seen));
            Files.writeString(file, "{ \"name\": \"marker\" }"); // a later save, to know the first is over
            do {
                all.add(next(seen));
            } while (!all.get(all.size() - 1).equals("{ \"name\": \"marker\" }"));
        }
        assertEquals(List.of("{ \"format\": \"stagestack\", \"version\": 1 }", "{ \"name\": \"marker\" }"), all);
    }

    /** The next change the watch reports, waiting for it as long as a loaded machine may need. */
    private static String next(BlockingQueue<String> seen) throws Exception {
        String change = seen.poll(60, TimeUnit.SECONDS);
        if (change == null) {
            throw new TimeoutException("the watch never reported the change");
        }
        return change;
    }

    /** As an editor saving in place does: truncate, then each piece, each flushed to the file. */
    private static void writeInPieces(Path file, String... pieces) throws IOException {
        try (FileChannel channel =
                FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            for (String piece : pieces) {
                channel.write(ByteBuffer.wrap(piece.getBytes(StandardCharsets.UTF_8)));
                channel.force(false);
            }
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        }
    }
}
