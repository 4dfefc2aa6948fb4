package dev.stagestack.editor.panel;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.tools.paths.Configuration;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.Coverage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Coverage tab: which states, transitions and stack configurations the measured runs exercised
 * (the graph's generated test paths, or traces and scripts loaded from files), what they never
 * exercised — choosing a row selects it on the canvas — and the reachable configurations they
 * missed with the shortest path to each, which Play runs in the embedded player.
 */
public final class CoveragePanel extends VBox {

    /** A run measured: its name, what it is, and its input as a script when it can be played. */
    public record MeasuredRun(String name, String detail, Script script) {}

    /** One row of a list: its text, and what it selects or plays. */
    private record Row(String text, String detail, List<ElementRef> elements, Script script) {
        /** The row as its list shows it. */
        @Override
        public String toString() {
            return text;
        }
    }

    private final EditorDocument document;
    private final GraphCanvas canvas;
    private final Button runPaths = new Button("Run test paths");
    private final Button addRuns = new Button("Add runs…");
    private final Button clear = new Button("Clear");
    private final Label status = new Label();
    private final SummaryRow states = new SummaryRow("States");
    private final SummaryRow transitions = new SummaryRow("Transitions");
    private final SummaryRow configurations = new SummaryRow("Configurations");
    private final ListView<Row> runs = rowList("coverage-runs");
    private final ListView<Row> never = rowList("coverage-never");
    private final ListView<Row> unreached = rowList("coverage-unreached");
    private final Label pathText = new Label();
    private final Button playRun = new Button("Play run");
    private final Button playPath = new Button("Play path");
    private Consumer<Script> onPlay = script -> {};

    public CoveragePanel(EditorDocument document, GraphCanvas canvas) {
        super(8);
        this.document = document;
        this.canvas = canvas;
        getStyleClass().add(EditorStyles.COVERAGE);
        getStylesheets().add(CoveragePanel.class.getResource("coverage.css").toExternalForm());
        setPadding(new Insets(8));
        runPaths.setId("coverage-run-paths");
        runPaths.setTooltip(new Tooltip("Explore the graph's stack configurations, generate scripts that cover every"
                + " transition, run them headless and paint what they exercised"));
        addRuns.setId("coverage-add-runs");
        addRuns.setTooltip(
                new Tooltip("Measure traces (stagestack trace --explain, the player's export) or .script files"));
        clear.setId("coverage-clear");
        status.setId("coverage-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        pathText.setId("coverage-path");
        pathText.setWrapText(true);
        pathText.setMinHeight(Region.USE_PREF_SIZE);
        playRun.setId("coverage-play-run");
        playPath.setId("coverage-play-path");
        playRun.setDisable(true);
        playPath.setDisable(true);
        playRun.setOnAction(e -> play(runs));
        playPath.setOnAction(e -> play(unreached));
        runs.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, was, row) -> playRun.setDisable(row == null || row.script() == null));
        never.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> reveal(row));
        unreached.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            playPath.setDisable(row == null);
            pathText.setText(row == null ? "" : row.detail());
            reveal(row);
        });
        runs.setPrefHeight(96);
        for (ListView<Row> list : List.of(runs, never, unreached)) {
            list.setMinHeight(74);
        }
        VBox.setVgrow(never, Priority.ALWAYS);
        VBox.setVgrow(unreached, Priority.ALWAYS);
        HBox buttons = new HBox(6, runPaths, addRuns, clear);
        GridPane summary = new GridPane();
        summary.setHgap(8);
        summary.setVgap(4);
        states.addTo(summary, 0);
        transitions.addTo(summary, 1);
        configurations.addTo(summary, 2);
        getChildren()
                .addAll(
                        buttons,
                        status,
                        summary,
                        legend(),
                        heading("Runs measured", playRun),
                        runs,
                        heading("Never exercised"),
                        never,
                        heading("Configurations never reached", playPath),
                        unreached,
                        pathText);
        showNothing("Run the graph's test paths, or add traces and scripts, to see what they exercise.");
    }

    /** What the buttons do: run the generated paths, add runs from files, forget every run, play a script. */
    public void setActions(Runnable runTestPaths, Runnable addRunFiles, Runnable clearAll, Consumer<Script> play) {
        runPaths.setOnAction(e -> runTestPaths.run());
        addRuns.setOnAction(e -> addRunFiles.run());
        clear.setOnAction(e -> clearAll.run());
        onPlay = play;
    }

    /** While a measurement runs: the buttons wait, the status says what is going on. */
    public void showWorking(String text) {
        status.setText(text);
        runPaths.setDisable(true);
        addRuns.setDisable(true);
    }

    /** No measurement shown (none made, cleared, or the graph changed since): {@code why} says which. */
    public void showNothing(String why) {
        status.setText(why);
        placeholders("Not measured", "Not measured", "Not measured");
        runPaths.setDisable(false);
        addRuns.setDisable(false);
        states.clear();
        transitions.clear();
        configurations.clear();
        runs.getItems().clear();
        never.getItems().clear();
        unreached.getItems().clear();
        pathText.setText("");
    }

    /** The status line's text. */
    public String status() {
        return status.getText();
    }

    /** What keeps the configurations counted from being all there are: a budget spent (as paths says it), or the depth. */
    private static String explorationNote(ConfigurationGraph.Exploration exploration) {
        if (exploration.complete()) {
            return "";
        }
        return exploration
                .stopped()
                .map(stop -> " · exploration " + stop)
                .orElse(" · exploration incomplete (depth): at least this many configurations");
    }

    /**
     * Shows a measurement of the document's graph by {@code measured}.
     *
     * @param coverage what the runs exercised
     * @param measured the runs, in the order measured
     * @param summary  the status line: what was measured, how
     */
    public void show(Coverage coverage, List<MeasuredRun> measured, String summary) {
        runPaths.setDisable(false);
        addRuns.setDisable(false);
        placeholders(
                "No runs",
                coverage.transitionsKnown()
                        ? "Nothing: every state and transition was exercised"
                        : "Nothing: every state was entered",
                "None: every reachable configuration was committed");
        status.setText(summary + explorationNote(coverage.reachable().exploration()));
        Graph graph = coverage.graph();
        states.show(coverage.exercisedStates(), graph.states().size());
        if (coverage.transitionsKnown()) {
            transitions.show(
                    coverage.exercisedTransitions(), graph.transitions().size());
        } else {
            transitions.unknown("no run named the transitions that fired: use trace --explain or .script files");
        }
        configurations.show(
                coverage.exercisedConfigurations(),
                coverage.reachable().configurations().size());
        runs.getItems()
                .setAll(measured.stream()
                        .map(r -> new Row(r.name(), r.detail(), List.of(), r.script()))
                        .toList());
        never.getItems().setAll(neverRows(coverage));
        unreached.getItems().setAll(unreachedRows(coverage));
    }

    private static List<Row> neverRows(Coverage coverage) {
        ProblemPlaces places = new ProblemPlaces(coverage.graph());
        List<Row> rows = new ArrayList<>();
        for (String id : coverage.missedStates()) {
            ElementRef ref = ElementRef.state(id);
            rows.add(new Row("state " + places.nameOf(ref), "", List.of(ref), null));
        }
        if (coverage.transitionsKnown()) {
            for (String id : coverage.missedTransitions()) {
                ElementRef ref = ElementRef.transition(id);
                rows.add(new Row(places.nameOf(ref), "", List.of(ref), null));
            }
        }
        return rows;
    }

    private static List<Row> unreachedRows(Coverage coverage) {
        ProblemPlaces places = new ProblemPlaces(coverage.graph());
        List<Row> rows = new ArrayList<>();
        for (Configuration c : coverage.missedConfigurations()) {
            var path = coverage.reachable().pathTo(c).orElseThrow();
            List<String> lines = path.scriptLines();
            String detail = "Reach " + c + " with: "
                    + (lines.isEmpty() ? "no input, " + path.length() + " ticks" : String.join(", ", lines));
            rows.add(new Row(
                    String.join(" › ", places.names(c.states())),
                    detail,
                    List.of(ElementRef.state(c.head())),
                    path.script()));
        }
        return rows;
    }

    private void play(ListView<Row> list) {
        Row row = list.getSelectionModel().getSelectedItem();
        if (row != null && row.script() != null) {
            onPlay.accept(row.script());
        }
    }

    private void reveal(Row row) {
        if (row == null || row.elements().isEmpty()) {
            return;
        }
        document.selection().selectAll(row.elements());
        ElementRef first = row.elements().get(0);
        String state = first.isState()
                ? first.id()
                : document.graph().transitions().stream()
                        .filter(t -> t.id().equals(first.id()))
                        .map(t -> t.from())
                        .findFirst()
                        .orElse(null);
        if (state != null) {
            canvas.follow(state);
        }
    }

    /** The rows of the runs list, in order (for tests and the status bar). */
    public List<String> runNames() {
        return runs.getItems().stream().map(Row::text).toList();
    }

    private void placeholders(String forRuns, String forNever, String forUnreached) {
        runs.setPlaceholder(new Label(forRuns));
        never.setPlaceholder(new Label(forNever));
        unreached.setPlaceholder(new Label(forUnreached));
    }

    private static ListView<Row> rowList(String id) {
        ListView<Row> list = new ListView<>();
        list.setId(id);
        list.setPrefHeight(120);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Row row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.text());
                setTooltip(empty || row == null || row.detail().isEmpty() ? null : new Tooltip(row.detail()));
            }
        });
        return list;
    }

    /** A section's title, with the buttons that act on its list at the right. */
    private static HBox heading(String text, Button... actions) {
        Label label = new Label(text);
        label.getStyleClass().add("coverage-heading");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox row = new HBox(6, label, gap);
        for (Button action : actions) {
            action.setMinWidth(Region.USE_PREF_SIZE);
        }
        row.getChildren().addAll(actions);
        row.setAlignment(Pos.BOTTOM_LEFT);
        return row;
    }

    private static HBox legend() {
        Region exercised = new Region();
        exercised.getStyleClass().addAll("coverage-swatch", "exercised");
        Region neverSwatch = new Region();
        neverSwatch.getStyleClass().addAll("coverage-swatch", "never");
        HBox legend = new HBox(6, exercised, new Label("exercised"), neverSwatch, new Label("never exercised"));
        legend.setAlignment(Pos.CENTER_LEFT);
        return legend;
    }

    /** A kind's line of the summary: its name, "5 of 7", a bar and the percentage. */
    private static final class SummaryRow {
        private final Label name;
        private final Label count = new Label();
        private final ProgressBar bar = new ProgressBar(0);
        private final Label percent = new Label();

        SummaryRow(String kind) {
            name = new Label(kind);
            String id = "coverage-" + kind.toLowerCase(Locale.ROOT);
            count.setId(id);
            percent.setId(id + "-percent");
            bar.setPrefWidth(90);
        }

        void addTo(GridPane grid, int row) {
            grid.addRow(row, name, count, bar, percent);
        }

        void show(int done, int of) {
            count.setText(done + " of " + of);
            bar.setProgress(of == 0 ? 1 : (double) done / of);
            percent.setText(String.format(Locale.ROOT, "%.1f %%", Coverage.percent(done, of)));
            count.setTooltip(null);
        }

        void unknown(String why) {
            count.setText("?");
            bar.setProgress(0);
            percent.setText("");
            count.setTooltip(new Tooltip(why));
        }

        void clear() {
            count.setText("–");
            bar.setProgress(0);
            percent.setText("");
            count.setTooltip(null);
        }
    }
}
