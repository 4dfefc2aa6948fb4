package dev.stagestack.editor.feature.check;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphCheck;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;

/**
 * Runs validation and stack analysis after every change, debounced and off the JavaFX thread,
 * and hands the newest result to the problems panel and the canvas. A result computed for a graph
 * that has since changed is dropped. The checking function gives both from one run of the
 * analysis ({@link dev.stagestack.model.check.GraphChecker#checkAndAnalyze}).
 */
public final class LiveChecker {
    /** The code of the one problem shown when the checker itself fails. */
    public static final String CHECK_FAILED = "check-failed";

    private static final System.Logger LOG = System.getLogger(LiveChecker.class.getName());
    private static final long PAUSE_STEP_MS = 10;
    /** Quiet time after the last change before checking starts. */
    public static final Duration DEBOUNCE = Duration.millis(250);

    private final EditorDocument document;
    private final ProblemsPanel panel;
    private final GraphCanvas canvas;
    private final Validator validator;
    private final Debounce debounce;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "stagestack-checker");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private StackInsight insight = StackInsight.UNKNOWN;
    /** The graph {@link #insight} is of; null before the first check. */
    private Graph insightGraph;
    /** Whether {@link #checkNow} ran once: changes before it wait for it (the window's first frame). */
    private boolean asked;

    public LiveChecker(EditorDocument document, ProblemsPanel panel, GraphCanvas canvas, Validator validator) {
        this(document, panel, canvas, validator, check -> Debounce.quietFor(DEBOUNCE, check));
    }

    /** As above, with the debounce that {@code debounceOf} makes for the given check (a test drives its own). */
    public LiveChecker(
            EditorDocument document,
            ProblemsPanel panel,
            GraphCanvas canvas,
            Validator validator,
            Function<Runnable, Debounce> debounceOf) {
        this.document = document;
        this.panel = panel;
        this.canvas = canvas;
        this.validator = validator;
        this.debounce = debounceOf.apply(this::checkNow);
        document.graphProperty().addListener((obs, old, graph) -> checkSoon());
    }

    /**
     * Checks the current graph once changes stop. The check feature calls it for a graph just read too: a
     * graph equal to the one before (a file opened again, a repaired copy of the open graph) is no
     * change to the graph property, yet the problems panel forgot the check of the one before. Until
     * {@link #checkNow} ran once, nothing: the window's first frame asks for the first check.
     */
    public void checkSoon() {
        if (asked) {
            debounce.restart();
        }
    }

    /** Runs a check once changes stop: each {@link #restart} puts it off again, {@link #stop} drops it. */
    public interface Debounce {
        void restart();

        void stop();

        /** The window's: {@code action} after {@code quiet} without a restart, on the JavaFX clock. */
        static Debounce quietFor(Duration quiet, Runnable action) {
            PauseTransition pause = new PauseTransition(quiet);
            pause.setOnFinished(e -> action.run());
            return new Debounce() {
                @Override
                public void restart() {
                    pause.playFromStart();
                }

                @Override
                public void stop() {
                    pause.stop();
                }
            };
        }
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
            GraphCheck check = checkOrSayWhy(graph, checkpointFor(mine));
            if (check == null) {
                return;
            }
            StackInsight insight = insightOf(graph, check);
            Platform.runLater(() -> deliver(mine, graph, check.problems(), insight));
        });
    }

    /** What checks a graph: problems and stack report, passing {@code checkpoint} now and then. */
    @FunctionalInterface
    public interface Validator {
        GraphCheck check(Graph graph, Runnable checkpoint);
    }

    /**
     * The checkpoint of check number {@code mine}: abandons it once a newer check was asked for (its
     * result would be dropped anyway), and holds it while the canvas pans, so that a long analysis of
     * a large graph does not take a core from the pan's frames.
     */
    private Runnable checkpointFor(long mine) {
        return () -> {
            while (generation.get() == mine && canvas.isPanning()) {
                pauseBriefly();
            }
            if (generation.get() != mine) {
                throw new CancellationException("a newer check replaces check " + mine);
            }
        };
    }

    private static void pauseBriefly() {
        try {
            Thread.sleep(PAUSE_STEP_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the checker is shutting down");
        }
    }

    /**
     * The check of {@code graph}, or null when it was abandoned for a newer one; if the checker itself
     * fails (a bug), one problem saying so, so that the panel never keeps showing the previous graph's
     * problems as if they were this one's.
     */
    private GraphCheck checkOrSayWhy(Graph graph, Runnable checkpoint) {
        try {
            return validator.check(graph, checkpoint);
        } catch (CancellationException abandoned) {
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            LOG.log(System.Logger.Level.ERROR, "the check of \"" + graph.name() + "\" failed", e);
            return new GraphCheck(
                    List.of(Problem.error(
                            "$", CHECK_FAILED, "the check failed (" + e + "); the problems shown may be incomplete")),
                    Optional.empty());
        }
    }

    private static StackInsight insightOf(Graph graph, GraphCheck check) {
        try {
            return check.report().map(report -> StackInsight.of(graph, report)).orElse(StackInsight.UNKNOWN);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "drawing the stack analysis of \"" + graph.name() + "\" failed", e);
            return StackInsight.UNKNOWN;
        }
    }

    private void deliver(long mine, Graph graph, List<Problem> problems, StackInsight result) {
        if (mine != generation.get() || graph != document.graph()) {
            return;
        }
        insight = result;
        insightGraph = graph;
        panel.setCheckResult(graph, problems, result);
        canvas.setInsight(result);
        canvas.showProblems(graph, problems);
    }

    /** The latest stack analysis delivered. */
    public StackInsight insight() {
        return insight;
    }

    /** The stack analysis of {@code graph}, once its check was delivered; empty while that is still to come. */
    public Optional<StackInsight> insightOf(Graph graph) {
        return graph == insightGraph ? Optional.of(insight) : Optional.empty();
    }

    /** Stops checking for good (the window closed); a check still pending is dropped. */
    public void shutdown() {
        debounce.stop();
        worker.shutdownNow();
    }
}
