package dev.stagestack.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The rules for an asset path (docs/format.md "Assets"): not empty, and {@link InsideFolder}'s rule
 * with the graph file's folder — relative to it, folders separated by {@code /}, and never leaving it.
 */
public final class AssetPaths {

    /** Problem code of a path that is empty, uses {@code \\} or leaves the graph's folder. */
    public static final String INVALID_PATH = "invalid-asset-path";
    /** Problem code of a path that names no readable file. */
    public static final String MISSING = "missing-asset";

    /** The largest asset file that is read: 256 MiB. */
    public static final long MAX_ASSET_BYTES = 256L * 1024 * 1024;

    private static final String GRAPHS_FOLDER = "the graph's folder";

    private AssetPaths() {}

    /** What is wrong with an asset path: a problem code ({@link #INVALID_PATH}, {@link #MISSING}) and a message. */
    public record Fault(String code, String message) {}

    /**
     * What is wrong with the spelling of {@code path}, e.g. {@code path "../x.wav" leaves the graph's
     * folder}; empty when it is a well-formed relative path. Needs no file system.
     */
    public static Optional<String> syntaxProblem(String path) {
        if (path.isBlank()) {
            return Optional.of("an asset path must not be empty");
        }
        return InsideFolder.spellingProblem(path, GRAPHS_FOLDER);
    }

    /**
     * What is wrong with {@code path} on disk, relative to {@code folder}: a missing file, a folder
     * where a file belongs, or a symbolic link leading outside {@code folder}. Empty when it is a
     * readable file inside the folder. Assumes {@link #syntaxProblem} found nothing.
     */
    public static Optional<Fault> fileProblem(Path folder, String path) {
        try {
            readableFile(folder, path);
            return Optional.empty();
        } catch (Refused refused) {
            return Optional.of(refused.fault);
        }
    }

    /**
     * The real file that {@code path} names inside {@code folder}, checked now, at the moment of reading,
     * since a file may have been replaced by a link leading outside after the graph was validated. Read
     * the returned path (not the link) and at most {@link #MAX_ASSET_BYTES} of it.
     *
     * @throws Refused when the path is malformed, missing, a folder, too large or leads outside the folder
     */
    public static Path readableFile(Path folder, String path) throws Refused {
        Optional<String> syntax = syntaxProblem(path);
        if (syntax.isPresent()) {
            throw new Refused(new Fault(INVALID_PATH, syntax.get()));
        }
        Path file = folder.resolve(path);
        if (!Files.exists(file)) {
            boolean danglingLink = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            throw missing(
                    "asset file " + DisplayText.quoted(path) + " " + (danglingLink ? "is a broken link" : "not found")
                            + " (looked for " + file.toAbsolutePath().normalize() + ")");
        }
        try {
            Optional<Path> outside = InsideFolder.leadsOutside(folder, file);
            if (outside.isPresent()) {
                throw new Refused(new Fault(
                        INVALID_PATH,
                        "path " + DisplayText.quoted(path) + " leaves " + GRAPHS_FOLDER + " (a symbolic link leads to "
                                + outside.get() + ")"));
            }
            Path real = file.toRealPath();
            if (!Files.isRegularFile(real)) {
                throw missing("asset path " + DisplayText.quoted(path) + " is a folder, not a file");
            }
            if (Files.size(real) > MAX_ASSET_BYTES) {
                throw missing(String.format(
                        Locale.ROOT,
                        "asset file %s is too large: %.1f MiB; the limit is %d MiB",
                        DisplayText.quoted(path),
                        Files.size(real) / 1048576.0,
                        MAX_ASSET_BYTES / 1048576));
            }
            return real;
        } catch (Refused refused) {
            throw refused;
        } catch (IOException e) {
            throw missing("asset file " + DisplayText.quoted(path) + " cannot be read: " + e.getMessage());
        }
    }

    /** An asset file that must not be read, and why. */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;
        private final transient Fault fault;

        Refused(Fault fault) {
            super(fault.message());
            this.fault = fault;
        }

        /** The problem code and message. */
        public Fault fault() {
            return fault;
        }
    }

    private static Refused missing(String message) {
        return new Refused(new Fault(MISSING, message));
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
        String relative =
                base.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
        return syntaxProblem(relative).isPresent() ? Optional.empty() : Optional.of(relative);
    }
}
