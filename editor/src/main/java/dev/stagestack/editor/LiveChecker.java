package dev.stagestack.editor;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphCheck;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Runs validation and stack analysis after every change, debounced and off the JavaFX thread,
 * and hands the newest result to the problems panel and the canvas. A result computed for a graph
 * that has since changed is dropped. The checking function gives both from one run of the
 * analysis ({@link dev.stagestack.model.check.GraphChecker#checkAndAnalyze}).
 */
public final class LiveChecker {
    /** Quiet time after the last change before checking starts. */
    public static final Duration DEBOUNCE = Duration.millis(250);

    private final EditorDocument document;
    private final ProblemsPanel panel;
    private final GraphCanvas canvas;
    private final Function<Graph, GraphCheck> validator;
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "stagestack-checker");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private StackInsight insight = StackInsight.UNKNOWN;
    /** Whether {@link #checkNow} ran once: changes before it wait for it (the window's first frame). */
    private boolean asked;

    public LiveChecker(EditorDocument document, ProblemsPanel panel, GraphCanvas canvas,
                       Function<Graph, GraphCheck> validator) {
        this.document = document;
        this.panel = panel;
        this.canvas = canvas;
        this.validator = validator;
        debounce.setOnFinished(e -> checkNow());
        document.graphProperty().addListener((obs, old, graph) -> {
            if (asked) {
                debounce.playFromStart();
            }
        });
    }

    /**
     * Starts a check of the current graph at once, replacing a debounced one still waiting. Nothing
     * is checked before the first call, whatever changes: the window calls it after its first frame;
     * from then on every change is checked after {@link #DEBOUNCE}.
     */
    public void checkNow() {
        asked = true;
        debounce.stop();
        if (worker.isShutdown()) {
            return;
        }
        Graph graph = document.graph();
        long mine = generation.incrementAndGet();
        worker.submit(() -> {
            GraphCheck check = validator.apply(graph);
            StackInsight insight = insightOf(graph, check);
            Platform.runLater(() -> deliver(mine, graph, check.problems(), insight));
        });
    }

    private static StackInsight insightOf(Graph graph, GraphCheck check) {
        return check.report().map(report -> StackInsight.of(graph, report)).orElse(StackInsight.UNKNOWN);
    }

    private void deliver(long mine, Graph graph, List<Problem> problems, StackInsight result) {
        if (mine != generation.get() || graph != document.graph()) {
            return;
        }
        insight = result;
        panel.setCheckResult(graph, problems, result);
        canvas.setInsight(result);
        canvas.showProblems(graph, problems);
    }

    /** The latest stack analysis delivered. */
    public StackInsight insight() {
        return insight;
    }

    /** Stops checking for good (the window closed); a check still pending is dropped. */
    public void shutdown() {
        debounce.stop();
        worker.shutdownNow();
    }
}
