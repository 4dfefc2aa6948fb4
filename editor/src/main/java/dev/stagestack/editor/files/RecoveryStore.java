package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.model.io.BoundedRead;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Copies of unsaved work, one slot per running editor. Each editor holds a lock on its own slot for
 * as long as it runs, writes the slot while its document has unsaved changes and deletes it the
 * moment there are none (saved, undone back to the file, discarded, quit). Slots whose lock can be
 * taken belong to editors that ended without a clean quit: that is the work to offer back. A slot
 * is four files: {@code NAME.stagestack.json} (the graph), {@code NAME.origin} (the file it belonged
 * to), {@code NAME.base} (what that file held when the work last matched it, so a save of the
 * recovered work still notices a change made on disk since) and {@code NAME.lock}. Only plain files
 * are slots: a symbolic link, fifo or device put in the folder is never offered, read or locked.
 */
public final class RecoveryStore implements AutoCloseable {
    private static final String ORIGIN = ".origin";
    private static final String LOCK = ".lock";
    private static final long MAX_ORIGIN_BYTES = 64 * 1024;
    private static final String BASE = ".base";

    private final Path directory;
    private final String slot = UUID.randomUUID().toString();
    private InstanceLock ownLock;

    public RecoveryStore(Path directory) {
        this.directory = directory;
    }

    /** The default place: {@code ~/.stagestack/recovery/}. */
    public static RecoveryStore inUserHome() {
        Path home = Path.of(System.getProperty("user.home"), ".stagestack");
        LegacyRecovery.moveInto(home, home.resolve("recovery"));
        return new RecoveryStore(home.resolve("recovery"));
    }

    /** The folder of the copies. */
    public Path directory() {
        return directory;
    }

    /** Saves this editor's unsaved graph, remembering the file it came from (may be null). */
    public void write(Graph graph, Path origin) throws IOException {
        write(graph, origin, null);
    }

    /**
     * Saves this editor's unsaved graph, remembering the file it came from (may be null) and what
     * that file held when the work last matched it (null when not known).
     */
    public void write(Graph graph, Path origin, DiskVersion base) throws IOException {
        Files.createDirectories(directory);
        if (ownLock == null) {
            ownLock = InstanceLock.tryTake(directory.resolve(slot + LOCK))
                    .orElseThrow(() -> new IOException("cannot lock " + directory.resolve(slot + LOCK)));
        }
        GraphFiles.save(graph, graphFile(slot));
        AtomicFiles.writeString(
                directory.resolve(slot + ORIGIN),
                origin == null ? "" : origin.toAbsolutePath().toString());
        AtomicFiles.writeString(directory.resolve(slot + BASE), base == null ? "" : base.digest());
    }

    /** This editor's copy, if it has one now. */
    public Optional<Path> ownCopy() {
        Path file = graphFile(slot);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /** Forgets this editor's copy: nothing is unsaved any more. */
    public void discard() {
        deleteSlot(slot);
    }

    /** Work left by editors that are gone, newest first; never another running editor's. */
    public List<RecoveredWork> leftBehind() {
        List<RecoveredWork> found = new ArrayList<>();
        for (String other : slots()) {
            if (!other.equals(slot)) {
                readIfAbandoned(other).ifPresent(found::add);
            }
        }
        found.sort(Comparator.comparing(RecoveredWork::savedAt).reversed());
        return found;
    }

    /** Deletes a copy left behind, once it is recovered (this editor now keeps it) or declined. */
    public void forget(RecoveredWork work) {
        deleteSlot(work.slot());
    }

    /** A clean quit: this editor's copy goes and its lock is released. */
    @Override
    public void close() {
        discard();
        if (ownLock != null) {
            ownLock.close();
            ownLock = null;
        }
        deleteQuietly(directory.resolve(slot + LOCK));
    }

    /** What a crash does: the lock goes, the copy stays (for tests of recovery within one process). */
    public void abandon() {
        if (ownLock != null) {
            ownLock.close();
            ownLock = null;
        }
    }

    private Optional<RecoveredWork> readIfAbandoned(String other) {
        if (!isPlainFileOrAbsent(directory.resolve(other + LOCK))
                || !isPlainFileOrAbsent(directory.resolve(other + ORIGIN))
                || !isPlainFileOrAbsent(directory.resolve(other + BASE))) {
            return Optional.empty();
        }
        Optional<InstanceLock> lock = InstanceLock.tryTake(directory.resolve(other + LOCK));
        if (lock.isEmpty()) {
            return Optional.empty();
        }
        try (InstanceLock held = lock.get()) {
            Path graph = graphFile(other);
            OpenedFile read = GraphFiles.readWithoutCheck(graph);
            if (read.graph() == null) {
                return Optional.empty();
            }
            OpenedFile withOrigin =
                    new OpenedFile(origin(other).orElse(null), read.text(), read.graph(), read.problems());
            return Optional.of(new RecoveredWork(
                    other,
                    withOrigin,
                    Files.getLastModifiedTime(graph).toInstant(),
                    base(other).orElse(null)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Names of the slots that hold a graph. */
    private List<String> slots() {
        List<String> names = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return names;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*" + GraphFiles.SUFFIX)) {
            for (Path file : files) {
                if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                String name = file.getFileName().toString();
                names.add(name.substring(0, name.length() - GraphFiles.SUFFIX.length()));
            }
        } catch (IOException e) {
            return names;
        }
        return names;
    }

    private Optional<Path> origin(String name) {
        try {
            return line(name + ORIGIN).map(Path::of);
        } catch (RuntimeException notAPath) {
            return Optional.empty();
        }
    }

    private Optional<DiskVersion> base(String name) {
        return line(name + BASE).map(DiskVersion::new);
    }

    /** The text of a slot's small file, trimmed; empty when it is missing, unreadable or blank. */
    private Optional<String> line(String fileName) {
        try {
            String text = new String(
                            BoundedRead.readAtMost(directory.resolve(fileName), MAX_ORIGIN_BYTES),
                            StandardCharsets.UTF_8)
                    .trim();
            return text.isEmpty() ? Optional.empty() : Optional.of(text);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static boolean isPlainFileOrAbsent(Path file) {
        return !Files.exists(file, LinkOption.NOFOLLOW_LINKS) || Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS);
    }

    private Path graphFile(String name) {
        return directory.resolve(name + GraphFiles.SUFFIX);
    }

    private void deleteSlot(String name) {
        deleteQuietly(graphFile(name));
        deleteQuietly(directory.resolve(name + ORIGIN));
        deleteQuietly(directory.resolve(name + BASE));
        if (!name.equals(slot)) {
            deleteQuietly(directory.resolve(name + LOCK));
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a copy that cannot be deleted is replaced by the next write
        }
    }
}
