package dev.stagestack.model.json;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.model.io.BoundedRead;
import dev.stagestack.model.io.TextFile;
import dev.stagestack.model.io.Utf8;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Reads and writes graph files, format version 1 (docs/format.md). Reading is strict and kind:
 * it collects every problem with its line, column, JSON path and a stable code
 * ({@link ProblemCodes}); writing is canonical, so reading and writing a canonical file gives the
 * same bytes.
 */
public final class GraphCodec {

    /** The largest graph file that is read: 32 MiB. */
    public static final long MAX_FILE_BYTES = 32L * 1024 * 1024;

    private GraphCodec() {}

    /**
     * Reads a graph from JSON text.
     *
     * @param fileName the name to put in problems (as the user gave it), or null
     * @param text     the file's content
     */
    public static ReadResult read(String fileName, String text) {
        ProblemCollector problems = new ProblemCollector();
        JsonTextParser.Outcome parsed = parseWithin(text, problems);
        if (parsed == null || parsed.root() == null) {
            return new ReadResult(null, problems.sorted(fileName), SourceMap.empty(), text);
        }
        Graph graph = new GraphDecoder(problems).decode(parsed.root());
        return new ReadResult(graph, problems.sorted(fileName), new SourceMap(parsed.root()), text);
    }

    /**
     * Parses the text of a Stagestack file (a graph, a save) within the limits of docs/format.md, adding
     * the problems met to {@code problems}.
     *
     * @return what the parser found, or null when the text is over {@link #MAX_FILE_BYTES} (reported)
     */
    static JsonTextParser.Outcome parseWithin(String text, ProblemCollector problems) {
        if ((long) text.length() * 3 > MAX_FILE_BYTES) {
            long bytes = Utf8.encodedLength(text);
            if (bytes > MAX_FILE_BYTES) {
                problems.addAll(List.of(tooLarge(bytes)));
                return null;
            }
        }
        JsonTextParser.Outcome parsed = JsonTextParser.parse(text);
        problems.addAll(parsed.problems());
        return parsed;
    }

    /**
     * Reads a UTF-8 graph file. A file over {@link #MAX_FILE_BYTES} is refused before its content is read
     * (a device or pipe is read only up to the limit, {@link BoundedRead});
     * bytes that are not UTF-8 are reported as a problem.
     *
     * @throws IOException when the file cannot be read at all (missing, no permission)
     */
    public static ReadResult read(Path file) throws IOException {
        String fileName = file.toString();
        TextFile decoded = TextFile.read(file, MAX_FILE_BYTES);
        return decoded.problem() == null ? read(fileName, decoded.text()) : refused(fileName, decoded.problem(), null);
    }

    /** The canonical text of {@code graph} (see docs/format.md, "Canonical form"). */
    public static String write(Graph graph) {
        return GraphEncoder.encode(graph);
    }

    /**
     * Writes {@code graph} to {@code file} so that the file is never seen half-written and keeps its
     * permissions ({@link AtomicFiles}).
     */
    public static void writeAtomically(Graph graph, Path file) throws IOException {
        AtomicFiles.writeString(file, write(graph));
    }

    private static Problem tooLarge(long bytes) {
        return Problem.error(
                "$",
                ProblemCodes.FILE_TOO_LARGE,
                String.format(
                        Locale.ROOT,
                        "file is too large to read: %.1f MiB; the limit is %d MiB",
                        bytes / 1048576.0,
                        MAX_FILE_BYTES / 1048576));
    }

    private static ReadResult refused(String fileName, Problem problem, String text) {
        return new ReadResult(
                null, List.of(problem.at(fileName, problem.line(), problem.column())), SourceMap.empty(), text);
    }
}
