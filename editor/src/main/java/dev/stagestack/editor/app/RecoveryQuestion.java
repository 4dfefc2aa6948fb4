package dev.stagestack.editor.app;

import dev.stagestack.editor.files.RecoveredWork;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;

/** Asks whether to take back unsaved work an editor left when it ended without a clean quit. */
final class RecoveryQuestion {
    private RecoveryQuestion() {
    }

    /** True when the user wants the work back; {@code others} copies stay for the next start. */
    static boolean ask(Stage editor, RecoveredWork work, int others) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, text(work, others), ButtonType.YES, ButtonType.NO);
        alert.setTitle("Stagestack");
        alert.setHeaderText("Recover unsaved work");
        if (editor.isShowing()) {
            alert.initOwner(editor);
        } else { // asked at the start, before the editor's window shows: a window of its own
            ((Stage) alert.getDialogPane().getScene().getWindow()).getIcons().setAll(editor.getIcons());
        }
        return alert.showAndWait().orElse(ButtonType.NO) == ButtonType.YES;
    }

    static String text(RecoveredWork work, int others) {
        String when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT)
                .format(work.savedAt().atZone(ZoneId.systemDefault()));
        String from = work.file().path() == null ? "a graph never saved"
                : work.file().path().getFileName().toString();
        String text = "An editor did not close normally. Recover its unsaved work on \""
                + work.file().graph().name() + "\" (" + from + ", copied " + when + ")?\nNo deletes the copy.";
        return others == 0 ? text : text + "\n" + others + " more "
                + (others == 1 ? "copy is" : "copies are") + " kept for the next start.";
    }
}
