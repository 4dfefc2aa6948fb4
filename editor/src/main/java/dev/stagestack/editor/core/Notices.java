package dev.stagestack.editor.core;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * How a feature speaks to the user without holding the window: a toast over the canvas, an alert,
 * a question, a file dialog. The window implements it; a test may give a feature its own.
 */
public interface Notices {

    /** A short message over the canvas that goes away by itself. */
    void toast(String message);

    /** An error the user must acknowledge. */
    void alert(String header, String message);

    /** Shows {@code question} over the window and waits for the answer (empty: closed without one). */
    Optional<ButtonType> confirm(Alert question);

    /** Shows {@code dialog}'s open dialog over the window; empty when cancelled. */
    Optional<Path> chooseFileToOpen(FileChooser dialog);

    /** Shows {@code dialog}'s open dialog for several files over the window; empty when cancelled. */
    List<Path> chooseFilesToOpen(FileChooser dialog);

    /** Shows {@code dialog}'s save dialog over the window; empty when cancelled. */
    Optional<Path> chooseFileToSave(FileChooser dialog);

    /** The window a feature's own dialog belongs to (its owner, for placing and modality). */
    Window owner();
}
