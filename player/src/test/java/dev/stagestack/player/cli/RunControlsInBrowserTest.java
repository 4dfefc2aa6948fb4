package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;

/**
 * The player's run controls in a graph's page (docs/web.md, "Pause, tick and commit step"): F5 pauses game time,
 * F6 runs exactly one tick, F7 takes one step of a commit, as the player's do, and the control buttons do the
 * same without taking the keyboard from the run.
 */
class RunControlsInBrowserTest extends InBrowser {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @Test
    void pauseThenTickShowsARequestBeforeItsCommitAndF7TakesTheCommitsStep() throws IOException {
        Path page = livePage(SAMPLES.resolve("basic-stack.stagestack.json"), "controls.html");
        browser.open(page);
        String game = "head: game#1\nstaging: game#1\n";
        assertEquals(game, browser.awaitText("chain", game));

        press(Keys.F5);
        assertEquals("true", browser.await(stateStartsWith("paused · tick "), "true"), browser.text("run-state"));
        long tick = Long.parseLong(browser.text("run-state").substring("paused · tick ".length()));
        assertEquals("Resume (F5)", browser.text("pause"));

        press(Keys.ESCAPE);
        assertEquals(game, browser.text("chain"), "paused: the key waits for the next tick");
        press(Keys.F6);
        String requested = "head: game#1\nstaging: game#1 > pause#2\n";
        assertEquals(requested, browser.awaitText("chain", requested), "one tick: Escape's push is requested");
        assertEquals("paused · tick " + (tick + 1), browser.text("run-state"), "exactly one tick ran");

        press(Keys.F7);
        String advanced = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(advanced, browser.awaitText("chain", advanced), "F7 takes the commit's one step");
        assertEquals("paused · tick " + (tick + 2) + "'s commit after step 1 (advance)", browser.text("run-state"));
        press(Keys.F7);
        assertEquals(
                "paused · tick " + (tick + 2) + "'s commit after step 1 (advance) · nothing to commit: head and"
                        + " staging agree",
                browser.text("run-state"));
        screenshot("page-commit-step.png");

        browser.click("Tick (F6)");
        String finished = "paused · tick " + (tick + 2);
        assertEquals(finished, browser.awaitText("run-state", finished), "the Tick button finishes that tick");
        assertEquals(explainedTrace(tick + 1, tick + 3), liveLog(), "the live log is trace --explain's, to the tick");
        browser.click("Resume (F5)");
        assertEquals("true", browser.await(stateStartsWith("running · tick "), "true"), browser.text("run-state"));
        press(Keys.chord(Keys.CONTROL, "-"));
        assertEquals("true", browser.await(stateEndsWith(" · 0.5×"), "true"), "Ctrl+- halves the speed");
        for (int i = 0; i < 4; i++) {
            press(Keys.chord(Keys.CONTROL, "-"));
        }
        assertEquals(
                "true", browser.await(stateEndsWith(" · 0.1×"), "true"), "down to 0.1×: " + browser.text("run-state"));
        press(Keys.chord(Keys.CONTROL, "="));
        press(Keys.chord(Keys.CONTROL, "="));
        assertEquals(
                "true", browser.await(stateEndsWith(" · 0.4×"), "true"), "doubled twice: " + browser.text("run-state"));
        press(Keys.chord(Keys.CONTROL, "0"));
        assertEquals("false", browser.await(stateEndsWith(" · 0.4×"), "false"), "Ctrl+0");
        assertTrue(
                browser.text("run-state").matches("running · tick \\d+"),
                "Ctrl+0: 1× again: " + browser.text("run-state"));
        press(Keys.ESCAPE);
        assertEquals(
                game,
                browser.awaitText("chain", game),
                "after a click on a control, Escape still reaches the run: the pause menu pops");
    }

    @Test
    void ctrlLeftShowsTheChainsBeforeEachChangeReadOnlyAndCtrlEndComesBackLive() throws IOException {
        browser.open(livePage(SAMPLES.resolve("basic-stack.stagestack.json"), "travel.html"));
        String game = "head: game#1\nstaging: game#1\n";
        String paused = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(game, browser.awaitText("chain", game));
        press(Keys.ESCAPE);
        assertEquals(paused, browser.awaitText("chain", paused));
        String pauseStack = browser.driver().findElement(By.id("stack")).getText();
        assertTrue(pauseStack.contains("pause#2"), pauseStack);

        press(Keys.chord(Keys.CONTROL, Keys.ARROW_LEFT));
        String requested = "head: game#1\nstaging: game#1 > pause#2\n";
        assertEquals(requested, browser.awaitText("chain", requested), "one change back: the push requested");
        assertTrue(browser.text("run-state").startsWith("time travel: after tick "), browser.text("run-state"));
        assertEquals("true", browser.await("return document.body.classList.contains('past-shown');", "true"));
        press(Keys.chord(Keys.CONTROL, Keys.ARROW_LEFT));
        assertEquals(game, browser.awaitText("chain", game), "and before it, game alone");
        assertFalse(browser.driver().findElement(By.id("stack")).getText().contains("pause#2"), "the drawn chain too");
        screenshot("page-time-travel.png");
        press(Keys.chord(Keys.CONTROL, Keys.ARROW_LEFT));
        String started = "head:\nstaging: game#1\n";
        assertEquals(started, browser.awaitText("chain", started), "the run's start, before its first commit");
        assertTrue(
                browser.text("run-state").startsWith("time travel: the run's start, change 1 of 4 (read-only)"),
                browser.text("run-state"));
        press(Keys.chord(Keys.CONTROL, Keys.ARROW_LEFT));
        assertEquals(started, browser.text("chain"), "nothing is earlier");
        press(Keys.chord(Keys.CONTROL, Keys.ARROW_RIGHT));
        assertEquals(game, browser.awaitText("chain", game));

        press(Keys.chord(Keys.CONTROL, Keys.ARROW_RIGHT));
        assertEquals(requested, browser.awaitText("chain", requested), "Ctrl+→ goes forward");
        press(Keys.chord(Keys.CONTROL, Keys.END));
        assertEquals(paused, browser.awaitText("chain", paused), "Ctrl+End: live again");
        assertEquals("false", browser.await("return document.body.classList.contains('past-shown');", "false"));
        assertEquals(pauseStack, browser.driver().findElement(By.id("stack")).getText());
        assertTrue(browser.text("run-state").startsWith("paused · tick "), "travel paused the run");
        press(Keys.F5);
        press(Keys.ESCAPE);
        assertEquals(game, browser.awaitText("chain", game), "resumed, the run takes keys: Escape pops the pause");
    }

    /**
     * What {@code stagestack trace --explain} writes for basic-stack with Escape at {@code escapeTick} over
     * {@code ticks} ticks, without the teardown the command writes at their end (the page's run goes on).
     */
    private static String explainedTrace(long escapeTick, long ticks) throws IOException {
        Path script = Files.writeString(dir.resolve("escape.script"), escapeTick + " key ESCAPE\n");
        CliTest.Run trace = CliTest.run(
                "trace",
                SAMPLES.resolve("basic-stack.stagestack.json").toString(),
                "--script",
                script.toString(),
                "--ticks",
                Long.toString(ticks),
                "--explain");
        assertEquals(0, trace.code(), trace.err());
        String teardown = ticks + " ";
        return trace.out()
                .lines()
                .filter(line -> !line.startsWith(teardown) && !line.startsWith("# " + teardown))
                .map(line -> line + "\n")
                .collect(java.util.stream.Collectors.joining());
    }

    /** The lines of the page's log, each ended by a line break. */
    private static String liveLog() {
        return (String) ((org.openqa.selenium.JavascriptExecutor) browser.driver())
                .executeScript("return Array.from(document.getElementById('log').children)"
                        + ".map(d => d.textContent + '\\n').join('');");
    }

    private static String stateEndsWith(String suffix) {
        return "return document.getElementById('run-state').textContent.endsWith('" + suffix + "');";
    }

    private static String stateStartsWith(String prefix) {
        return "return document.getElementById('run-state').textContent.startsWith('" + prefix + "');";
    }

    private static void press(CharSequence key) {
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }

    private static void screenshot(String name) throws IOException {
        Files.write(Path.of("target", name), browser.driver().getScreenshotAs(OutputType.BYTES));
        assertTrue(Files.size(Path.of("target", name)) > 0);
    }
}
