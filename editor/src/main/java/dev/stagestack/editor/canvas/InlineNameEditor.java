package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/** A text field over a state's name: Enter or leaving it renames, Escape cancels. */
public final class InlineNameEditor {
    private InlineNameEditor() {
    }

    /** Opens the editor on the state; does nothing when editing is locked or the state is gone. */
    public static void open(GraphCanvas canvas, GraphEdits edits, String stateId) {
        StateSkin skin = canvas.stateSkins().get(stateId);
        if (skin == null || !canvas.document().isEditable()) {
            return;
        }
        TextField field = new TextField(skin.state().name());
        field.getStyleClass().add(EditorStyles.INLINE_EDITOR);
        field.setPrefWidth(StateBox.WIDTH - 20);
        field.relocate(skin.x() + 10, skin.y() + 6);
        boolean[] done = {false};
        Runnable close = () -> {
            if (!done[0]) {
                done[0] = true;
                canvas.overlayLayer().getChildren().remove(field);
                canvas.requestFocus();
            }
        };
        field.setOnAction(e -> {
            String text = field.getText();
            close.run();
            edits.rename(stateId, text);
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                close.run();
                e.consume();
            }
        });
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is && !done[0]) {
                String text = field.getText();
                close.run();
                edits.rename(stateId, text);
            }
        });
        canvas.overlayLayer().getChildren().add(field);
        field.requestFocus();
        field.selectAll();
    }
}
