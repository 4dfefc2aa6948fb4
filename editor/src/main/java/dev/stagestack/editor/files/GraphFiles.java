package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.samples.SampleCatalog;
import dev.stagestack.model.load.GraphLoader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Reading and writing graph files for the editor, through the loader and the codec. Toolkit-free. */
public final class GraphFiles {
    /** File name suffix suggested by docs/format.md. */
    public static final String SUFFIX = ".stagestack.json";

    private GraphFiles() {
    }

    /**
     * Reads a file the way every tool does ({@link GraphLoader#read}): the same reader, size limit,
     * problem codes and locations as {@code stagestack validate}; a file that cannot be read at all is
     * reported as a problem, never thrown. Validation comes after, off the JavaFX thread, from the
     * live check, which completes the problems to what {@code validate} prints (each fault once).
     */
    public static OpenedFile open(Path path) {
        return opened(path, GraphLoader.read(path));
    }

    /**
     * Reads graph text that came from {@code path} (null when it came from elsewhere) with the same
     * reader, without validating it: the live check does that off the JavaFX thread.
     */
    public static OpenedFile parse(Path path, String text) {
        return opened(path, GraphCodec.read(path == null ? null : path.toString(), text));
    }

    /** Reads the file {@code path} with the same reader, without validating it (see {@link #parse}). */
    static OpenedFile readWithoutCheck(Path path) throws IOException {
        return opened(path, GraphCodec.read(path));
    }

    private static OpenedFile opened(Path path, ReadResult read) {
        return new OpenedFile(path, read.text(), read.graph(), read.problems(), read.sourceMap());
    }

    /** A sample graph by name, e.g. {@code shovel-flow}. */
    public static OpenedFile sample(String name) throws IOException {
        try (InputStream in = GraphFiles.class.getResourceAsStream(SampleCatalog.graphResource(name))) {
            if (in == null) {
                throw new IOException("no sample named " + name);
            }
            return parse(null, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** A one-state graph to show before anything is opened. */
    public static Graph emptyGraph() {
        return new Graph("Untitled", "start", Graph.DEFAULT_TICK_RATE,
                java.util.List.of(new dev.stagestack.model.StateDef("start", "Start", null, false,
                        null, null, null, 80.0, 160.0)), java.util.List.of());
    }

    /** Saves atomically: temp file, fsync, rename. */
    public static void save(Graph graph, Path path) throws IOException {
        GraphCodec.writeAtomically(graph, path);
    }

    /** The canonical text of a graph (clipboard, recovery). */
    public static String text(Graph graph) {
        return GraphCodec.write(graph);
    }
}
