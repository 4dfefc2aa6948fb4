package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.io.FileWatch;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.player.fx.model.PlayerSession;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Dev mode (docs/player.md, "Dev mode"): watches a graph file and reloads the running game with it each
 * time it is saved (docs/semantics.md §19), so a designer saving in the editor sees the game follow. A
 * file saved with errors is not applied: the log and {@code refused} say why, and the game goes on.
 * States are matched by id: a file carries no renames, so a renamed state counts as deleted and added.
 */
public final class GraphFileReloads implements AutoCloseable {

    private final Path file;
    private final PlayerSession session;
    private final Consumer<List<String>> refused;
    private final FileWatch watch;
    /** The graph last taken from the file: saving the same graph again reloads nothing. */
    private Graph lastTaken;
    /** Why the last save was refused, or null: one write the watch sees twice is said once. */
    private List<String> lastRefused;

    private GraphFileReloads(Path file, PlayerSession session, Executor sessionThread, Consumer<List<String>> refused)
            throws IOException {
        this.file = file;
        this.session = session;
        this.refused = refused;
        this.lastTaken = session.graph();
        this.watch = FileWatch.start(file, () -> {
            LoadedGraph loaded = GraphLoader.load(file);
            sessionThread.execute(() -> take(loaded));
        });
    }

    /**
     * Starts watching {@code file}; each save is read on the watch's thread and handed to {@code sessionThread},
     * the thread that drives {@code session}, which reloads it at its next tick.
     *
     * @param file          the graph file the session plays
     * @param session       the running game
     * @param sessionThread runs what touches the session: {@code Platform::runLater} for a window
     * @param refused       told, on the session's thread, why a save was not applied (one reason each)
     * @return the watch; close it when the window closes
     * @throws IOException when the file's folder cannot be watched
     */
    public static GraphFileReloads watch(
            Path file, PlayerSession session, Executor sessionThread, Consumer<List<String>> refused)
            throws IOException {
        return new GraphFileReloads(
                Objects.requireNonNull(file, "file"),
                Objects.requireNonNull(session, "session"),
                Objects.requireNonNull(sessionThread, "sessionThread"),
                Objects.requireNonNull(refused, "refused"));
    }

    /** The file watched. */
    public Path file() {
        return file;
    }

    private void take(LoadedGraph loaded) {
        if (!loaded.isRunnable()) {
            List<String> reasons = loaded.problems().stream()
                    .filter(Problem::isError)
                    .map(Problem::format)
                    .toList();
            if (!reasons.equals(lastRefused)) {
                session.reloadRefused(reasons);
                refusedFor(reasons);
            }
            return;
        }
        Graph graph = loaded.graph();
        if (graph.equals(lastTaken)) {
            lastRefused = null;
            return;
        }
        List<String> reasons = session.reload(graph, Map.of());
        if (reasons.isEmpty()) {
            lastTaken = graph;
            lastRefused = null;
        } else {
            refusedFor(reasons);
        }
    }

    private void refusedFor(List<String> reasons) {
        lastRefused = reasons;
        refused.accept(reasons);
    }

    @Override
    public void close() {
        watch.close();
    }
}
