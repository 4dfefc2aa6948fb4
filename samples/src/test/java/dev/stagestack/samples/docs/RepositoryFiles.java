package dev.stagestack.samples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The repository's text files, read from the module's parent folder (a Maven run's working
 * directory is the module's own): sources, docs, scripts, poms. Build output ({@code target})
 * and {@code .git} are skipped, and so is every file holding a NUL byte (images, sounds).
 */
final class RepositoryFiles {

    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    private static final Set<String> SKIPPED_FOLDERS = Set.of("target", ".git");

    private RepositoryFiles() {
    }

    /** Every text file of the repository, as a path relative to its root. */
    static List<Path> textFiles() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(Files::isRegularFile)
                    .filter(file -> ROOT.relativize(file).getNameCount() > 0 && !inSkippedFolder(file))
                    .filter(file -> !read(file).contains("\0"))
                    .map(ROOT::relativize)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file of the repository, by its path from the root (e.g. {@code docs/semantics.md}). */
    static String read(String path) {
        return read(ROOT.resolve(path));
    }

    static String read(Path file) {
        try {
            return new String(Files.readAllBytes(ROOT.resolve(file)), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean inSkippedFolder(Path file) {
        for (Path part : ROOT.relativize(file)) {
            if (SKIPPED_FOLDERS.contains(part.toString())) {
                return true;
            }
        }
        return false;
    }
}
