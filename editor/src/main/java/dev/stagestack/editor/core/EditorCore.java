package dev.stagestack.editor.core;

import dev.stagestack.editor.canvas.CanvasGestures;
import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.document.Selection;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.runtime.trace.Script;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The editor's small core, which every feature is installed into: the document with its edits and
 * selection, the canvas, whether Play runs, the notices port, the window's workbench, what the
 * features contribute to the window, and the few ports one feature offers the others (the stack
 * insight of the last check, auto-layout, playing a script) so that no feature knows another.
 */
public final class EditorCore {
    private final EditorDocument document;
    private final GraphEdits edits;
    private final GraphCanvas canvas;
    private final CanvasGestures gestures;
    private final Notices notices;
    private final Workbench workbench;
    private final Contributions contributions = new Contributions();
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    private final Map<Class<?>, Feature> features = new LinkedHashMap<>();
    private final List<FileListener> fileListeners = new ArrayList<>();
    private final List<Runnable> beforeClose = new ArrayList<>();
    private final List<BooleanSupplier> closeGuards = new ArrayList<>();
    private final List<Runnable> onClose = new ArrayList<>();
    private Function<Graph, Optional<StackInsight>> insight = graph -> Optional.empty();
    private Runnable autoLayout;
    private Consumer<Script> scriptPlayer = script -> {};

    /** What a feature hears about the graph's file. */
    public interface FileListener {
        /** {@code file} was read (opened, reloaded, recovered) and its graph shown. */
        default void fileRead(OpenedFile file) {}

        /** The graph was written to its file. */
        default void fileWritten() {}
    }

    public EditorCore(
            EditorDocument document,
            GraphEdits edits,
            GraphCanvas canvas,
            CanvasGestures gestures,
            Notices notices,
            Workbench workbench) {
        this.document = document;
        this.edits = edits;
        this.canvas = canvas;
        this.gestures = gestures;
        this.notices = notices;
        this.workbench = workbench;
    }

    /** Installs {@code feature}; it can be found again by its class ({@link #feature}). */
    public <F extends Feature> F install(F feature) {
        features.put(feature.getClass(), feature);
        feature.install(this);
        return feature;
    }

    /** The installed feature of class {@code type} (the window's assembly and tests look them up). */
    public <F extends Feature> Optional<F> feature(Class<F> type) {
        return Optional.ofNullable(features.get(type)).map(type::cast);
    }

    public EditorDocument document() {
        return document;
    }

    public GraphEdits edits() {
        return edits;
    }

    public Selection selection() {
        return document.selection();
    }

    /** True while nothing is selected (for actions on the selection). */
    public BooleanBinding nothingSelected() {
        return Bindings.createBooleanBinding(
                () -> selection().isEmpty(), selection().items());
    }

    public GraphCanvas canvas() {
        return canvas;
    }

    public CanvasGestures gestures() {
        return gestures;
    }

    public Notices notices() {
        return notices;
    }

    public Workbench workbench() {
        return workbench;
    }

    public Contributions contributions() {
        return contributions;
    }

    /** Whether Play runs (set by the play feature). */
    public ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    public boolean isPlaying() {
        return playing.get();
    }

    /** Makes {@link #playingProperty()} follow {@code source} (the play feature's run). */
    public void bindPlaying(ObservableBooleanValue source) {
        playing.bind(source);
    }

    /**
     * The stack insight the live check made of {@code graph}; empty until the check of that very graph has
     * come in (just after a file opens or an edit, the last one delivered is another graph's).
     */
    public Optional<StackInsight> insightOf(Graph graph) {
        return insight.apply(graph);
    }

    /** Where {@link #insightOf(Graph)} comes from (the check feature). */
    public void provideInsight(Function<Graph, Optional<StackInsight>> source) {
        insight = source;
    }

    /** What lays the graph out (the layout feature); without one, an opened graph is only fitted. */
    public void provideAutoLayout(Runnable layout) {
        autoLayout = layout;
    }

    /** What plays a script in a run of the graph (the play feature). */
    public void provideScriptPlayer(Consumer<Script> player) {
        scriptPlayer = player;
    }

    /** Starts a run of the graph that plays {@code script}, paused at its start. */
    public void playScript(Script script) {
        scriptPlayer.accept(script);
    }

    /** After a graph was loaded: lay out states without positions, else fit it into view. */
    public void graphOpened() {
        boolean unplaced = document.graph().states().stream().anyMatch(s -> !s.hasPosition());
        canvas.applyCss();
        canvas.layout();
        if (unplaced && autoLayout != null) {
            autoLayout.run();
        } else {
            canvas.fitAll();
        }
    }

    public void addFileListener(FileListener listener) {
        fileListeners.add(listener);
    }

    /** Tells every file listener that {@code file} was read. */
    public void fileRead(OpenedFile file) {
        fileListeners.forEach(l -> l.fileRead(file));
    }

    /** Tells every file listener that the graph was written to its file. */
    public void fileWritten() {
        fileListeners.forEach(FileListener::fileWritten);
    }

    /** Something to do first when the window is asked to close (end a run). */
    public void beforeClose(Runnable step) {
        beforeClose.add(step);
    }

    /** A question that may cancel closing (unsaved work): false keeps the window open. */
    public void guardClose(BooleanSupplier mayClose) {
        closeGuards.add(mayClose);
    }

    /** Something to do once the window closes (stop workers, drop the recovery copy). */
    public void onClose(Runnable step) {
        onClose.add(step);
    }

    /** Runs the close steps; false when a guard kept the window open (then the closing steps did not run). */
    public boolean mayClose() {
        beforeClose.forEach(Runnable::run);
        return closeGuards.stream().allMatch(BooleanSupplier::getAsBoolean);
    }

    /** Runs the steps of a window that closes. */
    public void closed() {
        onClose.forEach(Runnable::run);
    }
}
