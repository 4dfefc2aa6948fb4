package dev.stagestack.model.io;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A user's text file (a graph, a script) read the one way every tool reads them: at most a limit of
 * bytes ({@link BoundedRead}), strictly UTF-8. Either the text or the problem that stops reading it,
 * with its location when there is one (the first byte that is not UTF-8).
 *
 * @param text    the decoded text, or null when {@code problem} is set
 * @param problem why the file cannot be read as text (too large, not UTF-8), with no file name yet
 */
public record TextFile(String text, Problem problem) {

    /**
     * Reads {@code file}.
     *
     * @throws IOException when the file cannot be read at all (missing, no permission, a folder)
     */
    public static TextFile read(Path file, long limit) throws IOException {
        byte[] bytes;
        try {
            bytes = BoundedRead.readAtMost(file, limit);
        } catch (BoundedRead.TooLarge e) {
            return new TextFile(null, Problem.error("$", ProblemCodes.FILE_TOO_LARGE, e.getMessage()));
        }
        return Utf8.decode(bytes);
    }
}
