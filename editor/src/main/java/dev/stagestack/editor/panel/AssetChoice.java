package dev.stagestack.editor.panel;

import dev.stagestack.model.AssetPaths;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Turns a file picked in a chooser into what a graph file stores: a path relative to the graph
 * file's folder (refused when it lies outside), and a free asset name made from its file name.
 */
final class AssetChoice {

    private AssetChoice() {}

    /** The result of a choice: the path to store, or why it cannot be stored. */
    record Outcome(String path, String refusal) {

        boolean accepted() {
            return path != null;
        }
    }

    /** {@code chosen} relative to the folder of {@code graphFile}; refused outside that folder. */
    static Outcome relativeTo(Path graphFile, Path chosen) {
        Path folder = graphFile.toAbsolutePath().getParent();
        Optional<String> relative = AssetPaths.relativize(folder, chosen);
        return relative.map(p -> new Outcome(p, null))
                .orElseGet(() -> new Outcome(
                        null,
                        chosen.getFileName() + " is outside the graph's folder " + folder
                                + "; copy it into that folder first"));
    }

    /** A name for the asset in {@code file}: its base name in id characters, made unique among {@code taken}. */
    static String nameFor(Path file, Set<String> taken) {
        String base = file.getFileName()
                .toString()
                .replaceFirst("\\.[^.]*$", "")
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_.-]+", "-")
                .replaceAll("^-+|-+$", "");
        base = base.isEmpty() ? "asset" : base.substring(0, Math.min(base.length(), 60));
        String name = base;
        for (int i = 2; taken.contains(name); i++) {
            name = base + "-" + i;
        }
        return name;
    }
}
