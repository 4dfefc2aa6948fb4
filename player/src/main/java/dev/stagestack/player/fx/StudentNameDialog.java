package dev.stagestack.player.fx;

import java.util.Optional;
import javafx.scene.control.TextInputDialog;

/** Asks a student's name, once, for the answers file of a lesson (docs/teaching.md, "Answers files"). */
final class StudentNameDialog {

    private StudentNameDialog() {}

    /** The name typed, or empty when the dialog was cancelled; {@code owner} (the player's window) has the keys again after it. */
    static Optional<String> ask(javafx.stage.Window owner) {
        TextInputDialog dialog = new TextInputDialog();
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.setTitle("Your name");
        dialog.setHeaderText("Your answers are kept for your teacher. What is your name?");
        dialog.setContentText("Name:");
        dialog.getEditor().setId("student-name");
        Optional<String> name = dialog.showAndWait().map(String::strip);
        if (owner != null) {
            owner.requestFocus();
        }
        return name;
    }
}
