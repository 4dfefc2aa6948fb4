package dev.stagestack.player.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Loads a graph file for a command, printing its problems the one way every command prints them. */
final class GraphInput {

    private GraphInput() {}

    /**
     * A graph file as a command read it.
     *
     * @param graph    the graph, when it has no errors
     * @param problems its errors and warnings, as printed
     */
    record Loaded(Optional<Graph> graph, List<Problem> problems, LoadedGraph file) {
        /** The exit code when the graph cannot run: 3 for a file that could not be read, else 1. */
        int refusal() {
            return ExitCodes.refused(problems);
        }

        /** Problems found after loading (a behaviour nobody registers) printed at their places in the file. */
        void printLocated(List<Problem> found, ProblemListing listing, PrintWriter err) {
            listing.print(file.locate(found), err);
        }
    }

    /** Loads and validates {@code file}. Errors and warnings go to {@code err}, as {@code listing} lists them. */
    static Loaded loadRunnable(Path file, ProblemListing listing, PrintWriter err) {
        LoadedGraph loaded = GraphLoader.load(file);
        listing.print(loaded.problems(), err);
        return new Loaded(
                loaded.isRunnable() ? Optional.of(loaded.graph()) : Optional.empty(), loaded.problems(), loaded);
    }
}
