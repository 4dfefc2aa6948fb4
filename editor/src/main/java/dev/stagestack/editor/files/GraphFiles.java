package dev.stagestack.editor.files;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.samples.SampleCatalog;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reading and writing graph files for the editor, through the codec. Toolkit-free. */
public final class GraphFiles {
    /** File name suffix suggested by docs/format.md. */
    public static final String SUFFIX = ".stagestack.json";

    private GraphFiles() {
    }

    /** Reads a file; a file that cannot be read at all is reported as a problem, never thrown. */
    public static OpenedFile open(Path path) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            Problem p = Problem.error("$", "unreadable-file", "cannot read the file: " + e.getMessage());
            return new OpenedFile(path, "", null, List.of(p.at(path.toString(), 0, 0)));
        }
        return parse(path, text);
    }

    /** Reads graph text that came from {@code path} (null when it came from elsewhere). */
    public static OpenedFile parse(Path path, String text) {
        ReadResult result = GraphCodec.read(path == null ? null : path.toString(), text);
        return new OpenedFile(path, text, result.graph(), result.problems());
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
