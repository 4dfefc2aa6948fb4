package dev.stagestack.editor.feature.coverage;

import java.util.OptionalLong;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputDialog;
import javafx.stage.Window;

/**
 * Asks how many ticks a script runs for when its header does not say (no {@code --ticks N} before its
 * first event): Add runs… measures a run for as long as it lasted, and only the person who recorded it
 * knows that. OK takes a whole number of ticks from 1; the field starts at {@code trace}'s 600.
 */
public final class RunLengthDialog {

    /** The field's id, for the person's keys in tests. */
    public static final String FIELD_ID = "run-length-ticks";

    private RunLengthDialog() {}

    /**
     * @param owner    the window the dialog belongs to
     * @param fileName the script's file name
     * @param suggested the number the field starts with
     * @return the ticks given, empty when the person cancelled
     */
    static OptionalLong ask(Window owner, String fileName, long suggested) {
        TextInputDialog dialog = new TextInputDialog(Long.toString(suggested));
        dialog.initOwner(owner);
        dialog.setTitle("How long did the run last?");
        dialog.setHeaderText(fileName + " does not say how many ticks its run lasted\n"
                + "(its header has no --ticks N). Coverage runs it for as many as you give.");
        dialog.setContentText("Ticks to run it for:");
        dialog.getEditor().setId(FIELD_ID);
        dialog.getDialogPane()
                .lookupButton(ButtonType.OK)
                .disableProperty()
                .bind(javafx.beans.binding.Bindings.createBooleanBinding(
                        () -> parse(dialog.getEditor().getText()).isEmpty(),
                        dialog.getEditor().textProperty()));
        return dialog.showAndWait().map(RunLengthDialog::parse).orElse(OptionalLong.empty());
    }

    /** A whole number of ticks from 1, or empty. */
    static OptionalLong parse(String text) {
        String t = text.strip();
        if (t.isEmpty() || t.length() > 18 || !t.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return OptionalLong.empty();
        }
        long ticks = Long.parseLong(t);
        return ticks < 1 ? OptionalLong.empty() : OptionalLong.of(ticks);
    }
}
