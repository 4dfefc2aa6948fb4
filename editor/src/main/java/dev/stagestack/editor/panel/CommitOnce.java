package dev.stagestack.editor.panel;

import java.util.function.Consumer;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Commits a text field's edit exactly once: on Enter or when the field loses the keyboard, and only
 * if the text differs from what was last committed. Escape puts the committed text back. A field
 * taken out of the window (the inspector rebuilt after an undo) never commits.
 */
final class CommitOnce {
    private static final String KEY = CommitOnce.class.getName();

    private final TextInputControl field;
    private final Consumer<String> commit;
    private String committed;

    private CommitOnce(TextInputControl field, Consumer<String> commit) {
        this.field = field;
        this.commit = commit;
        this.committed = field.getText();
    }

    static void attach(TextInputControl field, Consumer<String> commit) {
        CommitOnce once = new CommitOnce(field, commit);
        field.getProperties().put(KEY, once);
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                once.fire();
            }
        });
        field.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && !field.getText().equals(once.committed)) {
                field.setText(once.committed);
                field.positionCaret(field.getLength());
                e.consume();
            }
        });
    }

    /** Commits the field now if it changed (Enter). */
    static void fire(TextInputControl field) {
        if (field.getProperties().get(KEY) instanceof CommitOnce once) {
            once.fire();
        }
    }

    private void fire() {
        String text = field.getText();
        if (field.getScene() == null || text.equals(committed)) {
            return;
        }
        committed = text;
        commit.accept(text);
    }
}
