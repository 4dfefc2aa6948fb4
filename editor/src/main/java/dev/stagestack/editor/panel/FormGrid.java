package dev.stagestack.editor.panel;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

/**
 * A two-column form of labelled fields whose edits are committed when the user presses Enter or
 * leaves the field, and only when the value really changed.
 */
final class FormGrid extends GridPane {
    private int row;

    FormGrid() {
        setHgap(10);
        setVgap(8);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(72);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        getColumnConstraints().addAll(labels, fields);
    }

    void add(String label, Node field) {
        Label l = new Label(label);
        l.setLabelFor(field);
        addRow(row++, l, field);
        GridPane.setHgrow(field, Priority.ALWAYS);
        if (field instanceof javafx.scene.control.Control control) {
            control.setMaxWidth(Double.MAX_VALUE);
        }
    }

    void addWide(Node node) {
        add(node, 0, row++, 2, 1);
    }

    TextField text(String label, String value, Consumer<String> commit) {
        TextField field = new TextField(value == null ? "" : value);
        field.setId(idOf(label));
        CommitOnce.attach(field, commit);
        field.setOnAction(e -> CommitOnce.fire(field));
        add(label, field);
        return field;
    }

    TextArea area(String label, String value, Consumer<String> commit) {
        TextArea area = new TextArea(value == null ? "" : value);
        area.setId(idOf(label));
        area.setWrapText(true);
        area.setPrefRowCount(4);
        CommitOnce.attach(area, commit);
        add(label, area);
        return area;
    }

    <T> ComboBox<T> choice(String label, List<T> values, T value, boolean editable, Consumer<T> commit) {
        ComboBox<T> box = LongChoices.measureFirstRows(new ComboBox<>());
        box.setId(idOf(label));
        box.getItems().setAll(values);
        box.setEditable(editable);
        box.setValue(value);
        box.valueProperty().addListener((o, was, is) -> {
            if (is != null && !Objects.equals(is, value)) {
                commit.accept(is);
            }
        });
        add(label, box);
        return box;
    }

    CheckBox check(String label, boolean value, Consumer<Boolean> commit) {
        CheckBox box = new CheckBox();
        box.setId(idOf(label));
        box.setSelected(value);
        box.selectedProperty().addListener((o, was, is) -> commit.accept(is));
        add(label, box);
        return box;
    }

    /** A stable node id for tests and accessibility, e.g. {@code field-tick-rate}. */
    static String idOf(String label) {
        return "field-" + label.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }
}
