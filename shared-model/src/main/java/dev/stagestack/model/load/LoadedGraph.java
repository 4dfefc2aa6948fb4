package dev.stagestack.model.load;

import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphProblemsException;
import dev.stagestack.model.Problem;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.SourceMap;
import dev.stagestack.model.json.SourcePosition;
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

    /**
     * Problems found in this graph after it was read — e.g. {@code CompiledGraph.compile}'s, such as
     * a behaviour no provider registers — placed at their values in this file, {@code file:line:col},
     * as the reader places its own.
     *
     * @param found problems whose paths name parts of this graph ({@code states[1].behavior})
     * @return the same problems with this file's name, line and column
     */
    public List<Problem> locate(List<Problem> found) {
        SourceMap map = text == null
                ? SourceMap.empty()
                : GraphCodec.read(fileName, text).sourceMap();
        return found.stream()
                .map(p -> {
                    SourcePosition at = map.locate(p.path());
                    return p.at(fileName, at.line(), at.column());
                })
                .toList();
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
