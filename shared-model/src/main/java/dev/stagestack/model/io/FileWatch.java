package dev.stagestack.model.io;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;

/**
 * Watches one file for changes other programs make (written in place, replaced by a rename,
 * deleted), on a daemon thread of its own, and calls back on that thread; the caller takes the
 * call to its own thread. It watches the file's folder, since a save by rename replaces the file.
 * A save that reaches the disk in several writes (truncated, then written) is one change: the call
 * comes once the file has been quiet for {@link #QUIET_MILLIS}, so the caller never reads it half written.
 */
public final class FileWatch implements AutoCloseable {
    /** How long the file must see no further change before a change is reported. */
    public static final long QUIET_MILLIS = 150;

    private final WatchService service;
    private final Path name;
    private final Runnable onChange;

    private FileWatch(WatchService service, Path name, Runnable onChange) {
        this.service = service;
        this.name = name;
        this.onChange = onChange;
    }

    /** Starts watching {@code file}; {@code onChange} runs on the watch's thread after each change. */
    public static FileWatch start(Path file, Runnable onChange) throws IOException {
        Path absolute = file.toAbsolutePath();
        WatchService service = FileSystems.getDefault().newWatchService();
        try {
            absolute.getParent()
                    .register(
                            service,
                            StandardWatchEventKinds.ENTRY_CREATE,
                            StandardWatchEventKinds.ENTRY_MODIFY,
                            StandardWatchEventKinds.ENTRY_DELETE);
        } catch (IOException | RuntimeException e) {
            service.close();
            throw e;
        }
        FileWatch watch = new FileWatch(service, absolute.getFileName(), onChange);
        Thread thread = new Thread(watch::run, "file watch " + absolute.getFileName());
        thread.setDaemon(true);
        thread.start();
        return watch;
    }

    private void run() {
        try {
            while (true) {
                WatchKey key = service.take();
                boolean ours = isOurs(key);
                if (!key.reset()) {
                    return;
                }
                if (ours && untilQuiet()) {
                    onChange.run();
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException stopped) {
            // closed: its owner watches another file now, or none
        }
    }

    private boolean isOurs(WatchKey key) {
        boolean ours = false;
        for (WatchEvent<?> event : key.pollEvents()) {
            ours |= event.kind() == StandardWatchEventKinds.OVERFLOW || name.equals(event.context());
        }
        return ours;
    }

    /** Waits until no change comes for {@link #QUIET_MILLIS}; false when the watch was closed meanwhile. */
    private boolean untilQuiet() throws InterruptedException {
        while (true) {
            WatchKey more = service.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS);
            if (more == null) {
                return true;
            }
            isOurs(more);
            if (!more.reset()) {
                return false;
            }
        }
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException ignored) {
            // the thread ends either way
        }
    }
}
