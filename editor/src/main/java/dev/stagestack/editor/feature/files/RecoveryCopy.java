package dev.stagestack.editor.feature.files;

import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.files.DiskVersion;
import dev.stagestack.editor.files.RecoveryStore;
import java.io.IOException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * Keeps this editor's recovery copy equal to its unsaved work: written a moment after each change
 * while the document differs from its file, deleted the moment it does not (saved, undone back to
 * the file, another file opened, changes discarded).
 */
final class RecoveryCopy {
    /** How long after the last change the copy is written. */
    static final Duration WRITE_AFTER = Duration.seconds(1);

    private final EditorDocument document;
    private final RecoveryStore store;
    private final Supplier<DiskVersion> base;
    private final Consumer<String> onFailure;
    private final PauseTransition pending = new PauseTransition(WRITE_AFTER);
    private boolean failed;

    /** {@code base} tells what the document's file held when the document last matched it. */
    RecoveryCopy(EditorDocument document, RecoveryStore store, Supplier<DiskVersion> base, Consumer<String> onFailure) {
        this.document = document;
        this.store = store;
        this.base = base;
        this.onFailure = onFailure;
        pending.setOnFinished(e -> writeNow());
        document.graphProperty().addListener((o, was, is) -> changed());
        document.dirtyProperty().addListener((o, was, is) -> changed());
        document.fileProperty().addListener((o, was, is) -> changed());
    }

    private void changed() {
        if (document.isDirty()) {
            pending.playFromStart();
        } else {
            pending.stop();
            store.discard();
        }
    }

    /** Writes the copy now if there is unsaved work (also before a dialog that could hang). */
    void writeNow() {
        pending.stop();
        if (!document.isDirty()) {
            store.discard();
            return;
        }
        try {
            store.write(document.graph(), document.file(), base.get());
            failed = false;
        } catch (IOException e) {
            if (!failed) {
                onFailure.accept("The recovery copy could not be written: " + e.getMessage());
            }
            failed = true;
        }
    }

    /** A clean quit: no copy stays behind. */
    void close() {
        pending.stop();
        store.close();
    }
}
