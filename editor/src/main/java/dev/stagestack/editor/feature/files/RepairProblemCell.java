package dev.stagestack.editor.feature.files;

import atlantafx.base.theme.Styles;
import dev.stagestack.model.Problem;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * A problem in the repair window: {@code line:col: message}, wrapped to the list's width so that all
 * of it reads without scrolling. The file is the window's (its title and header name it once); the
 * code and JSON path are in the tooltip, as in the problems panel.
 */
final class RepairProblemCell extends ListCell<Problem> {
    /** Room the cell's padding and the list's vertical scroll bar take from its width. */
    private static final double MARGIN = 32;

    private final Text text = new Text();

    RepairProblemCell() {
        text.getStyleClass().add(Styles.TEXT);
        listViewProperty().addListener((o, was, list) -> {
            text.wrappingWidthProperty().unbind();
            if (list != null) {
                text.wrappingWidthProperty().bind(list.widthProperty().subtract(MARGIN));
            }
        });
        setPrefWidth(0);
    }

    /** {@code line:col: message}, {@code warning: } before a warning's message; no position when it is unknown. */
    static String shown(Problem p) {
        String where = p.line() > 0 ? p.line() + ":" + Math.max(1, p.column()) + ": " : "";
        return where + (p.isError() ? "" : "warning: ") + p.message();
    }

    @Override
    protected void updateItem(Problem p, boolean empty) {
        super.updateItem(p, empty);
        setText(null);
        text.setText(empty || p == null ? "" : shown(p));
        setGraphic(empty || p == null ? null : text);
        setTooltip(empty || p == null ? null : new Tooltip(p.code() + " at " + p.path()));
    }
}
