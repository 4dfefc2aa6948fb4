package dev.stagestack.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The rules for an asset path (docs/format.md "Assets"): relative to the graph file's folder,
 * folders separated by {@code /}, and never leaving that folder — no {@code ..} segment, no
 * absolute path, no symbolic link that resolves outside it.
 */
public final class AssetPaths {

    /** Problem code of a path that is empty, uses {@code \\} or leaves the graph's folder. */
    public static final String INVALID_PATH = "invalid-asset-path";
    /** Problem code of a path that names no readable file. */
    public static final String MISSING = "missing-asset";

    private AssetPaths() {
    }

    /** What is wrong with an asset path: a problem code ({@link #INVALID_PATH}, {@link #MISSING}) and a message. */
    public record Fault(String code, String message) {
    }

    /**
     * What is wrong with the spelling of {@code path}, e.g. {@code path "../x.wav" leaves the graph's
     * folder}; empty when it is a well-formed relative path. Needs no file system.
     */
    public static Optional<String> syntaxProblem(String path) {
        if (path.isBlank()) {
            return Optional.of("an asset path must not be empty");
        }
        if (path.indexOf('\\') >= 0) {
            return Optional.of("path \"" + path + "\" uses \\; separate folders with /");
        }
        if (isAbsolute(path) || hasParentSegment(path)) {
            return Optional.of("path \"" + path + "\" leaves the graph's folder");
        }
        return Optional.empty();
    }

    /**
     * What is wrong with {@code path} on disk, relative to {@code folder}: a missing file, a folder
     * where a file belongs, or a symbolic link leading outside {@code folder}. Empty when it is a
     * readable file inside the folder. Assumes {@link #syntaxProblem} found nothing.
     */
    public static Optional<Fault> fileProblem(Path folder, String path) {
        Path file = folder.resolve(path);
        if (!Files.exists(file)) {
            boolean danglingLink = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            return missing("asset file \"" + path + "\" " + (danglingLink ? "is a broken link" : "not found")
                    + " (looked for " + file.toAbsolutePath().normalize() + ")");
        }
        try {
            Path real = file.toRealPath();
            if (!real.startsWith(folder.toRealPath())) {
                return Optional.of(new Fault(INVALID_PATH, "path \"" + path
                        + "\" leaves the graph's folder (a symbolic link leads to " + real + ")"));
            }
        } catch (IOException e) {
            return missing("asset file \"" + path + "\" cannot be read: " + e.getMessage());
        }
        return Files.isRegularFile(file) ? Optional.empty()
                : missing("asset path \"" + path + "\" is a folder, not a file");
    }

    private static Optional<Fault> missing(String message) {
        return Optional.of(new Fault(MISSING, message));
    }

    /**
     * {@code candidate} as a path relative to {@code folder}, written with {@code /}; empty when it
     * lies outside the folder (what the editor stores after a file chooser).
     */
    public static Optional<String> relativize(Path folder, Path candidate) {
        Path base = folder.toAbsolutePath().normalize();
        Path file = candidate.toAbsolutePath().normalize();
        if (!file.startsWith(base) || file.equals(base)) {
            return Optional.empty();
        }
        String relative = base.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
        return syntaxProblem(relative).isPresent() ? Optional.empty() : Optional.of(relative);
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
