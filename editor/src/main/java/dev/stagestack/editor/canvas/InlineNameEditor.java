package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/**
 * A text field over a state's name: Enter or leaving it renames, Escape cancels. Asked to open while
 * one is open (F2 again), the open one keeps the keyboard and what was typed in it.
 */
public final class InlineNameEditor {
    private static final String ID = "inline-name-editor";

    private InlineNameEditor() {}

    /** Opens the editor on the state; does nothing when editing is locked or the state is gone. */
    public static void open(GraphCanvas canvas, GraphEdits edits, String stateId) {
        open(canvas, edits, stateId, id -> {});
    }

    /**
     * Opens the editor on the state; once the name is kept or cancelled, {@code afterwards} gets the
     * state's id (a name can change an id the editor made).
     */
    public static void open(GraphCanvas canvas, GraphEdits edits, String stateId, Consumer<String> afterwards) {
        Node open = canvas.overlayLayer().lookup("#" + ID);
        if (open != null) {
            open.requestFocus();
            return;
        }
        StateSkin skin = canvas.stateSkins().get(stateId);
        if (skin == null || !canvas.document().isEditable()) {
            return;
        }
        TextField field = new TextField(skin.state().name());
        field.setId(ID);
        field.getStyleClass().add(EditorStyles.INLINE_EDITOR);
        field.setPrefWidth(StateBox.WIDTH - 20);
        field.relocate(skin.x() + 10, skin.y() + 6);
        boolean[] done = {false};
        Consumer<Boolean> close = keep -> {
            if (!done[0]) {
                done[0] = true;
                canvas.overlayLayer().getChildren().remove(field);
                canvas.requestFocus();
                afterwards.accept(keep ? edits.rename(stateId, field.getText()) : stateId);
            }
        };
        field.setOnAction(e -> close.accept(true));
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                close.accept(false);
                e.consume();
            }
        });
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is) {
                close.accept(true);
            }
        });
        canvas.overlayLayer().getChildren().add(field);
        field.requestFocus();
        field.selectAll();
    }
}
