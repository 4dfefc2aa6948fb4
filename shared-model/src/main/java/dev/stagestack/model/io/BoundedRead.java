package dev.stagestack.model.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * Reads a whole file, but never more than a limit: the one way every tool reads a user's file (graphs,
 * scripts, lessons, assets, the editor's recovered work). A regular file's size is checked before anything
 * is read; a device, fifo or pipe (which may never end, like {@code /dev/zero}) is read only up to the limit
 * and then refused, and is given up when nothing comes from it for {@link #IDLE_WAIT} (a fifo nobody writes
 * to would otherwise block its reader for good, in its open).
 */
public final class BoundedRead {

    private static final int CHUNK = 64 * 1024;

    /** How long a fifo, device or pipe may give nothing, not even its open, before its read is given up. */
    public static final Duration IDLE_WAIT = Duration.ofSeconds(5);

    /** A file larger than the limit; its message says how large, as far as it is known. */
    public static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    private BoundedRead() {}

    /**
     * The bytes of {@code file}, at most {@code limit} of them.
     *
     * @throws TooLarge    when the file holds more than {@code limit} bytes
     * @throws IOException when it cannot be read; a folder gives "is a folder, not a file"
     */
    public static byte[] readAtMost(Path file, long limit) throws IOException {
        return readAtMost(file, limit, IDLE_WAIT);
    }

    /**
     * As {@link #readAtMost(Path, long)}, giving up a fifo, device or pipe when nothing comes from it for
     * {@code idle}.
     */
    public static byte[] readAtMost(Path file, long limit, Duration idle) throws IOException {
        if (limit < 0 || limit >= Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("limit out of range: " + limit);
        }
        if (Files.isDirectory(file)) {
            throw new IOException("is a folder, not a file");
        }
        if (Files.isRegularFile(file) && Files.size(file) > limit) {
            throw new TooLarge(tooLarge(String.format(Locale.ROOT, "%.1f MiB", Files.size(file) / 1048576.0), limit));
        }
        if (!Files.isRegularFile(file)) {
            return WatchedRead.read(file, idle, (in, progress) -> readStream(in, limit, progress));
        }
        try (InputStream in = Files.newInputStream(file)) {
            return readStream(in, limit, () -> {});
        }
    }

    private static byte[] readStream(InputStream in, long limit, Runnable progress) throws IOException {
        byte[] buffer = new byte[(int) Math.min(CHUNK, limit + 1)];
        int length = 0;
        while (true) {
            if (length == buffer.length) {
                if (length > limit) {
                    throw new TooLarge(tooLarge("more than " + mib(limit), limit));
                }
                buffer = Arrays.copyOf(buffer, (int) Math.min((long) buffer.length * 2, limit + 1));
            }
            int read = in.read(buffer, length, buffer.length - length);
            if (read < 0) {
                return Arrays.copyOf(buffer, length);
            }
            length += read;
            progress.run();
        }
    }

    private static String tooLarge(String size, long limit) {
        return "file is too large to read: " + size + "; the limit is " + mib(limit);
    }

    private static String mib(long bytes) {
        return bytes % 1048576 == 0 ? bytes / 1048576 + " MiB" : bytes + " bytes";
    }
}
