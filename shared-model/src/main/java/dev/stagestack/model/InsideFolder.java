package dev.stagestack.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one rule for a path that a file writes to name another file beside it (an asset of a graph, the
 * graph of a lesson): relative to the first file's folder, folders separated by {@code /}, and never
 * leaving that folder — no control character, no {@code ..} segment, no absolute path, no symbolic link
 * that resolves outside it.
 */
public final class InsideFolder {

    private InsideFolder() {}

    /**
     * What is wrong with the spelling of {@code path}, e.g. {@code path "../x.wav" leaves the graph's
     * folder} for {@code folder} "the graph's folder"; empty when it is a relative path that stays inside.
     * Needs no file system; an empty path is the caller's to refuse.
     */
    public static Optional<String> spellingProblem(String path, String folder) {
        if (path.chars().anyMatch(c -> c < 0x20 || c == 0x7F)) {
            return Optional.of("path " + DisplayText.quoted(path) + " contains a control character");
        }
        if (path.indexOf('\\') >= 0) {
            return Optional.of("path " + DisplayText.quoted(path) + " uses \\; separate folders with /");
        }
        if (isAbsolute(path) || hasParentSegment(path)) {
            return Optional.of("path " + DisplayText.quoted(path) + " leaves " + folder);
        }
        return Optional.empty();
    }

    /**
     * Where {@code file}, an existing file named by a well-spelt path inside {@code folder}, really is when
     * a symbolic link leads it outside {@code folder}; empty when it is inside. Checked at the moment of
     * reading, since a file may have been replaced by a link after it was checked.
     */
    public static Optional<Path> leadsOutside(Path folder, Path file) throws IOException {
        Path real = file.toRealPath();
        return real.startsWith(folder.toRealPath()) ? Optional.empty() : Optional.of(real);
    }

    private static boolean isAbsolute(String path) {
        boolean drive = path.length() >= 2 && path.charAt(1) == ':' && Character.isLetter(path.charAt(0));
        return path.startsWith("/") || drive;
    }

    private static boolean hasParentSegment(String path) {
        for (String segment : path.split("/", -1)) {
            if (segment.equals("..")) {
                return true;
            }
        }
        return false;
    }
}
