package dev.stagestack.editor.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Earlier editors kept one copy, {@code ~/.stagestack/recovery.stagestack.json}. A copy
 * left there by a crash moves into the recovery folder, so it is offered like any other.
 */
final class LegacyRecovery {
    private LegacyRecovery() {}

    static void moveInto(Path oldFolder, Path recoveryFolder) {
        Path graph = oldFolder.resolve("recovery" + GraphFiles.SUFFIX);
        if (!Files.isRegularFile(graph)) {
            return;
        }
        String slot = "earlier-version-" + System.currentTimeMillis();
        try {
            Files.createDirectories(recoveryFolder);
            Path origin = oldFolder.resolve("recovery.origin");
            if (Files.isRegularFile(origin)) {
                Files.move(origin, recoveryFolder.resolve(slot + ".origin"));
            }
            Files.move(graph, recoveryFolder.resolve(slot + GraphFiles.SUFFIX));
        } catch (IOException ignored) {
            // left where it is; nothing is deleted
        }
    }
}
