package dev.stagestack.model.json;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.List;
import java.util.Objects;

/**
 * What {@link GraphCodec#read} found in a graph file.
 *
 * @param graph     the graph, built whenever the file's structure allows it, even when there are
 *                  errors (so the validator and the editor can still look at it); null when the text
 *                  is not JSON, is refused (other format, newer version, too large, too deep) or a
 *                  required top-level field is unusable. Run it only when {@link #hasErrors()} is false.
 * @param problems  every problem, errors and warnings, in text order, located
 * @param sourceMap where each value stands, to locate the validator's path-only problems
 * @param text      the text that was read, or null when a file was refused before its text was
 *                  known (too large, not UTF-8)
 */
public record ReadResult(Graph graph, List<Problem> problems, SourceMap sourceMap, String text) {

    /** Copies the problems; checks that the source map is given. */
    public ReadResult {
        problems = List.copyOf(problems);
        Objects.requireNonNull(sourceMap, "sourceMap");
    }

    /** Whether any problem is an error (warnings alone do not count). */
    public boolean hasErrors() {
        for (Problem p : problems) {
            if (p.isError()) {
                return true;
            }
        }
        return false;
    }
}
