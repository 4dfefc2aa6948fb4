package dev.stagestack.editor.app;

import dev.stagestack.editor.canvas.CanvasGestures;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.feature.check.CheckFeature;
import dev.stagestack.editor.feature.check.LiveChecker;
import dev.stagestack.editor.feature.coverage.CoverageController;
import dev.stagestack.editor.feature.coverage.CoverageFeature;
import dev.stagestack.editor.feature.export.ExportActions;
import dev.stagestack.editor.feature.export.ExportFeature;
import dev.stagestack.editor.feature.files.FileController;
import dev.stagestack.editor.feature.files.FilesFeature;
import dev.stagestack.editor.feature.layout.LayoutController;
import dev.stagestack.editor.feature.layout.LayoutFeature;
import dev.stagestack.editor.feature.play.PlayController;
import dev.stagestack.editor.feature.play.PlayFeature;
import dev.stagestack.editor.panel.ProblemsPanel;
import java.nio.file.Path;
import javafx.stage.Stage;

/**
 * What a journey test talks to instead of the window: the editor's core (document, edits, canvas),
 * its features found in the core by their class, and the window's life (show, start as the app
 * does, close). The robot clicks and types on the real window; the driver reads and sets up what the
 * robot cannot (the graph loaded, a dialog replaced), so no test depends on the window's insides.
 */
public final class EditorDriver {
    private final EditorWindow window;
    private final EditorCore core;

    public EditorDriver(EditorWindow window) {
        this.window = window;
        this.core = window.core();
    }

    public void show() {
        window.show();
    }

    /** Asks about unsaved work and closes, as the window's close box does; false if the user cancelled. */
    public boolean close() {
        return window.close();
    }

    /** Starts as {@link EditorApp} does: recovery first, then {@code file} or the {@code sample}, the window shown. */
    public void begin(Path file, String sample) {
        EditorStart.begin(window, file, sample);
    }

    public Stage stage() {
        return window.stage();
    }

    public EditorCore core() {
        return core;
    }

    public EditorDocument document() {
        return core.document();
    }

    public GraphEdits edits() {
        return core.edits();
    }

    public GraphCanvas canvas() {
        return core.canvas();
    }

    public CanvasGestures gestures() {
        return core.gestures();
    }

    /** After a graph was loaded: lays out states without positions, else fits it into view. */
    public void graphOpened() {
        core.graphOpened();
    }

    public FileController files() {
        return feature(FilesFeature.class).files();
    }

    public PlayController play() {
        return feature(PlayFeature.class).play();
    }

    public ProblemsPanel problems() {
        return feature(CheckFeature.class).problems();
    }

    public LiveChecker checker() {
        return feature(CheckFeature.class).checker();
    }

    public ExportActions exports() {
        return feature(ExportFeature.class).exports();
    }

    public LayoutController layout() {
        return feature(LayoutFeature.class).layout();
    }

    public CoverageController coverage() {
        return feature(CoverageFeature.class).coverage();
    }

    private <F extends Feature> F feature(Class<F> type) {
        return core.feature(type)
                .orElseThrow(() -> new IllegalStateException(type.getSimpleName() + " is not installed"));
    }
}
