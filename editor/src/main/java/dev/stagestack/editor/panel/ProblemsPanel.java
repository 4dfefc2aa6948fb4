package dev.stagestack.editor.panel;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.document.ProblemLocator;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;

/**
 * Problems of the file being edited and of the live check, one row each. Selecting a row selects
 * the culprit on the canvas and brings it into view. The header sums up the stack analysis.
 */
public final class ProblemsPanel extends BorderPane {
    private final EditorDocument document;
    private final GraphCanvas canvas;
    private final TableView<Problem> table = new TableView<>();
    private final Label summary = new Label();
    private final Label depth = new Label();
    private final ProblemRows problemRows = new ProblemRows();

    public ProblemsPanel(EditorDocument document, GraphCanvas canvas) {
        this.document = document;
        this.canvas = canvas;
        getStyleClass().add(EditorStyles.PROBLEMS);
        getStylesheets().add(ProblemsPanel.class.getResource("problems.css").toExternalForm());
        table.getColumns().add(severityColumn());
        table.getColumns().add(textColumn("Where", 260, ProblemsPanel::where));
        table.getColumns().add(textColumn("Problem", 700, Problem::message));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No problems found"));
        table.getSelectionModel().selectedItemProperty().addListener((o, was, p) -> reveal(p));
        HBox header = new HBox(12, summary, depth);
        header.setAlignment(Pos.CENTER_LEFT);
        header.setPadding(new Insets(6, 10, 6, 10));
        setTop(header);
        setCenter(table);
        refresh();
    }

    private static TableColumn<Problem, Problem> severityColumn() {
        TableColumn<Problem, Problem> column = new TableColumn<>("");
        column.setPrefWidth(36);
        column.setMaxWidth(36);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Problem p, boolean empty) {
                super.updateItem(p, empty);
                FontIcon icon = empty || p == null ? null
                        : new FontIcon(p.isError() ? EditorIcon.CLOSE_CIRCLE : EditorIcon.ALERT);
                if (icon != null) {
                    icon.getStyleClass().add(p.isError() ? "danger" : "warning");
                }
                setGraphic(icon);
            }
        });
        return column;
    }

    private static TableColumn<Problem, String> textColumn(String title, double width,
                                                           java.util.function.Function<Problem, String> text) {
        TableColumn<Problem, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        return column;
    }

    /** {@code file:line:col: path} for file problems, the JSON path for the live check's. */
    private static String where(Problem p) {
        if (p.file() == null) {
            return p.path();
        }
        return p.file() + (p.line() > 0 ? ":" + p.line() + ":" + Math.max(1, p.column()) : "") + ": " + p.path();
    }

    /**
     * Problems found while reading the open file, whose graph the document now holds (kept until it
     * is saved or another is opened; see {@link ProblemRows} for how they meet the live check's).
     */
    public void setFileProblems(List<Problem> problems) {
        problemRows.fileRead(document.graph(), problems);
        refresh();
    }

    /** The live check's findings for {@code graph}. */
    public void setCheckResult(Graph graph, List<Problem> problems, StackInsight insight) {
        problemRows.checked(graph, problems);
        depth.setText(insight.isUnbounded()
                ? "Stack grows without limit: " + String.join(" → ", insight.unboundedCycle())
                : insight.maxDepth().isPresent() ? "Max stack depth " + insight.maxDepth().getAsInt() : "");
        depth.pseudoClassStateChanged(EditorStyles.ERROR, insight.isUnbounded());
        refresh();
    }

    private void refresh() {
        List<Problem> all = problemRows.rows();
        table.getItems().setAll(all);
        long errors = all.stream().filter(Problem::isError).count();
        long warnings = all.size() - errors;
        summary.setText(all.isEmpty() ? "No problems" : errors + (errors == 1 ? " error, " : " errors, ")
                + warnings + (warnings == 1 ? " warning" : " warnings"));
        summary.pseudoClassStateChanged(EditorStyles.ERROR, errors > 0);
    }

    private void reveal(Problem p) {
        if (p == null) {
            return;
        }
        ProblemLocator.elementOf(document.graph(), p).ifPresent(ref -> {
            document.selection().select(ref);
            canvas.follow(stateOf(ref));
        });
    }

    private String stateOf(ElementRef ref) {
        if (ref.isState()) {
            return ref.id();
        }
        return document.graph().transitions().stream().filter(t -> t.id().equals(ref.id()))
                .map(t -> t.from()).findFirst().orElse(ref.id());
    }

    /** Whether the live check's findings for {@code graph} are shown. */
    public boolean showsCheckOf(Graph graph) {
        return problemRows.hasCheckOf(graph);
    }

    /** The rows shown, in order (file problems first). */
    public List<Problem> rows() {
        return List.copyOf(table.getItems());
    }

    /** Selects row {@code index}, as a click on it would. */
    public void selectRow(int index) {
        table.getSelectionModel().select(index);
    }
}
