package dev.stagestack.editor.feature.files;

import dev.stagestack.editor.command.ReplaceGraphCommand;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.GraphDiff;
import dev.stagestack.editor.files.DiskVersion;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.GuardedSave;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.model.io.FileWatch;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import javafx.application.Platform;

/**
 * Notices that the open file changed on disk (another program, another editor) and never lets a
 * save overwrite that change unseen. It looks when the window gets the focus, when a watch on the
 * file reports a change, and under the save's own lock before every save ({@link GuardedSave}).
 * Work with nothing unsaved simply follows the file (one undoable step); unsaved work is never
 * replaced without the user's word: the question offers Reload, Keep mine and Compare.
 */
final class DiskConflicts implements AutoCloseable {
    /** What the version of a file is when nothing says what it held (e.g. work recovered from an old copy). */
    static final DiskVersion UNKNOWN = new DiskVersion("unknown");

    private final EditorCore core;
    private final FileController files;
    private final EditorDocument document;
    private final GuardedSave saver;
    /** What the document's file held when the document last matched it (read or saved); null without a file. */
    private DiskVersion base;
    /** A version on disk the user chose to write over. */
    private DiskVersion keptMine;
    /** The last version on disk the user was asked about or told of, so a focus change does not ask twice. */
    private DiskVersion asked;

    private DiskVersion noticed;
    private Path watched;
    private FileWatch watch;

    DiskConflicts(EditorCore core, FileController files, GuardedSave saver) {
        this.core = core;
        this.files = files;
        this.document = core.document();
        this.saver = saver;
    }

    /** The document now matches {@code file} as it held {@code version} (null file: nothing to watch). */
    void based(Path file, DiskVersion version) {
        base = file == null ? null : version;
        keptMine = null;
        asked = null;
        noticed = null;
        watch(file);
    }

    /** What the document's file held when the document last matched it; null without a file. */
    DiskVersion base() {
        return base;
    }

    /**
     * Saves the graph to {@code file}, first asking when the file is the document's and changed on
     * disk since; true when it was saved. A file chosen with Save as is written whatever it holds
     * (the save dialog asked).
     */
    boolean save(Path file) throws IOException {
        boolean documentFile = isDocumentFile(file);
        DiskVersion expected = documentFile ? base : null;
        GuardedSave.Outcome outcome = saver.save(document.graph(), file, expected);
        while (!outcome.saved()) {
            DiskVersion found = outcome.version();
            if (!found.equals(keptMine) && !userKeepsMine(file, found, true)) {
                return false;
            }
            outcome = saver.save(document.graph(), file, found);
        }
        if (documentFile) {
            base = outcome.version();
        } else {
            based(file, outcome.version());
        }
        return true;
    }

    /** Looks whether the file changed on disk: after a focus change, or a watch's report. */
    void look(boolean fromWatch) {
        Path file = document.file();
        if (file == null || base == null) {
            return;
        }
        DiskVersion now = versionNow(file);
        if (now.equals(base) || now.isMissing() || now.equals(keptMine) || now.equals(UNKNOWN)) {
            return;
        }
        if (!document.isDirty()) {
            follow(file, now);
        } else if (fromWatch) {
            if (!now.equals(noticed) && !now.equals(asked)) {
                noticed = now;
                core.notices().toast(file.getFileName() + " changed on disk: saving asks what to keep");
            }
        } else if (!now.equals(asked)) {
            userKeepsMine(file, now, false);
        }
    }

    /** Asks; true when the user keeps this version (Reload and Cancel are false). */
    private boolean userKeepsMine(Path file, DiskVersion found, boolean saving) {
        asked = found;
        ConflictQuestion.Answer answer =
                ConflictQuestion.ask(core.notices().owner(), file, saving, () -> differences(file));
        if (answer == ConflictQuestion.Answer.RELOAD) {
            reload(file);
        } else if (answer == ConflictQuestion.Answer.KEEP_MINE) {
            keptMine = found;
            return true;
        }
        return false;
    }

    /** Nothing is unsaved: the document takes the file's new content, if it reads as a graph. */
    private void follow(Path file, DiskVersion now) {
        OpenedFile read = GraphFiles.open(file);
        if (read.graph() != null) {
            replaceWith(file, read);
        } else if (!now.equals(noticed)) {
            noticed = now;
            core.notices()
                    .toast(file.getFileName()
                            + " changed on disk and cannot be read as a graph now: this editor keeps the last version");
        }
    }

    /** The user chose the file's version: it replaces the graph, or opens for repair if it is not a graph any more. */
    private void reload(Path file) {
        OpenedFile read = GraphFiles.open(file);
        if (read.graph() == null) {
            files.show(read, false);
        } else {
            replaceWith(file, read);
        }
    }

    /** Replaces the graph with the one read from {@code file}, as one undoable step. */
    private void replaceWith(Path file, OpenedFile read) {
        String name = file.getFileName().toString();
        if (!document.execute(new ReplaceGraphCommand(document.graph(), read.graph(), "Reload " + name))) {
            return;
        }
        document.markSaved(file);
        core.fileRead(read);
        based(file, DiskVersion.ofText(read.text()));
        core.notices().toast("Reloaded " + name + " as it is on disk (Ctrl+Z brings back the version before)");
    }

    private List<String> differences(Path file) {
        OpenedFile read = GraphFiles.open(file);
        if (read.graph() == null) {
            return List.of("The file on disk cannot be read as a graph: "
                    + (read.problems().isEmpty() ? "" : read.problems().get(0).message()));
        }
        return GraphDiff.between(read.graph(), document.graph(), "on disk", "here");
    }

    private boolean isDocumentFile(Path file) {
        Path current = document.file();
        return current != null && normal(current).equals(normal(file));
    }

    private void watch(Path file) {
        if (Objects.equals(watched, file == null ? null : normal(file))) {
            return;
        }
        close();
        watched = file == null ? null : normal(file);
        if (file != null) {
            try {
                watch = FileWatch.start(file, () -> Platform.runLater(() -> look(true)));
            } catch (IOException | RuntimeException cannotWatch) {
                // the focus change and the save still look
            }
        }
    }

    /** What {@code file} holds now; {@link #UNKNOWN} when it cannot be read. */
    static DiskVersion versionNow(Path file) {
        try {
            return DiskVersion.of(file);
        } catch (IOException unreadable) {
            return UNKNOWN;
        }
    }

    private static Path normal(Path file) {
        return file.toAbsolutePath().normalize();
    }

    /** Stops watching (the window closes, or another file is open). */
    @Override
    public void close() {
        if (watch != null) {
            watch.close();
            watch = null;
        }
        watched = null;
    }
}
