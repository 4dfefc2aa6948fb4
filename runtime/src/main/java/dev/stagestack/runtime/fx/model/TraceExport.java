package dev.stagestack.runtime.fx.model;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/** Writes a trace to a file atomically: a temporary file beside it, then one rename. */
public final class TraceExport {

    private TraceExport() {
    }

    /**
     * Writes {@code lines}, each ended by a newline, to {@code target}.
     *
     * @return empty on success, else the error as {@code path: message}
     */
    public static Optional<String> write(Path target, List<String> lines) {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = null;
        try {
            temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            Files.write(temp, lines, StandardCharsets.UTF_8);
            move(temp, target);
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temp);
            return Optional.of(target + ": cannot write the trace: " + e.getMessage());
        }
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path temp) {
        if (temp != null) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // the temporary file stays behind; the write already failed and says so
            }
        }
    }
}
