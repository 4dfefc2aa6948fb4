package dev.stagestack.editor.files;

import java.nio.file.Path;
import java.time.Instant;

/**
 * Unsaved work an editor left behind when it ended without a clean quit.
 *
 * @param slot    the name of its copy in the recovery folder
 * @param file    the graph as the copy holds it, with the path of the file it belonged to (null for
 *                a graph never saved)
 * @param savedAt when the copy was last written
 * @param base    what that file held when the work last matched it, or null when the copy does not say
 */
public record RecoveredWork(String slot, OpenedFile file, Instant savedAt, DiskVersion base) {
    /** Whether this work belonged to {@code path}. */
    public boolean belongsTo(Path path) {
        return file.path() != null
                && path != null
                && file.path()
                        .toAbsolutePath()
                        .normalize()
                        .equals(path.toAbsolutePath().normalize());
    }
}
