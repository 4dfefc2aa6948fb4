package dev.stagestack.editor.files;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * An operating-system lock on a small file, held for as long as an editor runs. The system drops it
 * when the process ends in any way (quit, crash, kill), so a lock that can be taken belongs to an
 * editor that is gone.
 */
final class InstanceLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private InstanceLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock on {@code file}, creating it; empty when another running editor holds it. */
    static Optional<InstanceLock> tryTake(Path file) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return Optional.of(new InstanceLock(channel, lock));
            }
        } catch (IOException | OverlappingFileLockException e) {
            // held by this process (another window) or not lockable: treat it as live
        }
        closeQuietly(channel);
        return Optional.empty();
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException ignored) {
            // the channel is closed next, which releases it anyway
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing more to release
            }
        }
    }
}
