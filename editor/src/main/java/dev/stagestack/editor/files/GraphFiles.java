package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.samples.SampleCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;

/** Reading and writing graph files for the editor, through the loader and the codec. Toolkit-free. */
public final class GraphFiles {
    /** File name suffix suggested by docs/format.md. */
    public static final String SUFFIX = ".stagestack.json";

    private GraphFiles() {}

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

    /**
     * The one place a read becomes a file the editor opens. A graph in which two states or two
     * transitions share an id is not given to the canvas, whose model keys both by id (it would draw
     * one card for two states and let a rename rewire the other's edges): it opens for repair like
     * text that is not a graph, with every problem {@code stagestack validate} prints for it, at once
     * (no stack analysis runs on a graph with errors, so this is quick).
     */
    private static OpenedFile opened(Path path, ReadResult read) {
        if (read.graph() != null && hasDuplicateIds(read.graph())) {
            List<Problem> problems = GraphLoader.validate(path, read).problems();
            return new OpenedFile(path, read.text(), null, problems, read.sourceMap());
        }
        return new OpenedFile(path, read.text(), read.graph(), read.problems(), read.sourceMap());
    }

    private static boolean hasDuplicateIds(Graph graph) {
        return repeats(graph.states().stream().map(StateDef::id).toList())
                || repeats(graph.transitions().stream().map(Transition::id).toList());
    }

    private static boolean repeats(List<String> ids) {
        return new HashSet<>(ids).size() < ids.size();
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
        return new Graph(
                "Untitled",
                "start",
                Graph.DEFAULT_TICK_RATE,
                List.of(StateDef.of("start").withName("Start").withPosition(80.0, 160.0)),
                List.of());
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
