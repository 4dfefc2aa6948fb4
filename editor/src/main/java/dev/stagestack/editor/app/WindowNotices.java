package dev.stagestack.editor.app;

import dev.stagestack.editor.core.Notices;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The notices port on the editor's window: toasts over the canvas, dialogs owned by the window. */
final class WindowNotices implements Notices {
    private final Stage stage;
    private final CanvasArea canvasArea;

    WindowNotices(Stage stage, CanvasArea canvasArea) {
        this.stage = stage;
        this.canvasArea = canvasArea;
    }

    @Override
    public void toast(String message) {
        canvasArea.toast(message);
    }

    @Override
    public void alert(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message);
        alert.setHeaderText(header);
        alert.initOwner(stage);
        alert.showAndWait();
    }

    @Override
    public Optional<ButtonType> confirm(Alert question) {
        question.initOwner(stage);
        return question.showAndWait();
    }

    @Override
    public Optional<Path> chooseFileToOpen(FileChooser dialog) {
        return Optional.ofNullable(dialog.showOpenDialog(stage)).map(File::toPath);
    }

    @Override
    public List<Path> chooseFilesToOpen(FileChooser dialog) {
        List<File> files = dialog.showOpenMultipleDialog(stage);
        return files == null ? List.of() : files.stream().map(File::toPath).toList();
    }

    @Override
    public Optional<Path> chooseFileToSave(FileChooser dialog) {
        return Optional.ofNullable(dialog.showSaveDialog(stage)).map(File::toPath);
    }

    @Override
    public Window owner() {
        return stage;
    }
}
