package dev.stagestack.player.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The distribution's Chromium, headless, driven by its chromedriver through Selenium: a fresh profile, no
 * network of its own. With {@code CI=true} a missing browser fails the test; elsewhere it is skipped.
 */
public final class HeadlessChromium implements AutoCloseable {

    private final ChromeDriver driver;
    private final Path profile;

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    public static HeadlessChromium start() throws IOException {
        Path browser = Browsers.found("chromium", "chromium-browser", "google-chrome");
        Path chromedriver = Browsers.found("chromedriver");
        if (browser == null || chromedriver == null) {
            String message = "needs chromium and chromedriver (apt-get install chromium chromium-driver)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(message + "; CI must install them");
            }
            Assumptions.abort(message);
        }
        Path profile = Files.createTempDirectory("stagestack-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser.toFile());
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.toFile())
                .build();
        return new HeadlessChromium(new ChromeDriver(service, options), profile);
    }

    /** Opens {@code page} from file:// and waits until it has loaded. */
    public void open(Path page) {
        driver.get(page.toUri().toString());
    }

    /** The {@code textContent} of the element {@code id}, exactly. */
    public String text(String id) {
        return (String) ((JavascriptExecutor) driver)
                .executeScript("return document.getElementById(arguments[0]).textContent;", id);
    }

    /** Waits (up to 20 s) until the element {@code id}'s text is {@code expected}; returns the last text seen. */
    public String awaitText(String id, String expected) {
        return await("return document.getElementById('" + id + "').textContent;", expected);
    }

    /**
     * Waits (up to 20 s) until {@code script} returns {@code expected} (compared as text, null as
     * {@code "null"}); returns the last value seen.
     */
    public String await(String script, String expected) {
        long deadline = System.nanoTime() + 20_000_000_000L;
        String seen = String.valueOf(((JavascriptExecutor) driver).executeScript(script));
        while (!expected.equals(seen) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            seen = String.valueOf(((JavascriptExecutor) driver).executeScript(script));
        }
        return seen;
    }

    ChromeDriver driver() {
        return driver;
    }

    void click(String buttonText) {
        driver.findElement(By.xpath("//button[text()='" + buttonText + "']")).click();
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        }
    }
}
