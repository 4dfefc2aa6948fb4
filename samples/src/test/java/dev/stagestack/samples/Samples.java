package dev.stagestack.samples;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The shipped samples, read from {@code samples/graphs/} (the module's directory in a Maven run). */
public final class Samples {

    /** Every sample, by file name without {@code .stagestack.json}. */
    public static final List<String> NAMES = SampleCatalog.NAMES;

    private static final Path GRAPHS = Path.of("graphs");

    private Samples() {}

    /** The folder of the sample graph files, which their asset paths are relative to. */
    public static Path folder() {
        return GRAPHS;
    }

    public static String graphText(String name) {
        return read(GRAPHS.resolve(name + ".stagestack.json"));
    }

    /** The sample's graph; fails the test with the codec's located problems when it does not read. */
    public static Graph graph(String name) {
        ReadResult result = GraphCodec.read(name + ".stagestack.json", graphText(name));
        if (result.hasErrors() || result.graph() == null) {
            throw new AssertionError(
                    result.problems().stream().map(Problem::format).toList());
        }
        return result.graph();
    }

    /** The sample's headless script; fails on any bad line. */
    public static Script script(String name) {
        ScriptParse parse = Script.parse(name + ".script", read(GRAPHS.resolve(name + ".script")));
        if (!parse.problems().isEmpty()) {
            throw new AssertionError(
                    parse.problems().stream().map(Problem::format).toList());
        }
        return parse.script();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
