package dev.stagestack.player.cli;

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

    @AfterAll
    static void stopBrowser() throws IOException {
        if (browser != null) {
            browser.close();
            browser = null;
        }
    }
}
