package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.io.AtomicFiles;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Saves a graph over its file only if the file still holds what the editor last read or wrote, so a
 * change another program or another editor made is never overwritten unseen. The look and the
 * write happen under one lock that every editor on this machine takes for that file (a small lock
 * file per saved file, in a folder of the editor's own), so two editors saving one file at the same
 * moment cannot both pass the look.
 */
public final class GuardedSave {
    private static final Object IN_THIS_PROCESS = new Object();

    private final Path lockFolder;

    /** Saves whose locks live in {@code lockFolder} (created when first needed). */
    public GuardedSave(Path lockFolder) {
        this.lockFolder = lockFolder;
    }

    /**
     * What a save did.
     *
     * @param saved   whether the graph was written
     * @param version what the file holds now: the graph written, or, when it was not, the change
     *                found on disk
     */
    public record Outcome(boolean saved, DiskVersion version) {}

    /**
     * Writes {@code graph} to {@code file} (atomically) if the file holds {@code expected} or is
     * missing; with {@code expected} null, writes whatever the file holds (a new file, or one the
     * user chose to replace).
     */
    public Outcome save(Graph graph, Path file, DiskVersion expected) throws IOException {
        String text = GraphFiles.text(graph);
        synchronized (IN_THIS_PROCESS) {
            try (FileChannel channel =
                            FileChannel.open(lockFile(file), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock held = channel.lock()) {
                DiskVersion now = DiskVersion.of(file);
                if (expected != null && !now.isMissing() && !now.equals(expected)) {
                    return new Outcome(false, now);
                }
                AtomicFiles.writeString(file, text);
                return new Outcome(true, DiskVersion.ofText(text));
            }
        }
    }

    /** The lock file of {@code file}: named by the file it finally names, so every path to it shares one. */
    private Path lockFile(Path file) throws IOException {
        Files.createDirectories(lockFolder);
        Path real = file.toAbsolutePath().normalize();
        Path parent = real.getParent();
        if (parent != null && Files.isDirectory(parent)) {
            real = parent.toRealPath().resolve(real.getFileName());
        }
        if (Files.exists(real)) {
            real = real.toRealPath();
        }
        return lockFolder.resolve(DiskVersion.ofText(real.toString()).digest() + ".lock");
    }
}
