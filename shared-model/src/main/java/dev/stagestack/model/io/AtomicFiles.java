package dev.stagestack.model.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The one way the tools write a file (graphs, recovery copies, exports, traces), so that a reader
 * never sees it half-written and a failed write leaves the old file as it was: the content goes to
 * a temporary file in the same folder, is forced to disk, then moved over the target in one rename,
 * and the folder is forced to disk where the system allows it. An existing file keeps its
 * permissions; a new file gets the ones any new file gets under the user's umask. Writing to a
 * symbolic link writes through to the file it leads to (the link stays a link).
 *
 * <p>A write holds an operating-system lock on its temporary file (named {@code .NAME.<uuid>.tmp})
 * until the file is renamed. The system drops that lock however the writing process ends, so the
 * next write of the same file removes every temporary file it can lock: those of killed writes, at
 * once, and never one that a live write, in this process or another, is still filling.
 */
public final class AtomicFiles {

    /** Writes a file's content to the stream it is given (the stream is closed afterwards). */
    @FunctionalInterface
    public interface Content {
        /** Writes the content to {@code out}; an exception leaves the target file as it was. */
        void writeTo(OutputStream out) throws IOException;
    }

    private static final int NAME_ATTEMPTS = 16;

    /**
     * The temporary files this process is filling. The cleaner never opens them: closing any channel
     * on a file releases every lock this process holds on it, the writer's too.
     */
    private static final Set<Path> FILLING = ConcurrentHashMap.newKeySet();

    private static final Pattern UUID_TMP =
            Pattern.compile("\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.tmp");

    private AtomicFiles() {}

    /** Writes {@code text} as UTF-8 to {@code file}, atomically. */
    public static void writeString(Path file, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(file, out -> out.write(bytes));
    }

    /**
     * Writes what {@code content} produces to {@code file}, atomically.
     *
     * @throws IOException when anything fails; {@code file} is then untouched and no temporary file
     *                     is left behind
     */
    public static void write(Path file, Content content) throws IOException {
        Path target = throughLinks(file.toAbsolutePath());
        removeLeftTemps(target);
        LockedTemp temp = LockedTemp.beside(target);
        try (temp) {
            fill(temp.channel(), content);
            keepPermissions(target, temp.path());
            moveOver(temp.path(), target);
        } finally {
            Files.deleteIfExists(temp.path());
        }
        forceFolder(target.getParent());
    }

    /** The file {@code path} finally names, following symbolic links even when the last one dangles. */
    static Path throughLinks(Path path) throws IOException {
        Path current = path;
        for (int hops = 0; Files.isSymbolicLink(current); hops++) {
            if (hops >= 40) {
                throw new IOException(path + ": too many levels of symbolic links");
            }
            current = current.resolveSibling(Files.readSymbolicLink(current)).normalize();
        }
        return current;
    }

    /**
     * Deletes the temporary files that writes of {@code target} left when they were killed: those no
     * live write holds the lock of. Each is deleted while this write holds its lock, so a write that
     * created it a moment ago and locks it next finds it gone and takes another name.
     */
    static void removeLeftTemps(Path target) {
        String prefix = "." + target.getFileName();
        try (DirectoryStream<Path> siblings = Files.newDirectoryStream(target.getParent(), prefix + ".*.tmp")) {
            for (Path sibling : siblings) {
                String rest = sibling.getFileName().toString().substring(prefix.length());
                if (UUID_TMP.matcher(rest).matches()
                        && !FILLING.contains(sibling)
                        && Files.isRegularFile(sibling, LinkOption.NOFOLLOW_LINKS)) {
                    deleteIfUnlocked(sibling);
                }
            }
        } catch (IOException | RuntimeException cannotTidy) {
            // tidying is a courtesy: the write itself does not depend on it
        }
    }

    private static void deleteIfUnlocked(Path temp) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
                FileLock lock = channel.tryLock(0, Long.MAX_VALUE, true)) {
            if (lock != null) {
                Files.deleteIfExists(temp);
            }
        } catch (OverlappingFileLockException | NoSuchFileException heldOrGone) {
            // a write of this process holds it, or its write has just renamed it
        }
    }

    /** A new temporary file beside a target, locked by this write until it is closed. */
    private record LockedTemp(Path path, FileChannel channel) implements AutoCloseable {

        /**
         * Creates it the way any new file is created (so its permissions follow the umask, unlike
         * {@link Files#createTempFile}, which makes it private) and locks it.
         */
        static LockedTemp beside(Path target) throws IOException {
            IOException failed = null;
            for (int attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
                Path temp = target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
                try {
                    Optional<LockedTemp> locked = tryCreate(temp);
                    if (locked.isPresent()) {
                        return locked.get();
                    }
                } catch (FileAlreadyExistsException e) {
                    failed = e;
                }
            }
            throw failed != null ? failed : new IOException(target + ": no temporary file could be kept beside it");
        }

        /** The locked file, or empty when another write's tidying removed it before the lock was taken. */
        private static Optional<LockedTemp> tryCreate(Path temp) throws IOException {
            FILLING.add(temp);
            FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                channel.lock();
                if (Files.exists(temp, LinkOption.NOFOLLOW_LINKS)) {
                    return Optional.of(new LockedTemp(temp, channel));
                }
            } catch (IOException | RuntimeException e) {
                channel.close();
                FILLING.remove(temp);
                throw e;
            }
            channel.close();
            FILLING.remove(temp);
            return Optional.empty();
        }

        /** Closing the channel drops the lock; the file is renamed or deleted by then. */
        @Override
        public void close() throws IOException {
            try {
                channel.close();
            } finally {
                FILLING.remove(path);
            }
        }
    }

    private static void fill(FileChannel channel, Content content) throws IOException {
        OutputStream out = Channels.newOutputStream(channel);
        content.writeTo(out);
        out.flush();
        channel.force(true);
    }

    private static void keepPermissions(Path target, Path temp) throws IOException {
        PosixFileAttributeView existing = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        PosixFileAttributeView written = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        if (existing != null && written != null && Files.exists(target)) {
            written.setPermissions(existing.readAttributes().permissions());
        }
    }

    private static void moveOver(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException unsupported) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Makes the rename itself durable; systems that cannot open a folder (Windows) are skipped. */
    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException notSupported) {
            // the file is written and renamed; only the durability of the rename is left to the system
        }
    }
}
