package dev.stagestack.model.io;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Reads a file that is not a regular file (a fifo, a device, a pipe) without ever blocking its caller
 * for good: the open and the reads happen on a daemon thread, and when nothing comes for {@code idle}
 * (not even the open: a fifo nobody writes to) the read is given up with an {@link IOException} that
 * says so. The thread left waiting is released: interrupted (which closes its channel) and, while it
 * still waits in the open of a fifo, given a writer that closes at once.
 */
final class WatchedRead {

    private static final int S_IFMT = 0170000;
    private static final int S_IFIFO = 0010000;

    /** A read that waited too long for data; its message says for how long. */
    static final class NothingCame extends IOException {
        private static final long serialVersionUID = 1L;

        NothingCame(Duration idle) {
            super("nothing came from this fifo or device in " + seconds(idle) + " s (has it a writer?)");
        }

        private static String seconds(Duration idle) {
            long millis = idle.toMillis();
            return millis % 1000 == 0
                    ? String.valueOf(millis / 1000)
                    : String.format(java.util.Locale.ROOT, "%.1f", millis / 1000.0);
        }
    }

    /** Reads a stream of bytes: the reading itself, given a callback for each bit of progress. */
    interface Reader {
        byte[] read(java.io.InputStream in, Runnable progress) throws IOException;
    }

    private WatchedRead() {}

    static byte[] read(Path file, Duration idle, Reader reader) throws IOException {
        AtomicLong progress = new AtomicLong();
        AtomicBoolean opened = new AtomicBoolean();
        CompletableFuture<byte[]> result = new CompletableFuture<>();
        Thread worker = new Thread(
                () -> {
                    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                        opened.set(true);
                        progress.incrementAndGet();
                        result.complete(reader.read(Channels.newInputStream(channel), progress::incrementAndGet));
                    } catch (IOException | RuntimeException e) {
                        result.completeExceptionally(e);
                    }
                },
                "stagestack-read " + file.getFileName());
        worker.setDaemon(true);
        worker.start();
        return await(result, progress, idle, () -> release(worker, opened, file));
    }

    private static byte[] await(CompletableFuture<byte[]> result, AtomicLong progress, Duration idle, Runnable giveUp)
            throws IOException {
        long seen = 0;
        while (true) {
            try {
                return result.get(idle.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                long now = progress.get();
                if (now == seen) {
                    giveUp.run();
                    throw new NothingCame(idle);
                }
                seen = now;
            } catch (ExecutionException e) {
                throw e.getCause() instanceof IOException io
                        ? io
                        : new IOException(e.getCause().getMessage(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                giveUp.run();
                throw new InterruptedIOException("the read was interrupted");
            }
        }
    }

    /** Lets the thread left waiting end: an interrupt closes its channel; a fifo's open needs a writer. */
    private static void release(Thread worker, AtomicBoolean opened, Path file) {
        worker.interrupt();
        if (opened.get() || !isFifo(file)) {
            return;
        }
        Thread writer = new Thread(
                () -> {
                    try (FileChannel ignored = FileChannel.open(file, StandardOpenOption.WRITE)) {
                        // opening is all it takes: the reader's open returns and its first read sees the end
                    } catch (IOException | RuntimeException e) {
                        // not a fifo, or gone: the reader is a daemon and keeps nothing from exiting
                    }
                },
                "stagestack-release " + file.getFileName());
        writer.setDaemon(true);
        writer.start();
    }

    private static boolean isFifo(Path file) {
        try {
            return ((Integer) Files.getAttribute(file, "unix:mode") & S_IFMT) == S_IFIFO;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
