package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.io.AtomicFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The autosave copy of unsaved work. Written every 30 seconds while the document is dirty, deleted
 * on a clean exit or save; if it is still there at the next start, the editor offers to recover it.
 * A small side file remembers which file the work belonged to.
 */
public final class RecoveryStore {
    private final Path graphFile;
    private final Path originFile;

    public RecoveryStore(Path directory) {
        this.graphFile = directory.resolve("recovery" + GraphFiles.SUFFIX);
        this.originFile = directory.resolve("recovery.origin");
    }

    /** The default place: {@code ~/.stagestack/}. */
    public static RecoveryStore inUserHome() {
        return new RecoveryStore(Path.of(System.getProperty("user.home"), ".stagestack"));
    }

    /** Saves the unsaved graph, remembering the file it came from (may be null). */
    public void write(Graph graph, Path origin) throws IOException {
        Files.createDirectories(graphFile.getParent());
        GraphFiles.save(graph, graphFile);
        AtomicFiles.writeString(originFile, origin == null ? "" : origin.toAbsolutePath().toString());
    }

    /** The work left behind by a crash, if any. */
    public Optional<OpenedFile> pending() {
        if (!Files.isRegularFile(graphFile)) {
            return Optional.empty();
        }
        OpenedFile read;
        try {
            read = GraphFiles.readWithoutCheck(graphFile);
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(new OpenedFile(origin().orElse(null), read.text(), read.graph(), read.problems()));
    }

    private Optional<Path> origin() {
        try {
            String text = Files.readString(originFile, StandardCharsets.UTF_8).trim();
            return text.isEmpty() ? Optional.empty() : Optional.of(Path.of(text));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Forgets the recovery copy (after a save, a clean exit or a declined recovery). */
    public void discard() {
        try {
            Files.deleteIfExists(graphFile);
            Files.deleteIfExists(originFile);
        } catch (IOException ignored) {
            // nothing to recover from a copy that cannot be deleted; the next write replaces it
        }
    }
}
