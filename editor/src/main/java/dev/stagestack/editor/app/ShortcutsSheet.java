package dev.stagestack.editor.app;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.core.EditorShortcut;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** The keyboard and mouse shortcuts of {@link EditorShortcut}, as a sheet (F1 or Help). */
public final class ShortcutsSheet {

    private ShortcutsSheet() {}

    public static void show(Window owner) {
        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        grid.setPadding(new Insets(8));
        for (EditorShortcut shortcut : EditorShortcut.values()) {
            Label keys = new Label(shortcut.keys());
            keys.getStyleClass().add(Styles.TEXT_BOLD);
            grid.addRow(shortcut.ordinal(), keys, new Label(shortcut.does()));
        }
        Alert alert = new Alert(Alert.AlertType.INFORMATION, null, ButtonType.CLOSE);
        alert.setTitle("Keyboard shortcuts");
        alert.setHeaderText("Keyboard and mouse shortcuts");
        alert.getDialogPane().setContent(grid);
        alert.initOwner(owner);
        alert.show();
    }
}
