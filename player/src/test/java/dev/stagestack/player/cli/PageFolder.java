package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** A test class that writes pages: a folder for them, shared by its tests. */
abstract class PageFolder {

    @TempDir
    static Path dir;

    /** Writes the live page of {@code graph} (no script) with {@code stagestack web}, as {@code name} in the folder. */
    static Path livePage(Path graph, String name) {
        Path page = dir.resolve(name);
        CliTest.Run made = CliTest.run("web", graph.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        return page;
    }
}
