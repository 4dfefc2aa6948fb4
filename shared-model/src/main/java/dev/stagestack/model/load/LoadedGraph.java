package dev.stagestack.model.load;

import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphProblemsException;
import dev.stagestack.model.Problem;
import java.util.List;

/**
 * A graph file as read and validated: the graph (when its structure allowed building one) and every
 * problem of the file, located {@code file:line:col}.
 *
 * @param fileName the file's name as the user gave it
 * @param graph    the graph, or null when the file could not be turned into one
 * @param problems reader problems, then validation problems, each once
 * @param text     the file's text as read, e.g. to show a broken file for repair; null when there
 *                 was no text or it could not be read (missing, too large, not UTF-8)
 */
public record LoadedGraph(String fileName, Graph graph, List<Problem> problems, String text) {

    /** Copies the problems. */
    public LoadedGraph {
        problems = List.copyOf(problems);
    }

    /** Whether the graph can run: it was built and no problem is an error. */
    public boolean isRunnable() {
        return graph != null && errorCount() == 0;
    }

    /**
     * The graph, when it can run (warnings do not stop it).
     *
     * @return the graph
     * @throws GraphProblemsException when it cannot run, listing every problem as
     *         {@code file:line:col: path: message}, one per line
     */
    public Graph orElseThrow() {
        if (!isRunnable()) {
            throw new GraphProblemsException(fileName == null ? "the graph" : fileName, problems);
        }
        return graph;
    }

    /** The number of problems that are errors. */
    public int errorCount() {
        return (int) problems.stream().filter(Problem::isError).count();
    }

    /** The number of problems that are warnings. */
    public int warningCount() {
        return problems.size() - errorCount();
    }
}
