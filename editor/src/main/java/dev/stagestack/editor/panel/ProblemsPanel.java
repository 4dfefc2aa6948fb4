package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Problems of the file being edited, of the live check and every finding of the stack analysis,
 * one row each, placed by name ("Pause menu (pause)"; the JSON path is in the row's tooltip) and
 * wrapped to the column's width. Selecting a row selects what it is about on the canvas (all the
 * states of a cycle) and brings it into view. The header sums up the stack analysis. Until the live
 * check of the graph shown is in, the panel says it is checking, never "No problems found".
 */
public final class ProblemsPanel extends BorderPane {
    /** What the panel says while the live check of the graph shown runs. */
    public static final String CHECKING = "Checking…";
    /** The style class of the header's summary ("3 errors, 1 warning"). */
    public static final String SUMMARY_STYLE = "problems-summary";

    private final EditorDocument document;
    private final GraphCanvas canvas;
    private final TableView<ProblemRow> table = new TableView<>();
    private final Label summary = new Label();
    private final Label placeholder = new Label();
    private final Label depth = new Label();
    private final ProblemRows problemRows = new ProblemRows();
    private StackInsight insight = StackInsight.UNKNOWN;
    private Graph insightGraph;

    public ProblemsPanel(EditorDocument document, GraphCanvas canvas) {
        this.document = document;
        this.canvas = canvas;
        getStyleClass().add(EditorStyles.PROBLEMS);
        getStylesheets().add(ProblemsPanel.class.getResource("problems.css").toExternalForm());
        table.getColumns().add(severityColumn());
        table.getColumns().add(ProblemCells.wrappingColumn("Where", 260, ProblemRow::where));
        table.getColumns()
                .add(ProblemCells.wrappingColumn(
                        "Problem", 700, r -> r.problem().message()));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(placeholder);
        summary.getStyleClass().add(SUMMARY_STYLE);
        table.setRowFactory(t -> ProblemCells.rowWithPathTooltip());
        table.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> reveal(row));
        HBox header = new HBox(12, summary, depth);
        header.setAlignment(Pos.CENTER_LEFT);
        header.setPadding(new Insets(6, 10, 6, 10));
        setTop(header);
        setCenter(table);
        refresh();
        document.graphProperty().addListener((o, was, graph) -> showWhetherChecked());
    }

    private static TableColumn<ProblemRow, Problem> severityColumn() {
        TableColumn<ProblemRow, Problem> column = new TableColumn<>("");
        column.setPrefWidth(36);
        column.setMaxWidth(36);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().problem()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Problem p, boolean empty) {
                super.updateItem(p, empty);
                FontIcon icon = empty || p == null
                        ? null
                        : new FontIcon(p.isError() ? EditorIcon.CLOSE_CIRCLE : EditorIcon.ALERT);
                if (icon != null) {
                    icon.getStyleClass().add(p.isError() ? Styles.DANGER : Styles.WARNING);
                }
                setGraphic(icon);
            }
        });
        return column;
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
        this.insight = insight;
        this.insightGraph = graph;
        depth.setText(new ProblemPlaces(graph).depthHeader(insight));
        depth.pseudoClassStateChanged(EditorStyles.ERROR, insight.isUnbounded());
        refresh();
    }

    private void refresh() {
        Graph graph = document.graph();
        ProblemPlaces places = new ProblemPlaces(graph);
        List<ProblemRow> all =
                new ArrayList<>(problemRows.rows().stream().map(places::rowOf).toList());
        if (insightGraph == graph) {
            all.addAll(places.findingsOf(insight));
        }
        table.getItems().setAll(all);
        showWhetherChecked();
    }

    /** The summary and the empty list's text: what the rows say, and whether the graph shown is checked yet. */
    private void showWhetherChecked() {
        boolean checking = !isChecked();
        List<ProblemRow> shown = table.getItems();
        long errors = shown.stream().filter(r -> r.problem().isError()).count();
        long warnings = shown.size() - errors;
        String counts = shown.isEmpty()
                ? "No problems"
                : errors
                        + (errors == 1 ? " error, " : " errors, ")
                        + warnings
                        + (warnings == 1 ? " warning" : " warnings");
        summary.setText(
                checking ? (shown.isEmpty() ? CHECKING : counts + " · " + CHECKING.toLowerCase(Locale.ROOT)) : counts);
        summary.pseudoClassStateChanged(EditorStyles.ERROR, errors > 0);
        placeholder.setText(checking ? CHECKING : "No problems found");
    }

    /** Whether the live check of the graph shown is in: until then, no list of problems is complete. */
    public boolean isChecked() {
        return problemRows.hasCheckOf(document.graph());
    }

    private void reveal(ProblemRow row) {
        if (row == null || row.elements().isEmpty()) {
            return;
        }
        document.selection().selectAll(row.elements());
        canvas.follow(stateOf(row.elements().get(0)));
    }

    private String stateOf(ElementRef ref) {
        if (ref.isState()) {
            return ref.id();
        }
        return document.graph().transitions().stream()
                .filter(t -> t.id().equals(ref.id()))
                .map(t -> t.from())
                .findFirst()
                .orElse(ref.id());
    }

    /** Whether the live check's findings for {@code graph} are shown. */
    public boolean showsCheckOf(Graph graph) {
        return problemRows.hasCheckOf(graph);
    }

    /** The problems of the rows shown, in order (file problems first, analysis findings last). */
    public List<Problem> rows() {
        return table.getItems().stream().map(ProblemRow::problem).toList();
    }

    /** Selects row {@code index}, as a click on it would. */
    public void selectRow(int index) {
        table.getSelectionModel().select(index);
    }
}
