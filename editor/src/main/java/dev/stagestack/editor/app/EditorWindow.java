package dev.stagestack.editor.app;

import dev.stagestack.editor.geometry.FreePlace;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.canvas.InlineNameEditor;
import dev.stagestack.editor.canvas.CanvasGestures;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.editor.files.RecentFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.panel.InspectorPanel;
import dev.stagestack.editor.panel.OutlinePanel;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.check.GraphCheck;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.json.SourceMap;
import dev.stagestack.model.load.GraphLoader;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/** The main window: menus and toolbar, the canvas with its overlays, the side panels. */
public final class EditorWindow {
    private final Stage stage;
    private final Preferences prefs;
    private final EditorDocument document;
    private final GraphEdits edits;
    private final GraphCanvas canvas;
    private final CanvasGestures gestures;
    private final FileController files;
    private final ProblemsPanel problems;
    private final LiveChecker checker;
    private final LayoutController layout;
    private final PlayController play;
    private final CoverageController coverage;
    private final ExportActions exports;
    private final EditorMenus menus;
    private CanvasArea canvasArea;
    private TabPane sidePanel;
    private final SplitPane workArea = new SplitPane();
    /** Where the divider between the canvas and the side panel was while the side panel showed. */
    private double sidePanelDivider;
    private final SplitPane workAndProblems = new SplitPane();
    /** What a scrolling side panel asks for, whatever its content needs: it scrolls rather than squeeze the problems list. */
    private static final double SCROLLING_PANEL_PREF_HEIGHT = 240;
    /** The file's text as read, while the graph is still the one read from it (read by the checker's worker). */
    private volatile FileSource fileSource = FileSource.NONE;

    public EditorWindow(Stage stage, Preferences prefs, RecoveryStore recovery) {
        this.stage = stage;
        this.prefs = prefs;
        this.sidePanelDivider = PanelLayout.sideDivider(prefs);
        this.document = new EditorDocument(GraphFiles.emptyGraph(), null);
        this.edits = new GraphEdits(document);
        edits.graphOpened(true);
        this.canvas = new GraphCanvas(document);
        this.gestures = new CanvasGestures(canvas, edits);
        this.files = new FileController(this, new RecentFiles(prefs), recovery);
        this.problems = new ProblemsPanel(document, canvas);
        this.checker = new LiveChecker(document, problems, canvas, this::validate);
        this.layout = new LayoutController(this);
        this.play = new PlayController(this, prefs);
        this.coverage = new CoverageController(this);
        play.playingProperty().addListener((o, was, playing) -> coverage.playingChanged(playing));
        this.exports = new ExportActions(this);
        StartupProbe.mark("window parts made");
        this.menus = new EditorMenus(this, new ClipboardActions(document, edits, this::toast));
        document.setOnBlocked(this::toast);
        buildScene();
    }

    /**
     * The Outline tab, whose list is made the first time the tab is chosen: until then neither the
     * first frame nor any edit pays for listing every state and transition (8,000 rows on a large graph).
     */
    private Tab outlineTab() {
        Tab tab = new Tab("Outline");
        tab.selectedProperty().addListener((o, was, selected) -> {
            if (selected && tab.getContent() == null) {
                tab.setContent(new OutlinePanel(document, canvas));
            }
        });
        return tab;
    }

    private void buildScene() {
        canvasArea = new CanvasArea(canvas, prefs);
        Tab coverageTab = new Tab("Coverage", scrolling(coverage.panel()));
        coverageTab.setId("coverage-tab");
        sidePanel = new TabPane(new Tab("Inspector", new InspectorPanel(document)), outlineTab(), coverageTab);
        sidePanel.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        sidePanel.setMinWidth(280);
        workArea.getItems().addAll(canvasArea, sidePanel);
        workArea.setDividerPositions(sidePanelDivider);
        sidePanel.getSelectionModel().select(PanelLayout.sideTab(prefs, sidePanel.getTabs().size()));
        workAndProblems.getItems().setAll(workArea, problems);
        workAndProblems.setOrientation(javafx.geometry.Orientation.VERTICAL);
        workAndProblems.setDividerPositions(PanelLayout.problemsDivider(prefs));
        BorderPane root = new BorderPane(workAndProblems);
        StartupProbe.mark("canvas and panels built");
        root.setTop(new VBox(menus.menuBar(), menus.toolBar()));
        StartupProbe.mark("menus and toolbar built");
        root.setBottom(menus.statusBar());
        // Every picture a pan takes of the canvas makes JavaFX repaint the whole window on the next
        // frame (Scene's snapshot marks the scene dirty); as cached bitmaps, the panels around
        // the canvas then cost a copy each instead of their controls (software renderer: 15 -> 6 ms).
        // A change inside one draws it again, as it would be drawn anyway.
        for (Node panel : List.of(sidePanel, problems, root.getTop(), root.getBottom())) {
            panel.setCache(true);
        }
        Scene scene = new Scene(root);
        scene.getStylesheets().add(EditorWindow.class.getResource("app.css").toExternalForm());
        files.installDropTarget(scene);
        stage.setScene(scene);
        stage.titleProperty().bind(document.titleProperty());
        stage.setOnCloseRequest(e -> {
            if (!close()) {
                e.consume();
            }
        });
        WindowPlacement.restore(stage, prefs);
    }

    /** Shows the window; the graph's first check starts once the first frame is up. */
    public void show() {
        stage.show();
        // where the user left them, once the window has its size (before, the split panes round them to a smaller one)
        workArea.setDividerPositions(sidePanelDivider);
        workAndProblems.setDividerPositions(PanelLayout.problemsDivider(prefs));
        canvas.requestFocus();
        checkAfterFirstFrame();
    }

    /**
     * The first validation and stack analysis wait for the first frame, so that on a small machine
     * they do not take the CPU from it; the problems and markers appear when the check is done.
     */
    private void checkAfterFirstFrame() {
        Scene scene = stage.getScene();
        scene.addPostLayoutPulseListener(new Runnable() {
            private boolean started;

            @Override
            public void run() {
                if (!started) {
                    started = true;
                    Platform.runLater(() -> {
                        scene.removePostLayoutPulseListener(this);
                        checker.checkNow();
                    });
                }
            }
        });
    }

    /** Asks about unsaved work and closes; false if the user cancelled. */
    public boolean close() {
        play.stop();
        if (!files.confirmDiscard()) {
            return false;
        }
        WindowPlacement.save(stage, prefs);
        boolean sideShown = workArea.getItems().contains(sidePanel);
        PanelLayout.save(prefs, sideShown ? workArea.getDividerPositions()[0] : sidePanelDivider,
                workAndProblems.getDividerPositions()[0], sidePanel.getSelectionModel().getSelectedIndex());
        files.closing();
        checker.shutdown();
        coverage.shutdown();
        stage.close();
        return true;
    }

    /** After a graph was loaded: lay out states without positions, else fit it into view. */
    void graphOpened() {
        boolean unplaced = document.graph().states().stream().anyMatch(s -> !s.hasPosition());
        canvas.applyCss();
        canvas.layout();
        if (unplaced) {
            layout.run();
        } else {
            canvas.fitAll();
        }
    }

    /** A short message over the canvas that goes away by itself. */
    public void toast(String message) {
        canvasArea.toast(message);
    }

    public void alert(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message);
        alert.setHeaderText(header);
        alert.initOwner(stage);
        alert.showAndWait();
    }

    /**
     * Shows the problems found while reading {@code file}; until the graph changes, the live check's
     * problems are located in its text (line:col), as {@code stagestack validate} locates them. Work
     * that did not come from the file's text (recovered after a crash) has no locations in it. The
     * panel forgets the previous graph's check, so the graph read is checked, even if equal to it.
     */
    void fileRead(OpenedFile file) {
        problems.setFileProblems(file.problems());
        fileSource = file.path() == null || file.sourceMap() == dev.stagestack.model.json.SourceMap.empty() ? FileSource.NONE
                : new FileSource(file.graph(), file.sourceMap(), file.path().toString());
        checker.checkSoon();
    }

    /** The file was written from the graph: no problem of reading it stands, and its text is the codec's. */
    void fileWritten() {
        problems.setFileProblems(List.of());
        fileSource = FileSource.NONE;
    }

    void setPlayStatus(String text) {
        menus.setPlayStatus(text);
    }

    void refreshRecent() {
        menus.refreshRecent();
    }

    /**
     * Adds a state in the middle of the view, or the nearest free place to it, and opens its name
     * field, as a double-click on the background does (Ctrl+Shift+N, the toolbar's +).
     */
    public void addStateInView() {
        double x = canvas.viewport().toWorldX(canvas.getWidth() / 2) - StateBox.WIDTH / 2;
        double y = canvas.viewport().toWorldY(canvas.getHeight() / 2) - StateBox.HEIGHT / 2;
        FreePlace.Corner corner = FreePlace.near(Math.round(x / StateBox.GRID) * StateBox.GRID,
                Math.round(y / StateBox.GRID) * StateBox.GRID, document.graph().states());
        edits.addStateAt(corner.x(), corner.y()).ifPresent(id -> InlineNameEditor.open(canvas, edits, id));
    }

    /**
     * {@code panel} in a scroll pane that fits it to the space it has and scrolls when that is less
     * than it needs, so that a tall side panel never squeezes the problems list below it.
     */
    private static javafx.scene.control.ScrollPane scrolling(javafx.scene.layout.Region panel) {
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(panel);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setPrefHeight(SCROLLING_PANEL_PREF_HEIGHT);
        scroll.getStyleClass().add("edge-to-edge");
        return scroll;
    }

    /**
     * Shows a panel between the canvas and the side panel (the player while Play runs: the
     * inspector stays, for editing while playing).
     */
    void showBesideCanvas(javafx.scene.Node panel) {
        if (workArea.getItems().contains(sidePanel)) {
            sidePanelDivider = workArea.getDividerPositions()[0];
        }
        workArea.getItems().setAll(canvasArea, panel, sidePanel);
        workArea.setDividerPositions(0.36, 0.74);
    }

    /** Puts the side panel back where the user had it before the panel beside the canvas was shown. */
    void hideBesideCanvas(javafx.scene.Node panel) {
        workArea.getItems().setAll(canvasArea, sidePanel);
        workArea.setDividerPositions(sidePanelDivider);
    }

    /** Shows the Coverage tab and runs the graph's test paths (Run ▸ Run test paths). */
    void runTestPaths() {
        sidePanel.getSelectionModel().select(sidePanel.getTabs().size() - 1);
        coverage.runTestPaths();
    }

    CoverageController coverage() {
        return coverage;
    }

    /** Ids of the states that exist, for dialogs. */
    List<String> stateIds() {
        return document.graph().states().stream().map(StateDef::id).toList();
    }

    public Stage stage() {
        return stage;
    }

    public EditorDocument document() {
        return document;
    }

    public GraphEdits edits() {
        return edits;
    }

    public GraphCanvas canvas() {
        return canvas;
    }

    public CanvasGestures gestures() {
        return gestures;
    }

    public FileController files() {
        return files;
    }

    public LayoutController layout() {
        return layout;
    }

    public PlayController play() {
        return play;
    }

    public ProblemsPanel problems() {
        return problems;
    }

    public ExportActions exports() {
        return exports;
    }

    public LiveChecker checker() {
        return checker;
    }

    /**
     * The validator's problems and, once the graph has a file, those of its asset files seen from
     * the file's folder (missing files, links leading outside). Runs on the checker's worker.
     */
    private GraphCheck validate(Graph graph, Runnable checkpoint) {
        GraphCheck check = GraphChecker.checkAndAnalyze(graph, checkpoint);
        Path file = document.file();
        List<Problem> problems = new ArrayList<>(check.problems());
        if (file != null) {
            problems.addAll(GraphLoader.checkAssetFiles(graph, file));
        }
        return new GraphCheck(fileSource.located(graph, problems), check.report());
    }

    /**
     * A graph as read from a file, with where each value stands in that file's text.
     *
     * @param graph    the graph read, its states' positions taken out
     * @param map      where each value stands
     * @param fileName the file, as locations name it
     */
    private record FileSource(Graph graph, SourceMap map, String fileName) {
        static final FileSource NONE = new FileSource(null, SourceMap.empty(), null);

        FileSource {
            graph = graph == null ? null : graph.withoutPositions();
        }

        /**
         * {@code problems} of {@code checked}, located in the text while {@code checked} is the graph as
         * read but for positions (laying out a file without them moves no value): every path still
         * names what the text has there. After any other edit they keep their paths only.
         */
        List<Problem> located(Graph checked, List<Problem> problems) {
            if (graph == null || !graph.equals(checked.withoutPositions())) {
                return problems;
            }
            return problems.stream().map(p -> map.located(p, fileName)).toList();
        }
    }
}
