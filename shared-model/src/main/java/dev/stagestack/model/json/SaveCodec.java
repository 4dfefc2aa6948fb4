package dev.stagestack.model.json;

import dev.stagestack.model.Problem;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.model.io.TextFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads and writes save files, save version 1 (docs/format.md, "Save files"), with the graph files' own
 * reader: the same limits (32 MiB, 64 levels), the same located {@code file:line:col: path: message}
 * problems and the same canonical writing.
 */
public final class SaveCodec {

    private SaveCodec() {}

    /**
     * Reads a save from JSON text.
     *
     * @param fileName the name to put in problems (as the user gave it), or null
     * @param text     the file's content
     * @return the save and the problems; the save is null when there is an error
     */
    public static SaveRead read(String fileName, String text) {
        ProblemCollector problems = new ProblemCollector();
        JsonTextParser.Outcome parsed = GraphCodec.parseWithin(text, problems);
        if (parsed == null || parsed.root() == null) {
            return new SaveRead(fileName, null, problems.sorted(fileName), SourceMap.empty());
        }
        SaveGame save = new SaveDecoder(problems).decode(parsed.root());
        List<Problem> found = problems.sorted(fileName);
        boolean refused = found.stream().anyMatch(Problem::isError);
        return new SaveRead(fileName, refused ? null : save, found, new SourceMap(parsed.root()));
    }

    /**
     * Reads a UTF-8 save file, refusing one over 32 MiB before its content is read, as a graph file.
     *
     * @throws IOException when the file cannot be read at all (missing, no permission)
     */
    public static SaveRead read(Path file) throws IOException {
        String fileName = file.toString();
        TextFile decoded = TextFile.read(file, GraphCodec.MAX_FILE_BYTES);
        if (decoded.problem() == null) {
            return read(fileName, decoded.text());
        }
        return new SaveRead(
                fileName,
                null,
                List.of(decoded.problem()
                        .at(
                                fileName,
                                decoded.problem().line(),
                                decoded.problem().column())),
                SourceMap.empty());
    }

    /** The canonical text of {@code save}. */
    public static String write(SaveGame save) {
        return SaveEncoder.encode(save);
    }

    /** Writes {@code save} to {@code file} so that the file is never seen half-written ({@link AtomicFiles}). */
    public static void writeAtomically(SaveGame save, Path file) throws IOException {
        AtomicFiles.writeString(file, write(save));
    }
}
