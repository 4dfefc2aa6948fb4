package dev.stagestack.model.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The one way the tools write a file (graphs, recovery copies, exports, traces), so that a reader
 * never sees it half-written and a failed write leaves the old file as it was: the content goes to
 * a temporary file in the same folder, is forced to disk, then moved over the target in one rename,
 * and the folder is forced to disk where the system allows it. An existing file keeps its
 * permissions; a new file gets the ones any new file gets under the user's umask. Writing to a
 * symbolic link writes through to the file it leads to (the link stays a link). Temporary files that a
 * killed write left behind (named {@code .NAME.<uuid>.tmp}, older than {@link #STALE_AFTER}) are
 * removed by the next write of the same file.
 */
public final class AtomicFiles {

    /** Writes a file's content to the stream it is given (the stream is closed afterwards). */
    @FunctionalInterface
    public interface Content {
        /** Writes the content to {@code out}; an exception leaves the target file as it was. */
        void writeTo(OutputStream out) throws IOException;
    }

    private static final int NAME_ATTEMPTS = 16;

    /** How old a leftover temporary file must be before a later write removes it. */
    public static final Duration STALE_AFTER = Duration.ofMinutes(10);

    private static final Pattern UUID_TMP = Pattern.compile(
            "\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.tmp");

    private AtomicFiles() {
    }

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
        removeStaleTemps(target);
        Path temp = createTemp(target);
        try {
            fill(temp, content);
            keepPermissions(target, temp);
            moveOver(temp, target);
        } finally {
            Files.deleteIfExists(temp);
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

    /** Deletes the temporary files that killed writes of {@code target} left, once they are stale. */
    static void removeStaleTemps(Path target) {
        String prefix = "." + target.getFileName();
        Instant staleBefore = Instant.now().minus(STALE_AFTER);
        try (DirectoryStream<Path> siblings = Files.newDirectoryStream(target.getParent(), prefix + ".*.tmp")) {
            for (Path sibling : siblings) {
                String rest = sibling.getFileName().toString().substring(prefix.length());
                if (UUID_TMP.matcher(rest).matches() && Files.isRegularFile(sibling, LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(sibling).toInstant().isBefore(staleBefore)) {
                    Files.deleteIfExists(sibling);
                }
            }
        } catch (IOException | RuntimeException cannotTidy) {
            // tidying is a courtesy: the write itself does not depend on it
        }
    }

    /**
     * A new empty file beside {@code target}, created the way any new file is (so its permissions
     * follow the umask, unlike {@link Files#createTempFile}, which makes it private).
     */
    private static Path createTemp(Path target) throws IOException {
        FileAlreadyExistsException taken = null;
        for (int attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
            Path temp = target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
            try {
                Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temp;
            } catch (FileAlreadyExistsException e) {
                taken = e;
            }
        }
        throw taken;
    }

    private static void fill(Path temp, Content content) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            OutputStream out = Channels.newOutputStream(channel);
            content.writeTo(out);
            out.flush();
            channel.force(true);
        }
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
