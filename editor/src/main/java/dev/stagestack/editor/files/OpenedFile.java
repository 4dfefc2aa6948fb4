package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.json.SourceMap;
import java.nio.file.Path;
import java.util.List;

/**
 * A graph file as read from disk: the text is always kept, so a file with errors can be shown,
 * fixed and read again without losing anything.
 *
 * @param path     where it was read from, or null for a sample or the clipboard
 * @param text     the file's content, or null when it could not be read as text (missing, too
 *                 large, not UTF-8)
 * @param graph    the graph, or null when the text could not be turned into one the editor can edit
 *                 (not a graph, or two states or two transitions with one id: see {@link GraphFiles})
 * @param problems every problem found while reading, located {@code file:line:col}
 * @param sourceMap where each value of the text stands, to locate the live check's problems of the
 *                  graph as read ({@link SourceMap#empty()} when there is no text)
 */
public record OpenedFile(Path path, String text, Graph graph, List<Problem> problems, SourceMap sourceMap) {
    public OpenedFile {
        problems = List.copyOf(problems);
    }

    /** A file with no source map, e.g. a new empty graph. */
    public OpenedFile(Path path, String text, Graph graph, List<Problem> problems) {
        this(path, text, graph, problems, SourceMap.empty());
    }

    /** Whether the graph can be edited as it is (it may still have warnings or model problems). */
    public boolean isUsable() {
        return graph != null && problems.stream().noneMatch(Problem::isError);
    }
}
