package dev.stagestack.editor.panel;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/** Cells of the problems table: text that wraps to its column, and rows that show the JSON path. */
final class ProblemCells {
    /** Room the cell's padding takes from the column's width. */
    private static final double PADDING = 12;

    private ProblemCells() {}

    /** A column whose text wraps at the column's width, so a long message is never cut off. */
    static TableColumn<ProblemRow, String> wrappingColumn(
            String title, double width, Function<ProblemRow, String> text) {
        TableColumn<ProblemRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        column.setCellFactory(c -> new WrappingCell());
        return column;
    }

    /** A row whose tooltip gives the problem's code and JSON path, as the CLI prints them. */
    static TableRow<ProblemRow> rowWithPathTooltip() {
        return new TableRow<>() {
            @Override
            protected void updateItem(ProblemRow row, boolean empty) {
                super.updateItem(row, empty);
                setTooltip(
                        empty || row == null
                                ? null
                                : new Tooltip(row.problem().code() + " at "
                                        + row.problem().path()));
            }
        };
    }

    private static final class WrappingCell extends TableCell<ProblemRow, String> {
        private final Text text = new Text();

        WrappingCell() {
            text.getStyleClass().add("problem-text");
            text.wrappingWidthProperty().bind(widthProperty().subtract(PADDING));
            setPrefHeight(USE_COMPUTED_SIZE);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            text.setText(empty || item == null ? "" : item);
            setGraphic(empty || item == null ? null : text);
            setText(null);
        }
    }
}
