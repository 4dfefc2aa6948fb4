package dev.stagestack.runtime.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackReport;

import java.io.IOException;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Draws a graph as a picture for {@code stagestack export --format png|svg}. The drawing is the
 * editor's (its cards, edges and labels), so the editor's jar provides it (found through
 * {@link ServiceLoader}); the player's jar alone has none and says so.
 */
public interface GraphPictures {

    /** The graph as a standalone SVG document. */
    String svg(Graph graph, StackReport report);

    /** The graph as a PNG image, {@code scale} pixels per unit of the graph's positions. */
    byte[] png(Graph graph, StackReport report, int scale) throws IOException;

    /** The drawing on the class path, if the editor is there. */
    static Optional<GraphPictures> find() {
        return ServiceLoader.load(GraphPictures.class).findFirst();
    }
}
