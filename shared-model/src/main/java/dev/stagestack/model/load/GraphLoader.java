package dev.stagestack.model.load;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.model.json.SourceMap;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a graph file and validates it: the one way every tool (CLI, runtime, editor) opens a graph.
 * The reader's problems come with their positions; the validator's path-only problems are located
 * through the reader's source map. A validation problem at a path where the reader already reported
 * an error is dropped, so each fault is reported once.
 */
public final class GraphLoader {

    /** Code of the problem reported when a file cannot be read at all. */
    public static final String UNREADABLE = ProblemCodes.UNREADABLE;

    private GraphLoader() {}

    /**
     * Loads {@code file}; never throws for a bad or missing file, it reports it as a problem.
     * Also checks that every declared asset is a readable file inside the file's folder.
     */
    public static LoadedGraph load(Path file) {
        return validate(file, read(file));
    }

    /**
     * What {@link #load(Path)} says of a graph already read: {@code read} is what {@link #read} gave
     * for {@code file}, or what {@link GraphCodec#read} gave for text from it, e.g. for an editor that
     * read first and finds it must validate on the spot. With a null {@code file} (text from nowhere)
     * no asset files are checked.
     */
    public static LoadedGraph validate(Path file, ReadResult read) {
        String fileName = file == null ? null : file.toString();
        if (read.graph() == null) {
            return new LoadedGraph(fileName, null, read.problems(), read.text());
        }
        LoadedGraph checked = complete(fileName, read);
        return file == null ? checked : withAssetFiles(checked, read.sourceMap(), file);
    }

    /**
     * Reads {@code file} exactly as {@link #load(Path)} does (size limit, encoding, syntax, types, the same
     * problem codes and locations, {@code unreadable} for a file that cannot be read) but does not
     * validate it: for a tool that validates later, off its UI thread, with {@link GraphChecker} and
     * {@link #checkAssetFiles}, locating those problems with the result's source map and reporting one
     * only where the reader found no error at its path or inside it, as {@code load} does. Never throws for a bad or
     * missing file.
     */
    public static ReadResult read(Path file) {
        try {
            return GraphCodec.read(file);
        } catch (NoSuchFileException e) {
            return unreadableText(file.toString(), "no such file");
        } catch (IOException e) {
            return unreadableText(file.toString(), "cannot read the file: " + describe(e));
        }
    }

    /** Loads a graph from text, e.g. an editor buffer; {@code fileName} is used in locations. */
    public static LoadedGraph load(String fileName, String text) {
        return complete(fileName, GraphCodec.read(fileName, text));
    }

    /**
     * The problems of {@code graph}'s asset files as seen from {@code graphFile}'s folder (missing
     * files, symbolic links leading outside), with JSON paths and no positions; e.g. for an editor
     * that checks its buffer of a saved file.
     */
    public static List<Problem> checkAssetFiles(Graph graph, Path graphFile) {
        return AssetFileCheck.check(graph, graphFile.toAbsolutePath().getParent());
    }

    /** Validates an in-memory graph (no file, no positions): the validator's problems only. */
    public static LoadedGraph check(Graph graph) {
        return new LoadedGraph(null, graph, GraphChecker.check(graph), null);
    }

    private static LoadedGraph complete(String fileName, ReadResult read) {
        List<Problem> problems = new ArrayList<>(read.problems());
        if (read.graph() != null) {
            List<Problem> readerErrors =
                    read.problems().stream().filter(Problem::isError).toList();
            for (Problem p : GraphChecker.check(read.graph())) {
                // a problem inside a part the reader could not read follows from it: not news
                if (readerErrors.stream().noneMatch(e -> e.liesAtOrUnder(p.path()))) {
                    problems.add(read.sourceMap().located(p, fileName));
                }
            }
        }
        return new LoadedGraph(fileName, read.graph(), problems, read.text());
    }

    /**
     * Adds a problem for every declared asset that is not a readable file inside the graph file's
     * folder (only a file on disk has a folder to check against).
     */
    private static LoadedGraph withAssetFiles(LoadedGraph loaded, SourceMap map, Path file) {
        if (loaded.graph() == null) {
            return loaded;
        }
        List<Problem> assetProblems = checkAssetFiles(loaded.graph(), file);
        if (assetProblems.isEmpty()) {
            return loaded;
        }
        List<Problem> problems = new ArrayList<>(loaded.problems());
        assetProblems.forEach(p -> problems.add(map.located(p, loaded.fileName())));
        return new LoadedGraph(loaded.fileName(), loaded.graph(), problems, loaded.text());
    }

    private static ReadResult unreadableText(String fileName, String message) {
        Problem problem = Problem.error("$", UNREADABLE, message).at(fileName, 0, 0);
        return new ReadResult(null, List.of(problem), SourceMap.empty(), null);
    }

    private static String describe(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
