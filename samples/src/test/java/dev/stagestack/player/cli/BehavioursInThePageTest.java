package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.web.page.WebBundle;
import dev.stagestack.web.page.WebPage;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Set;
import java.util.function.DoublePredicate;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.interactions.Actions;

/**
 * Graphs with behaviour code in the page (docs/web.md, "Behaviours in the page"): the samples' page program runs
 * Bounce's and levels' Java behaviours in a real browser, the trace byte for byte as {@code stagestack trace}
 * prints it, and Bounce is playable: Enter starts a game, the arrows move the paddle drawn on the canvas.
 */
class BehavioursInThePageTest extends InBrowser {

    private static final Path GRAPHS = Path.of("graphs");
    /** The middle row of Bounce's paddle on the 640 × 480 canvas (its world is drawn at scale 1). */
    private static final int PADDLE_ROW = 446;
    /** Bounce's paddle colour, {@code Arena.PADDLE}. */
    private static final String PADDLE_RGB = "232,234,246";

    @Test
    void bounceTracesAsTheCommandLineDoes() throws IOException {
        samePageTrace("bounce");
    }

    @Test
    void levelsTracesAsTheCommandLineDoes() throws IOException {
        samePageTrace("levels");
    }

    @Test
    void bounceIsPlayable() throws IOException {
        Path page = page("bounce", "-o", dir.resolve("bounce-live.html").toString());
        browser.driver().manage().window().setSize(new Dimension(1000, 1000));
        browser.open(page);
        String title = "head: title#1\nstaging: title#1\n";
        assertEquals(title, browser.awaitText("chain", title));
        assertTrue(paddleX(PADDLE_ROW) < 0, "no paddle on the title");
        BufferedImage badge =
                ImageIO.read(GRAPHS.resolve("assets/bounce/badge.png").toFile());
        for (int[] at : new int[][] {{28, 28}, {6, 28}, {28, 50}}) {
            int[] png = rgb(badge.getRGB(at[0], at[1]));
            int[] seen = awaitBadgePixel(at[0], at[1], png);
            assertTrue(
                    near(seen, png),
                    "the title draws its badge image (drawImage): at " + at[0] + "," + at[1] + " the canvas has "
                            + Arrays.toString(seen) + ", the PNG " + Arrays.toString(png));
        }

        key(Keys.ENTER);
        String level = "head: title#1 > level#2\nstaging: title#1 > level#2\n";
        assertEquals(level, browser.awaitText("chain", level), "Enter on the title pushes the level");
        double start = awaitPaddle(x -> x > 0);
        assertEquals(320, start, 1, "the paddle starts in the middle");

        Actions hold = new Actions(browser.driver());
        hold.keyDown(Keys.ARROW_RIGHT).perform();
        double right = awaitPaddle(x -> x > start + 100);
        hold.keyUp(Keys.ARROW_RIGHT).perform();
        assertTrue(right > start + 100, "holding → moves the paddle right: " + start + " to " + right);
        hold.keyDown(Keys.ARROW_LEFT).perform();
        double left = awaitPaddle(x -> x < right - 100);
        hold.keyUp(Keys.ARROW_LEFT).perform();
        assertTrue(left < right - 100, "holding ← moves it left: " + right + " to " + left);
        screenshot("bounce-page.png");

        key(Keys.ESCAPE);
        String paused = "head: title#1 > level#2 > pause#3\nstaging: title#1 > level#2 > pause#3\n";
        assertEquals(paused, browser.awaitText("chain", paused), "Escape pauses");
        browser.click("Resume");
        assertEquals(level, browser.awaitText("chain", level), "the pause menu's Resume button pops it");
        assertEquals("", browser.text("problems"));
    }

    @Test
    void bouncesCanvasKeepsItsAspectRatioAsTheWindowIsResized() throws IOException {
        Path page = page("bounce", "-o", dir.resolve("bounce-letterbox.html").toString());
        browser.driver().manage().window().setSize(new Dimension(1000, 1000));
        browser.open(page);
        browser.awaitText("chain", "head: title#1\nstaging: title#1\n");
        double[] tall = fitted();
        browser.driver().manage().window().setSize(new Dimension(1400, 600));
        browser.await("return window.innerWidth > 1200 && window.innerHeight < 700;", "true");
        double[] wide = fitted();
        browser.driver().manage().window().setSize(new Dimension(1000, 1000));
        key(Keys.ENTER);
        browser.awaitText("chain", "head: title#1 > level#2\nstaging: title#1 > level#2\n");
        key(Keys.ESCAPE);
        browser.awaitText("chain", "head: title#1 > level#2 > pause#3\nstaging: title#1 > level#2 > pause#3\n");
        screenshot("bounce-page-paused.png");
        assertTrue(
                wide[1] < tall[1],
                "a lower window, a lower canvas: " + tall[1] + " then " + wide[1] + " in "
                        + ((JavascriptExecutor) browser.driver())
                                .executeScript("return window.innerWidth + ' x ' + window.innerHeight;"));
    }

    @Test
    void theCanvasHasTheResolutionThePageProgramNames() throws IOException {
        WebBundle samples = WebBundle.covering(
                        Set.of("bounce.title", "bounce.level"), getClass().getClassLoader())
                .orElseThrow();
        WebBundle wide = new WebBundle(
                samples.script(), samples.behaviors(), new WebBundle.Resolution(1280, 720), samples.loader());
        Path graph = GRAPHS.resolve("bounce.stagestack.json");
        Path page = dir.resolve("bounce-720p.html");
        Files.writeString(
                page,
                WebPage.html(
                        "bounce.stagestack.json",
                        Files.readString(graph),
                        "script",
                        "",
                        600,
                        wide,
                        graph.toAbsolutePath().getParent()));
        browser.driver().manage().window().setSize(new Dimension(1400, 900));
        browser.open(page);
        browser.awaitText("chain", "head: title#1\nstaging: title#1\n");
        key(Keys.ENTER);
        browser.awaitText("chain", "head: title#1 > level#2\nstaging: title#1 > level#2\n");
        // Bounce fits its 640 × 480 world to the surface: scale 1.5, 160 px bars each side at 1280 × 720
        double paddle = awaitPaddle((int) Math.round(PADDLE_ROW * 1.5), x -> x > 0);
        assertEquals(640, paddle, 2, "the paddle in the middle of a 1280-pixel surface");
        Object aspect = ((JavascriptExecutor) browser.driver())
                .executeScript("const c = document.getElementById('screen');"
                        + "const r = c.getBoundingClientRect(); return [c.width, c.height, r.width / r.height];");
        java.util.List<?> seen = (java.util.List<?>) aspect;
        assertEquals(1280, ((Number) seen.get(0)).intValue(), "the canvas' width");
        assertEquals(720, ((Number) seen.get(1)).intValue(), "the canvas' height");
        assertEquals(16.0 / 9, ((Number) seen.get(2)).doubleValue(), 0.01, "shown letterboxed at 16:9");
    }

    /**
     * Waits until the canvas is fitted to its area: 640 × 480 scaled to fill the area's width or height, aspect
     * kept, centred. Returns its shown width and height.
     */
    private static double[] fitted() {
        String fits = "const c = document.getElementById('screen').getBoundingClientRect();"
                + "const a = document.getElementById('screen-area').getBoundingClientRect();"
                + "const s = Math.min(a.width / 640, a.height / 480);"
                + "return Math.abs(c.width - 640 * s) < 1 && Math.abs(c.height - 480 * s) < 1"
                + " && Math.abs(c.left + c.width / 2 - (a.left + a.width / 2)) < 1"
                + " && Math.abs(c.top + c.height / 2 - (a.top + a.height / 2)) < 1 && s > 0;";
        assertEquals("true", browser.await(fits, "true"), "the canvas is letterboxed into its area");
        Object size = ((JavascriptExecutor) browser.driver())
                .executeScript("const c = document.getElementById('screen').getBoundingClientRect();"
                        + "return [c.width, c.height];");
        java.util.List<?> wh = (java.util.List<?>) size;
        double w = ((Number) wh.get(0)).doubleValue();
        double h = ((Number) wh.get(1)).doubleValue();
        assertEquals(4.0 / 3, w / h, 0.01, "640 × 480's aspect ratio");
        return new double[] {w, h};
    }

    /** Writes the page of sample {@code name} with its script, opens it, and compares its trace with the command's. */
    private static void samePageTrace(String name) throws IOException {
        String graph = GRAPHS.resolve(name + ".stagestack.json").toString();
        String script = GRAPHS.resolve(name + ".script").toString();
        CliTest.Run trace = CliTest.run("trace", graph, "--script", script);
        assertEquals(0, trace.code(), trace.err());
        assertFalse(trace.out().isEmpty());
        browser.open(
                page(name, "--script", script, "-o", dir.resolve(name + ".html").toString()));
        assertEquals(trace.out(), browser.awaitText("trace", trace.out()), name);
        assertEquals("", browser.text("problems"));
    }

    /** Runs {@code stagestack web} on sample {@code name} with {@code options}; the page written. */
    private static Path page(String name, String... options) {
        String[] args = new String[options.length + 2];
        args[0] = "web";
        args[1] = GRAPHS.resolve(name + ".stagestack.json").toString();
        System.arraycopy(options, 0, args, 2, options.length);
        CliTest.Run made = CliTest.run(args);
        assertEquals(0, made.code(), made.err());
        return Path.of(options[options.length - 1]);
    }

    private static void key(CharSequence key) {
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }

    /** Waits (up to 20 s) until the paddle's place on the canvas passes {@code test}; returns the last seen. */
    private static double awaitPaddle(DoublePredicate test) {
        return awaitPaddle(PADDLE_ROW, test);
    }

    /** As {@link #awaitPaddle(DoublePredicate)}, the paddle looked for on canvas row {@code row}. */
    private static double awaitPaddle(int row, DoublePredicate test) {
        long deadline = System.nanoTime() + 20_000_000_000L;
        double x = paddleX(row);
        while (!test.test(x) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            x = paddleX(row);
        }
        return x;
    }

    /** The middle of the paddle's pixels on canvas row {@code row}; -1 when none is drawn. */
    private static double paddleX(int row) {
        Object x = ((JavascriptExecutor) browser.driver())
                .executeScript(
                        "const c = document.getElementById('screen');"
                                + "const d = c.getContext('2d').getImageData(0, arguments[0], c.width, 1).data;"
                                + "let sum = 0, n = 0;"
                                + "for (let i = 0; i < c.width; i++) {"
                                + "  if ([d[4 * i], d[4 * i + 1], d[4 * i + 2]].join() === arguments[1]) { sum += i; n++; }"
                                + "}"
                                + "return n === 0 ? -1 : sum / n + 0.5;",
                        row,
                        PADDLE_RGB);
        return ((Number) x).doubleValue();
    }

    /** Waits (up to 20 s) until the badge's pixel at ({@code x}, {@code y}) is {@code png}'s colour; the last seen. */
    private static int[] awaitBadgePixel(int x, int y, int[] png) {
        long deadline = System.nanoTime() + 20_000_000_000L;
        int[] seen = badgeRgb(x, y);
        while (!near(seen, png) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            seen = badgeRgb(x, y);
        }
        return seen;
    }

    private static int[] badgeRgb(int x, int y) {
        String[] parts = String.valueOf(((JavascriptExecutor) browser.driver()).executeScript(badgePixel(x, y)))
                .split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2])};
    }

    private static int[] rgb(int argb) {
        return new int[] {(argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff};
    }

    /** Equal but for the browser's colour management, which may move a channel by one or two. */
    private static boolean near(int[] a, int[] b) {
        for (int i = 0; i < 3; i++) {
            if (Math.abs(a[i] - b[i]) > 2) {
                return false;
            }
        }
        return true;
    }

    /**
     * A script giving the canvas pixel at ({@code x}, {@code y}) of the title's 56 × 56 badge, drawn at world
     * (568, 16) in Bounce's 640 × 480 world, fitted to the canvas as Bounce's view fits it.
     */
    private static String badgePixel(int x, int y) {
        return "const c = document.getElementById('screen');"
                + "const s = Math.min(c.width / 640, c.height / 480);"
                + "const px = Math.floor((c.width - 640 * s) / 2 + (568 + " + x + ") * s);"
                + "const py = Math.floor((c.height - 480 * s) / 2 + (16 + " + y + ") * s);"
                + "const d = c.getContext('2d').getImageData(px, py, 1, 1).data;"
                + "return [d[0], d[1], d[2]].join();";
    }

    /** Saves what the browser shows to {@code target/NAME}, for a person to look at. */
    private static void screenshot(String name) throws IOException {
        Path shot = browser.driver().getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, Path.of("target", name), StandardCopyOption.REPLACE_EXISTING);
    }
}
