package dev.stagestack.runtime.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/** Loads a graph file for a command, printing its problems the one way every command prints them. */
final class GraphInput {

    private GraphInput() {
    }

    /**
     * Loads and validates {@code file}. Errors and warnings go to {@code err}.
     *
     * @return the graph when it has no errors
     */
    static Optional<Graph> loadRunnable(Path file, PrintWriter err) {
        LoadedGraph loaded = GraphLoader.load(file);
        print(loaded, err);
        return loaded.isRunnable() ? Optional.of(loaded.graph()) : Optional.empty();
    }

    static void print(LoadedGraph loaded, PrintWriter to) {
        for (Problem p : loaded.problems()) {
            to.println(p.format());
        }
        to.flush();
    }
}
