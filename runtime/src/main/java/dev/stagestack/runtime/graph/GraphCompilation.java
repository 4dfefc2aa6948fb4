package dev.stagestack.runtime.graph;

import dev.stagestack.model.GraphProblemsException;
import dev.stagestack.model.Problem;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of {@link CompiledGraph#compile}: the compiled graph, or the problems that keep
 * the graph from running (each with the JSON path of its culprit).
 */
public record GraphCompilation(Optional<CompiledGraph> graph, List<Problem> problems) {

    /** Checks that there is a graph exactly when no problem is an error. */
    public GraphCompilation {
        problems = List.copyOf(problems);
        if (graph.isPresent() == problems.stream().anyMatch(Problem::isError)) {
            throw new IllegalArgumentException("a compilation has a graph exactly when it has no error");
        }
    }

    /**
     * The compiled graph, when there is one.
     *
     * @return the compiled graph
     * @throws GraphProblemsException when the graph did not compile, listing every problem, one per line
     */
    public CompiledGraph orElseThrow() {
        return graph.orElseThrow(() -> new GraphProblemsException("the graph", problems));
    }
}
