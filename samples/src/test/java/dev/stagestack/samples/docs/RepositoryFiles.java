package dev.stagestack.samples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The repository's text files, found from the module's parent folder (a Maven run's working
 * directory is the module's own): sources, docs, scripts, poms. Build output ({@code target})
 * and {@code .git} are skipped, and so is every file holding a NUL byte (images, sounds).
 */
final class RepositoryFiles {

    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    private static final Set<String> SKIPPED_FOLDERS = Set.of("target", ".git");

    private RepositoryFiles() {}

    /** Every text file of the repository, as a path relative to its root, in walk order. */
    static List<Path> textFiles() {
        List<Path> found = new ArrayList<>();
        try {
            Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    boolean skipped = SKIPPED_FOLDERS.contains(String.valueOf(dir.getFileName()));
                    return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && !read(file).contains("\0")) {
                        found.add(ROOT.relativize(file));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
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
}
