package dev.stagestack.editor.feature.files;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ListView;
import javafx.stage.Window;

/**
 * Asks what to do about a file another program or editor changed since this editor read or saved it:
 * take the file's version (Reload), write this one over it (Keep mine), or look at what differs
 * first (Compare, which lists the differences in the question and leaves the choice open).
 */
final class ConflictQuestion {
    static final ButtonType RELOAD = new ButtonType("Reload", ButtonBar.ButtonData.LEFT);
    static final ButtonType KEEP_MINE = new ButtonType("Keep mine", ButtonBar.ButtonData.OTHER);
    static final ButtonType COMPARE = new ButtonType("Compare", ButtonBar.ButtonData.HELP_2);

    /** What the user said; closing the question (Esc, Cancel) decides nothing. */
    enum Answer {
        RELOAD,
        KEEP_MINE,
        UNDECIDED
    }

    private ConflictQuestion() {}

    /**
     * Asks about {@code file}; {@code differences} lists what differs from the file on disk to the
     * editor's graph, read when Compare is pressed; {@code saving} says whether a save waits on it.
     */
    static Answer ask(Window editor, Path file, boolean saving, Supplier<List<String>> differences) {
        Alert alert =
                new Alert(Alert.AlertType.WARNING, text(file, saving), RELOAD, KEEP_MINE, COMPARE, ButtonType.CANCEL);
        alert.setTitle("Stagestack");
        alert.setHeaderText(file.getFileName() + " changed on disk");
        alert.initOwner(editor);
        Button compare = (Button) alert.getDialogPane().lookupButton(COMPARE);
        compare.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume();
            showDifferences(alert, differences.get());
            compare.setDisable(true);
        });
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        return answer == RELOAD ? Answer.RELOAD : answer == KEEP_MINE ? Answer.KEEP_MINE : Answer.UNDECIDED;
    }

    private static String text(Path file, boolean saving) {
        String name = file.getFileName().toString();
        return "Another program or editor changed " + name + " since this editor opened or saved it.\n"
                + "Reload: show the file as it is now (Ctrl+Z brings back what you had).\n"
                + "Keep mine: " + (saving ? "save" : "keep editing") + " this version; "
                + (saving ? "it replaces" : "the next save replaces")
                + " theirs.\nCompare: list what differs first."
                + (saving ? "\nCancel: nothing is saved." : "");
    }

    private static void showDifferences(Alert alert, List<String> lines) {
        ListView<String> list = new ListView<>();
        list.setId("disk-differences");
        list.getItems()
                .setAll(lines.isEmpty() ? List.of("The graphs are equal: only the file's text differs.") : lines);
        double height = Math.min(320, 32 + 24 * Math.max(1, lines.size()));
        list.setPrefSize(560, height);
        list.setMinHeight(Math.min(height, 140));
        alert.getDialogPane().setExpandableContent(list);
        alert.getDialogPane().setExpanded(true);
    }
}
