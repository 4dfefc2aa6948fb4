package dev.stagestack.tools.export;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The folder of the graph file being exported, a fact a caller gives an {@link ExportRequest} with
 * {@link ExportRequest#knowing}: the state's images, sounds and music are read from it by a format that
 * carries them (the web page, docs/web.md). A graph not saved yet has none, and its page carries no file.
 *
 * @param path the graph file's folder
 */
public record GraphFolder(Path path) {

    /** The folder {@code path}, never null. */
    public GraphFolder {
        Objects.requireNonNull(path, "path");
    }

    /** The folder of the graph file {@code graphFile}. */
    public static GraphFolder of(Path graphFile) {
        return new GraphFolder(graphFile.toAbsolutePath().getParent());
    }
}
