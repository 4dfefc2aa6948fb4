package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** A test class of pages in the browser: one headless Chromium for its tests, and a folder for their pages. */
abstract class InBrowser {

    static HeadlessChromium browser;

    @TempDir
    static Path dir;

    @BeforeAll
    static void startBrowser() throws IOException {
        browser = HeadlessChromium.start();
    }

    /** Writes the live page of {@code graph} (no script) with {@code stagestack web}, as {@code name} in the folder. */
    static Path livePage(Path graph, String name) {
        Path page = dir.resolve(name);
        CliTest.Run made = CliTest.run("web", graph.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        return page;
    }

    @AfterAll
    static void stopBrowser() throws IOException {
        if (browser != null) {
            browser.close();
            browser = null;
        }
    }
}
