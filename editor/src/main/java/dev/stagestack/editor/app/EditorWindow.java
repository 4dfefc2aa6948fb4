package dev.stagestack.editor.app;

import dev.stagestack.editor.canvas.CanvasGestures;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.Workbench;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.feature.check.CheckFeature;
import dev.stagestack.editor.feature.clipboard.ClipboardFeature;
import dev.stagestack.editor.feature.coverage.CoverageFeature;
import dev.stagestack.editor.feature.export.ExportFeature;
import dev.stagestack.editor.feature.files.FilesFeature;
import dev.stagestack.editor.feature.layout.LayoutFeature;
import dev.stagestack.editor.feature.play.PlayFeature;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.panel.InspectorPanel;
import dev.stagestack.editor.panel.OutlinePanel;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window, which only assembles the scene: it makes the core (document, edits, canvas, the
 * notices port, itself as the workbench), installs the features into it, and lays out what they
 * contributed: menus and toolbar, the canvas with its overlays, the side panels, the problems list.
 * No feature holds the window; each reaches the rest of the editor through the core.
 */
public final class EditorWindow implements Workbench {
    private final Stage stage;
    private final Preferences prefs;
    private final EditorCore core;
    private final EditorMenus menus;
    private final CanvasArea canvasArea;
    private TabPane sidePanel;
    private final SplitPane workArea = new SplitPane();
    /** Where the divider between the canvas and the side panel was while the side panel showed. */
    private double sidePanelDivider;

    private final SplitPane workAndProblems = new SplitPane();

    public EditorWindow(Stage stage, Preferences prefs, RecoveryStore recovery) {
        this.stage = stage;
        this.prefs = prefs;
        this.sidePanelDivider = PanelLayout.sideDivider(prefs);
        EditorDocument document = new EditorDocument(GraphFiles.emptyGraph(), null);
        GraphEdits edits = new GraphEdits(document);
        edits.graphOpened(true);
        GraphCanvas canvas = new GraphCanvas(document);
        this.canvasArea = new CanvasArea(canvas, prefs);
        this.core = new EditorCore(
                document, edits, canvas, new CanvasGestures(canvas, edits), new WindowNotices(stage, canvasArea), this);
        // in the order of the menu items, toolbar buttons and status items that share a place
        core.install(new FilesFeature(prefs, recovery));
        core.install(new ExportFeature());
        core.install(new ClipboardFeature());
        core.install(new LayoutFeature());
        core.install(new PlayFeature(prefs));
        core.install(new CoverageFeature());
        core.install(new CheckFeature());
        StartupProbe.mark("window parts made");
        this.menus = new EditorMenus(core, stage, this::close);
        document.setOnBlocked(core.notices()::toast);
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
                tab.setContent(new OutlinePanel(core.document(), core.canvas()));
            }
        });
        return tab;
    }

    private void buildScene() {
        sidePanel = new TabPane(new Tab("Inspector", new InspectorPanel(core.document())), outlineTab());
        sidePanel.getTabs().addAll(core.contributions().sideTabs());
        sidePanel.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        sidePanel.setMinWidth(280);
        workArea.getItems().addAll(canvasArea, sidePanel);
        workArea.setDividerPositions(sidePanelDivider);
        sidePanel
                .getSelectionModel()
                .select(PanelLayout.sideTab(prefs, sidePanel.getTabs().size()));
        workAndProblems.getItems().setAll(workArea);
        workAndProblems.getItems().addAll(core.contributions().belowCanvas());
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
        List<Node> panels = new ArrayList<>(List.of(sidePanel, root.getTop(), root.getBottom()));
        panels.addAll(core.contributions().belowCanvas());
        for (Node panel : panels) {
            panel.setCache(true);
        }
        Scene scene = new Scene(root);
        scene.getStylesheets().add(EditorWindow.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        core.contributions().setUp(scene);
        stage.titleProperty().bind(core.document().titleProperty());
        stage.setOnCloseRequest(e -> {
            if (!close()) {
                e.consume();
            }
        });
        WindowPlacement.restore(stage, prefs);
    }

    /** Shows the window; the graph's first check starts once the first frame is up (the check feature waits for it). */
    public void show() {
        stage.show();
        // where the user left them, once the window has its size (before, the split panes round them to a smaller one)
        workArea.setDividerPositions(sidePanelDivider);
        workAndProblems.setDividerPositions(PanelLayout.problemsDivider(prefs));
        core.canvas().requestFocus();
    }

    /** Asks about unsaved work and closes; false if the user cancelled. */
    public boolean close() {
        if (!core.mayClose()) {
            return false;
        }
        WindowPlacement.save(stage, prefs);
        boolean sideShown = workArea.getItems().contains(sidePanel);
        PanelLayout.save(
                prefs,
                sideShown ? workArea.getDividerPositions()[0] : sidePanelDivider,
                workAndProblems.getDividerPositions()[0],
                sidePanel.getSelectionModel().getSelectedIndex());
        core.closed();
        stage.close();
        return true;
    }

    /**
     * Shows a panel between the canvas and the side panel (the player while Play runs: the
     * inspector stays, for editing while playing).
     */
    @Override
    public void showBesideCanvas(Node panel) {
        if (workArea.getItems().contains(sidePanel)) {
            sidePanelDivider = workArea.getDividerPositions()[0];
        }
        workArea.getItems().setAll(canvasArea, panel, sidePanel);
        workArea.setDividerPositions(0.36, 0.74);
    }

    /** Puts the side panel back where the user had it before the panel beside the canvas was shown. */
    @Override
    public void hideBesideCanvas(Node panel) {
        workArea.getItems().setAll(canvasArea, sidePanel);
        workArea.setDividerPositions(sidePanelDivider);
    }

    @Override
    public void selectSideTab(Tab tab) {
        sidePanel.getSelectionModel().select(tab);
    }

    @Override
    public ObservableBooleanValue focusedProperty() {
        return stage.focusedProperty();
    }

    /** The core the features were installed into (the editor's start and the tests' driver use it). */
    public EditorCore core() {
        return core;
    }

    public Stage stage() {
        return stage;
    }
}
