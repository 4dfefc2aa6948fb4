package dev.stagestack.player.cli;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A test class of pages in the browser: one headless Chromium for its tests, and a folder for their pages. */
abstract class InBrowser extends PageFolder {

    static HeadlessChromium browser;

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
