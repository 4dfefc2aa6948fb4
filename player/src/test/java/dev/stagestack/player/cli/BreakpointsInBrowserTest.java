package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.Script;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The player's breakpoints and Step back in a graph's page (docs/web.md, "Breakpoints and Step back"): in the
 * {@code diverged} sample, whose Options commit retreats out of world, advances into options and, options' enter
 * having pushed audio, advances into audio, a breakpoint before entering audio stops the page where the player's
 * session stops on the same input, with the same chains and log; PageUp walks back through that commit's steps and
 * the ticks before it as the player's Step back does, and PageDown and F7 go forward again.
 */
class BreakpointsInBrowserTest extends InBrowser {

    private static final Path GRAPH = Path.of("..", "samples", "graphs", "diverged.stagestack.json");
    /** game: D pushes extra and pops it before any commit (a discard); X pops twice (the second finds nothing). */
    private static final String SLIPS = """
            {"format": "stagestack", "version": 1, "name": "Slips", "initial": "game", "tickRate": 60,
             "states": [{"id": "game", "name": "Game"}, {"id": "extra", "name": "Extra"}],
             "transitions": [
               {"id": "blink", "from": "game", "trigger": {"type": "key", "key": "D"},
                "actions": [{"op": "push", "target": "extra"}, {"op": "pop"}]},
               {"id": "crash", "from": "game", "trigger": {"type": "key", "key": "X"},
                "actions": [{"op": "pop"}, {"op": "pop"}]}]}
            """;

    private static final String BREAK_LINE =
            "Breakpoint: before entering audio#4. F5 resumes, F6 runs the tick, F7 takes the next step.";

    @Test
    void aBreakpointBeforeEnteringStopsWhereThePlayerStopsAndPageUpWalksBackAsThePlayersStepBack() throws IOException {
        long paused = openPaused("breakpoints.html");

        browser.driver().findElement(By.cssSelector("#breakpoints summary")).click();
        browser.driver()
                .findElement(By.cssSelector("#break-states li[data-state='audio'] button.entering"))
                .click();
        assertEquals("● before entering audio", browser.text("break-set").replace("✕", ""));
        browser.click("Play");
        press(Keys.F6); // tick paused+1 takes Play: world requested
        press(Keys.F6); // paused+2 commits it
        String world = "head: title#1 > world#2\nstaging: title#1 > world#2\n";
        assertEquals(world, browser.awaitText("chain", world));
        browser.click("Options");
        press(Keys.F6); // paused+3: pop and push options requested, the chains diverge
        press(Keys.F6); // paused+4: its commit, up to the step into audio
        String atBreak = "head: title#1 > options#3\nstaging: title#1 > options#3 > audio#4\n";
        assertEquals(atBreak, browser.awaitText("chain", atBreak));
        assertEquals(BREAK_LINE, browser.awaitText("break-hit", BREAK_LINE));

        PlayerSession session = playerAtTheSameInput(paused);
        PlayerViewModel player = new PlayerViewModel(session);
        assertEquals("before entering audio#4", session.lastBreak().orElseThrow(), "the player stops there too");
        assertEquals(chainText(session.live()), browser.text("chain"), "the player's chains at its break");
        assertEquals(
                "paused · tick " + (paused + 4) + "'s commit after step 2 (advance)",
                browser.text("run-state"),
                "two steps taken, numbered as the log numbers them");
        assertEquals(playerLog(session), pageLog(), "the player's explained log, line for line");

        press(Keys.PAGE_UP);
        assertEquals(
                chainText(stepBack(player)),
                browser.awaitText("chain", chainText(player.shown().get())));
        assertEquals(
                "step back: tick " + (paused + 4) + "'s commit before step 2 (of 2 taken so far) (read-only)"
                        + " · PageUp earlier · PageDown or F7 later",
                browser.text("run-state"));
        assertEquals("", browser.text("break-hit"), "the red line goes while another moment is shown");
        assertFalse(browser.driver().findElement(By.id("stack")).getText().contains("world#2"), "the drawn chain too");
        press(Keys.PAGE_UP);
        assertEquals(
                chainText(stepBack(player)),
                browser.awaitText("chain", chainText(player.shown().get())));
        assertEquals(
                "head: title#1 > world#2\nstaging: title#1 > options#3\n",
                browser.text("chain"),
                "before the commit's first step: diverged");

        press(Keys.PAGE_DOWN);
        String beforeStep2 = "head: title#1\nstaging: title#1 > options#3\n";
        assertEquals(beforeStep2, browser.awaitText("chain", beforeStep2), "PageDown: the next moment taken");
        press(Keys.F7);
        assertEquals(atBreak, browser.awaitText("chain", atBreak), "F7: the live moment again, no step taken");
        assertEquals(BREAK_LINE, browser.awaitText("break-hit", BREAK_LINE), "no step taken: the break still holds");

        player.run(PlayerCommand.GO_LIVE);
        String liveLog = pageLog();
        for (int back = 1; back <= 5; back++) {
            press(Keys.PAGE_UP);
            String expected = chainText(stepBack(player));
            assertEquals(expected, browser.awaitText("chain", expected), "PageUp " + back + ": the player's moment");
            assertEquals(lines(player.log().get()), pageLog(), "PageUp " + back + ": the log the player shows then");
        }
        assertNotEquals(liveLog, pageLog(), "the log as it was after the tick that took Play, not the live one");
        String requestedWorld = "head: title#1\nstaging: title#1 > world#2\n";
        assertEquals(requestedWorld, browser.text("chain"), "back past the commit, through the ticks before it");

        press(Keys.chord(Keys.CONTROL, Keys.END));
        assertEquals(atBreak, browser.awaitText("chain", atBreak));
        press(Keys.F7);
        String entered = "head: title#1 > options#3 > audio#4\nstaging: title#1 > options#3 > audio#4\n";
        assertEquals(entered, browser.awaitText("chain", entered), "F7 takes the step the break stopped before");
        assertEquals("", browser.awaitText("break-hit", ""), "the red line goes once a step is taken");
        session.stepCommit();
        assertEquals(chainText(session.live()), browser.text("chain"));
        press(Keys.F6);
        String finished = "paused · tick " + (paused + 4);
        assertEquals(finished, browser.awaitText("run-state", finished), "F6 finishes the tick");
        session.tick();
        assertEquals(playerLog(session), pageLog(), "and the log is still the player's");
    }

    @Test
    void afterADivergenceTheRunningPagePausesItselfAtTheEndOfThatTickAsThePlayerDoes() throws IOException {
        long paused = openPaused("divergence.html");
        browser.click("Play");
        press(Keys.F6);
        press(Keys.F6);
        String world = "head: title#1 > world#2\nstaging: title#1 > world#2\n";
        assertEquals(world, browser.awaitText("chain", world));

        browser.driver().findElement(By.cssSelector("#breakpoints summary")).click();
        browser.driver().findElement(By.id("break-after-divergence")).click();
        browser.click("Options");
        browser.click("Resume (F5)");
        String diverged = "head: title#1 > world#2\nstaging: title#1 > options#3\n";
        assertEquals(diverged, browser.awaitText("chain", diverged), "the run stops by itself, diverged");
        String stopped = "paused · tick " + (paused + 3);
        assertEquals(stopped, browser.awaitText("run-state", stopped), "at the end of the tick that took Options");

        PlayerSession session = player(paused);
        session.breakpoints().set(Breakpoints.After.DIVERGENCE, true);
        runToBreak(session, paused);
        assertEquals(chainText(session.live()), browser.text("chain"), "where the player stops");
        assertEquals(
                "Breakpoint: " + session.lastBreak().orElseThrow()
                        + ". F5 resumes, F6 runs the tick, F7 takes the next step.",
                browser.text("break-hit"));
        press(Keys.F7);
        String retreated = "head: title#1\nstaging: title#1 > options#3\n";
        assertEquals(retreated, browser.awaitText("chain", retreated), "F7 takes the commit's first step");
        assertEquals("", browser.awaitText("break-hit", ""));
    }

    @Test
    void afterADiscardAndAfterAnErrorTheRunningPagePausesItselfWithThePlayersWords() throws IOException {
        Path graph = Files.writeString(dir.resolve("slips.stagestack.json"), SLIPS);
        browser.open(livePage(graph, "slips.html"));
        String game = "head: game#1\nstaging: game#1\n";
        assertEquals(game, browser.awaitText("chain", game));
        browser.driver().findElement(By.cssSelector("#breakpoints summary")).click();
        browser.driver().findElement(By.id("break-after-discard")).click();
        browser.driver().findElement(By.id("break-after-error")).click();

        press("d");
        assertEquals("true", browser.await("return document.getElementById('break-hit').textContent !== '';", "true"));
        long discardTick = pausedTick();
        press(Keys.F5);
        press("x");
        assertEquals(
                "true",
                browser.await("return document.getElementById('break-hit').textContent.includes('an error');", "true"));
        long errorTick = pausedTick();

        PlayerSession session =
                new PlayerSession(GraphLoader.load(graph).orElseThrow(), BehaviorRegistry.empty(), 10_000);
        session.breakpoints().set(Breakpoints.After.DISCARD, true);
        session.breakpoints().set(Breakpoints.After.ERROR, true);
        session.loadScript(Script.parse("slips.script", discardTick + " key D\n" + errorTick + " key X\n")
                .script());
        runToBreak(session, errorTick);
        assertEquals(
                "after tick " + discardTick + ": an entry was discarded (extra#2)",
                session.lastBreak().orElseThrow());
        session.resume();
        runToBreak(session, errorTick);
        assertEquals(
                "Breakpoint: " + session.lastBreak().orElseThrow()
                        + ". F5 resumes, F6 runs the tick, F7 takes the next step.",
                browser.text("break-hit"),
                "the page stops where the player stops, with its words");
        assertEquals(chainText(session.live()), browser.text("chain"));
    }

    /** The tick the page stopped after, read from its {@code run-state} line ({@code paused · tick 42}). */
    private static long pausedTick() {
        assertEquals("true", browser.await(stateStartsWith("paused · tick "), "true"), browser.text("run-state"));
        String state = browser.text("run-state");
        assertTrue(state.matches("paused · tick \\d+"), state);
        return Long.parseLong(state.substring("paused · tick ".length()));
    }

    @Test
    void theBreakpointsSectionIsUsedWithKeysThatNeverReachTheRun() throws IOException {
        browser.open(livePage(Path.of("..", "samples", "graphs", "basic-stack.stagestack.json"), "keys.html"));
        String game = "head: game#1\nstaging: game#1\n";
        assertEquals(game, browser.awaitText("chain", game));
        type(Keys.F9);
        assertEquals("break-after-error", browser.await("return document.activeElement.id;", "break-after-error"));
        assertEquals("true", browser.await("return document.getElementById('breakpoints').open;", "true"));
        type(Keys.SPACE);
        assertEquals("true", browser.await("return document.getElementById('break-after-error').checked;", "true"));
        type(Keys.TAB);
        type(Keys.TAB);
        type(Keys.TAB);
        type(Keys.ENTER);
        assertEquals("● before entering game✕", browser.awaitText("break-set", "● before entering game✕"));
        type(Keys.ESCAPE);
        assertEquals("BODY", browser.await("return document.activeElement.tagName;", "BODY"), "Escape gives keys back");
        assertEquals(game, browser.text("chain"), "no key pressed in the section reached the run");
        browser.driver()
                .findElement(By.cssSelector("#break-set li[data-breakpoint='before entering game'] button"))
                .click();
        assertEquals("", browser.awaitText("break-set", ""), "✕ removes it");
        type(Keys.ESCAPE);
        String paused = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(paused, browser.awaitText("chain", paused), "after a click in the section, keys reach the run");
    }

    /** Opens the sample's page as {@code name}, title shown, and pauses it: the tick it paused after. */
    private static long openPaused(String name) {
        browser.open(livePage(GRAPH, name));
        String title = "head: title#1\nstaging: title#1\n";
        assertEquals(title, browser.awaitText("chain", title));
        press(Keys.F5);
        assertEquals("true", browser.await(stateStartsWith("paused · tick "), "true"), browser.text("run-state"));
        return Long.parseLong(browser.text("run-state").substring("paused · tick ".length()));
    }

    /** The player's session of the same graph, fed Play and Options at the page's ticks, run to its break. */
    private static PlayerSession playerAtTheSameInput(long paused) {
        PlayerSession session = player(paused);
        session.breakpoints().setBeforeEntering("audio", true);
        runToBreak(session, paused);
        return session;
    }

    /** The player's session of the same graph, Play and Options to be delivered at the page's ticks. */
    private static PlayerSession player(long paused) {
        PlayerSession session =
                new PlayerSession(GraphLoader.load(GRAPH).orElseThrow(), BehaviorRegistry.empty(), 10_000);
        session.loadScript(
                Script.parse("same.script", (paused + 1) + " button Play\n" + (paused + 3) + " button Options\n")
                        .script());
        return session;
    }

    private static void runToBreak(PlayerSession session, long paused) {
        while (session.lastBreak().isEmpty() && session.live().tick() < paused + 10) {
            session.tick();
        }
    }

    private static TickSnapshot stepBack(PlayerViewModel player) {
        player.run(PlayerCommand.STEP_BACK);
        return player.shown().get();
    }

    /** The page's {@code chain} text for a moment of the player's. */
    private static String chainText(TickSnapshot moment) {
        return "head:" + chain(moment.head()) + "\nstaging:" + chain(moment.staging()) + "\n";
    }

    private static String chain(ChainSnapshot chain) {
        return chain.bottomUp().stream().map(EntryRef::label).map(l -> " " + l).collect(Collectors.joining(" >"));
    }

    private static String playerLog(PlayerSession session) {
        return lines(session.log().recent());
    }

    /** The texts of {@code log}, each ended by a line break, as {@link #pageLog()} reads the page's. */
    private static String lines(List<LogLine> log) {
        return log.stream().map(LogLine::text).map(l -> l + "\n").collect(Collectors.joining());
    }

    private static String pageLog() {
        return (String) ((JavascriptExecutor) browser.driver())
                .executeScript("return Array.from(document.getElementById('log').children)"
                        + ".map(d => d.textContent + '\\n').join('');");
    }

    private static String stateStartsWith(String prefix) {
        return "return document.getElementById('run-state').textContent.startsWith('" + prefix + "');";
    }

    /** A key where the keyboard is, as a person types it. */
    private static void type(CharSequence key) {
        new Actions(browser.driver()).sendKeys(key).perform();
    }

    private static void press(CharSequence key) {
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }
}
