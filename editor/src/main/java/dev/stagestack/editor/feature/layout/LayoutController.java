package dev.stagestack.editor.feature.layout;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.command.MoveStatesCommand;
import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.layout.AutoLayout;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import java.util.Map;
import java.util.Optional;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;

/**
 * Runs {@link AutoLayout} off the JavaFX thread, with a progress indicator and Cancel in the
 * status bar, and applies the result as one undoable command ("Auto-layout").
 */
public final class LayoutController {
    private final EditorCore core;
    private final HBox progress = new HBox(8);
    private Task<Map<String, Position>> running;

    LayoutController(EditorCore core) {
        this.core = core;
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(16, 16);
        Button cancel = new Button("Cancel");
        cancel.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
        cancel.setOnAction(e -> cancel());
        progress.getChildren().addAll(spinner, new Label("Laying out…"), cancel);
        progress.setPadding(new Insets(0, 8, 0, 8));
        progress.setVisible(false);
    }

    /** Lays the graph out and fits the view to the result. */
    public void run() {
        if (running != null || !core.document().isEditable()) {
            return;
        }
        Graph graph = core.document().graph();
        Optional<StackInsight> checked = core.insightOf(graph);
        Task<Map<String, Position>> task = new Task<>() {
            @Override
            protected Map<String, Position> call() {
                return AutoLayout.compute(graph, checked.orElseGet(() -> analysed(graph)), this::isCancelled);
            }
        };
        task.setOnSucceeded(e -> finished(graph, task.getValue()));
        task.setOnFailed(e -> {
            done();
            core.notices().toast("Layout failed: " + task.getException().getMessage());
        });
        task.setOnCancelled(e -> done());
        running = task;
        progress.setVisible(true);
        Thread thread = new Thread(task, "stagestack-layout");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * The stack analysis of {@code graph}, made here when the live check has not delivered it yet (Ctrl+L just
     * after opening a file): where its pops go decides where its cards go.
     */
    private static StackInsight analysed(Graph graph) {
        try {
            return StackInsight.of(graph, StackAnalysis.analyze(graph));
        } catch (RuntimeException unanalysable) { // an edge to a missing state: laid out as its drawn edges say
            return StackInsight.UNKNOWN;
        }
    }

    private void finished(Graph laidOut, Map<String, Position> positions) {
        done();
        if (core.document().graph() != laidOut) {
            core.notices().toast("The graph changed during layout; run it again");
            return;
        }
        core.document().execute(MoveStatesCommand.to("Auto-layout", laidOut, positions));
        core.canvas().fitAll();
    }

    public void cancel() {
        if (running != null) {
            running.cancel();
        }
    }

    private void done() {
        running = null;
        progress.setVisible(false);
    }

    /** Whether a layout is running. */
    public boolean isRunning() {
        return running != null;
    }

    /** The status-bar part: spinner, text, Cancel. */
    public HBox progressView() {
        return progress;
    }
}
