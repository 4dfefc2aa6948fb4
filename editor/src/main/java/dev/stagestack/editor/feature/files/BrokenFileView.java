package dev.stagestack.editor.feature.files;

import dev.stagestack.editor.core.Notices;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.model.Problem;
import dev.stagestack.model.io.AtomicFiles;
import java.io.IOException;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Modality;
import javafx.stage.Stage;

/**
 * A file that could not be read as a graph: its text, editable, beside its problems. Choosing a
 * problem puts the caret at its line and column, and a click on it takes you there to type;
 * "Try again" reads the edited text; nothing is lost.
 */
final class BrokenFileView {
    private final Notices notices;
    private final FileController files;
    private final OpenedFile file;
    private final Stage stage = new Stage();
    private final TextArea text = new TextArea();
    private final ListView<Problem> problems = new ListView<>();

    BrokenFileView(Notices notices, FileController files, OpenedFile file) {
        this.notices = notices;
        this.files = files;
        this.file = file;
        text.setText(file.text() == null ? "" : file.text());
        text.getStyleClass().add("monospace");
        problems.getItems().setAll(file.problems());
        problems.setCellFactory(list -> new RepairProblemCell());
        problems.getSelectionModel().selectedItemProperty().addListener((o, was, p) -> jumpTo(p));
        // after the click, which the list ends by taking the focus: the caret shows where the problem is
        problems.setOnMouseClicked(e -> text.requestFocus());
    }

    void show() {
        Label header =
                new Label((file.path() == null ? "This text" : file.path().getFileName())
                        + " is not a graph the editor can open yet. Fix it here and try again.");
        header.setWrapText(true);
        Button retry = new Button("Try again");
        retry.setDefaultButton(true);
        retry.setOnAction(e -> retry());
        Button saveText = new Button("Save text");
        // a file whose text could not be read (not UTF-8, too large) is never overwritten from here
        saveText.setDisable(file.path() == null || file.text() == null);
        saveText.setOnAction(e -> saveText());
        HBox buttons = new HBox(8, saveText, retry);
        SplitPane split = new SplitPane(text, problems);
        split.setDividerPositions(0.65);
        BorderPane root = new BorderPane(split, header, null, buttons, null);
        BorderPane.setMargin(header, new Insets(10));
        BorderPane.setMargin(buttons, new Insets(10));
        stage.setTitle(
                "Problems in " + (file.path() == null ? "text" : file.path().getFileName()));
        stage.initOwner(notices.owner());
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setScene(new Scene(root, 980, 620));
        stage.show();
    }

    private void jumpTo(Problem p) {
        if (p == null || p.line() <= 0) {
            return;
        }
        String content = text.getText();
        int offset = 0;
        for (int line = 1; line < p.line() && offset >= 0; line++) {
            offset = content.indexOf('\n', offset) + 1;
        }
        text.positionCaret(Math.min(content.length(), Math.max(0, offset) + Math.max(0, p.column() - 1)));
    }

    private void retry() {
        OpenedFile again = GraphFiles.parse(file.path(), text.getText());
        if (again.graph() == null) {
            problems.getItems().setAll(again.problems());
            return;
        }
        stage.close();
        files.show(again, !again.text().equals(file.text()));
    }

    private void saveText() {
        try {
            AtomicFiles.writeString(file.path(), text.getText());
            notices.toast("Saved the text of " + file.path().getFileName());
        } catch (IOException e) {
            notices.alert("Could not save " + file.path(), e.getMessage());
        }
    }
}
