package dev.stagestack.editor.panel;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import java.util.Locale;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Insets;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Every state and transition as a filterable list; choosing one selects it and brings it into view. */
public final class OutlinePanel extends VBox {
    private final EditorDocument document;
    private final GraphCanvas canvas;
    private final ObservableList<Entry> entries = FXCollections.observableArrayList();
    private final FilteredList<Entry> filtered = new FilteredList<>(entries);
    private final ListView<Entry> list = new ListView<>(filtered);

    /** One row: the element and the text shown for it. */
    public record Entry(ElementRef ref, String text, String focusState) {}

    public OutlinePanel(EditorDocument document, GraphCanvas canvas) {
        super(8);
        this.document = document;
        this.canvas = canvas;
        getStyleClass().add(EditorStyles.OUTLINE);
        setPadding(new Insets(8));
        TextField filter = new TextField();
        filter.setPromptText("Filter states and transitions");
        filter.textProperty().addListener((o, was, is) -> {
            String needle = is.toLowerCase(Locale.ROOT);
            filtered.setPredicate(e -> e.text().toLowerCase(Locale.ROOT).contains(needle));
        });
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Entry item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.text());
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, e) -> choose(e));
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(filter, list);
        document.graphProperty().addListener((o, was, g) -> fill(g));
        fill(document.graph());
    }

    private void fill(Graph g) {
        java.util.List<Entry> rows = new java.util.ArrayList<>();
        g.states()
                .forEach(s ->
                        rows.add(new Entry(ElementRef.state(s.id()), "▢  " + s.name() + "  (" + s.id() + ")", s.id())));
        g.transitions()
                .forEach(t -> rows.add(new Entry(
                        ElementRef.transition(t.id()),
                        "→  " + t.from() + ": " + t.trigger().describe() + " ⇒ "
                                + String.join(
                                        ", ",
                                        t.actions().stream()
                                                .map(a -> a.describe())
                                                .toList()),
                        t.from())));
        entries.setAll(rows);
    }

    private void choose(Entry e) {
        if (e != null) {
            document.selection().select(e.ref());
            canvas.follow(e.focusState());
        }
    }
}
