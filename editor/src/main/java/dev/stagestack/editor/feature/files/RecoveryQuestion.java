package dev.stagestack.editor.feature.files;

import dev.stagestack.editor.files.RecoveredWork;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Asks whether to take back unsaved work an editor left when it ended without a clean quit. */
final class RecoveryQuestion {
    private RecoveryQuestion() {}

    /** What the user said: take the work back, delete the copy, or leave it for the next start. */
    enum Answer {
        RECOVER,
        DISCARD,
        LATER
    }

    /** The "Later" button, and what closing the question (Esc, the window's close box) means. */
    static final ButtonType LATER = new ButtonType("Later", ButtonBar.ButtonData.CANCEL_CLOSE);

    /**
     * Asks; {@code others} copies stay for the next start. Only an explicit No deletes the copy:
     * Later, Esc or closing the question keeps it, so no work is lost to a stray key.
     */
    static Answer ask(Window editor, RecoveredWork work, int others) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, text(work, others), ButtonType.YES, ButtonType.NO, LATER);
        alert.setTitle("Stagestack");
        alert.setHeaderText("Recover unsaved work");
        if (editor.isShowing()) {
            alert.initOwner(editor);
        } // else asked at the start, before the editor's window shows: a window of its own
        ButtonType answer = alert.showAndWait().orElse(LATER);
        return answer == ButtonType.YES ? Answer.RECOVER : answer == ButtonType.NO ? Answer.DISCARD : Answer.LATER;
    }

    static String text(RecoveredWork work, int others) {
        String when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT)
                .format(work.savedAt().atZone(ZoneId.systemDefault()));
        String from = work.file().path() == null
                ? "a graph never saved"
                : work.file().path().getFileName().toString();
        String text = "An editor did not close normally. Recover its unsaved work on \""
                + work.file().graph().name() + "\" (" + from + ", copied " + when
                + ")?\nNo deletes the copy; Later keeps it "
                + "for the next start.";
        return others == 0
                ? text
                : text + "\n" + others + " more " + (others == 1 ? "copy is" : "copies are")
                        + " kept for the next start.";
    }
}
