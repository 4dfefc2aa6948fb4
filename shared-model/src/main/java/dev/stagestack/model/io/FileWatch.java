package dev.stagestack.model.io;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;

/**
 * Watches one file for changes other programs make (written in place, replaced by a rename,
 * deleted), on a daemon thread of its own, and calls back on that thread; the caller takes the
 * call to its own thread. It watches the file's folder, since a save by rename replaces the file.
 */
public final class FileWatch implements AutoCloseable {
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
                boolean ours = false;
                for (WatchEvent<?> event : key.pollEvents()) {
                    ours |= event.kind() == StandardWatchEventKinds.OVERFLOW || name.equals(event.context());
                }
                if (ours) {
                    onChange.run();
                }
                if (!key.reset()) {
                    return;
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException stopped) {
            // closed: its owner watches another file now, or none
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
