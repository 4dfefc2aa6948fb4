package dev.stagestack.editor.app;

import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import java.util.List;

/** The keyboard and mouse shortcuts, as a sheet (F1 or Help). The same table is in docs/editor.md. */
public final class ShortcutsSheet {
    /** Every shortcut: keys and what they do. */
    public static final List<String[]> SHORTCUTS = List.of(
            new String[] {"Double-click background", "Add a state there"},
            new String[] {"Double-click state / F2", "Rename inline"},
            new String[] {"Drag the ● handle to a state", "Connect (push); to itself: restart"},
            new String[] {"Click, Shift+click, drag on background", "Select, add to selection, marquee"},
            new String[] {"Drag states", "Move (snaps to grid and guides; Alt: no snapping)"},
            new String[] {"Wheel", "Zoom at the pointer"},
            new String[] {"Space+drag, middle drag", "Pan"},
            new String[] {"Ctrl+= / Ctrl+- / Ctrl+0", "Zoom in / out / fit graph"},
            new String[] {"Ctrl+Shift+0", "Zoom to selection"},
            new String[] {"Ctrl+Z / Ctrl+Shift+Z", "Undo / redo"},
            new String[] {"Ctrl+X / C / V / D", "Cut / copy / paste / duplicate"},
            new String[] {"Delete", "Delete the selection"},
            new String[] {"Ctrl+A", "Select all"},
            new String[] {"Ctrl+Shift+N", "Add a state"},
            new String[] {"Ctrl+L", "Auto-layout"},
            new String[] {"Ctrl+G", "Snap to grid on/off"},
            new String[] {"Ctrl+Shift+L", "Dark / light theme"},
            new String[] {"Ctrl+N / O / S / Shift+S", "New / open / save / save as"},
            new String[] {"F9 / Shift+F9", "Play / stop"},
            new String[] {"Click an edge while playing", "Fire it (key, button or signal of the head)"},
            new String[] {"F1", "This sheet"});

    private ShortcutsSheet() {
    }

    public static void show(Window owner) {
        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        grid.setPadding(new Insets(8));
        for (int i = 0; i < SHORTCUTS.size(); i++) {
            Label keys = new Label(SHORTCUTS.get(i)[0]);
            keys.getStyleClass().add("text-bold");
            grid.addRow(i, keys, new Label(SHORTCUTS.get(i)[1]));
        }
        Alert alert = new Alert(Alert.AlertType.INFORMATION, null, ButtonType.CLOSE);
        alert.setTitle("Keyboard shortcuts");
        alert.setHeaderText("Keyboard and mouse shortcuts");
        alert.getDialogPane().setContent(grid);
        alert.initOwner(owner);
        alert.show();
    }
}
