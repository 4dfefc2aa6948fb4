package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The page's live view draws a transition effect (docs/web.md, docs/semantics.md §22) over the cards for
 * its duration, and the page's trace is the same as without it.
 */
class WebEffectsInBrowserTest extends InBrowser {
    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    private static final String EFFECT = "document.getElementById('effect')";

    @Test
    void aFadeCoversTheCardsForItsDurationAndLeavesTheTraceAsItWas() throws IOException {
        Path basic = SAMPLES.resolve("basic-stack.stagestack.json");
        String sample = Files.readString(basic);
        String faded = sample.replaceFirst(
                "\"target\": \"pause\"", "\"target\": \"pause\", \"effect\": { \"kind\": \"fade\", \"seconds\": 1.5 }");
        assertNotEquals(sample, faded, "the Escape push has an effect");
        Path graph = Files.writeString(dir.resolve("faded.stagestack.json"), faded);
        String script = SAMPLES.resolve("basic-stack.script").toString();
        CliTest.Run trace = CliTest.run("trace", basic.toString(), "--script", script);
        Path page = dir.resolve("faded.html");
        CliTest.Run made = CliTest.run("web", graph.toString(), "--script", script, "-o", page.toString());
        assertEquals(0, made.code(), made.err());

        browser.open(page);
        assertEquals(trace.out(), browser.awaitText("trace", trace.out()), "the trace of the graph without the fade");
        String game = "head: game#1\nstaging: game#1\n";
        assertEquals(game, browser.awaitText("chain", game));
        assertEquals("null", browser.await("return " + EFFECT + ";", "null"), "no effect before the key");

        browser.driver().findElement(By.tagName("body")).sendKeys(Keys.ESCAPE);

        String paused = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(paused, browser.awaitText("chain", paused));
        assertEquals(
                "effect fade",
                browser.await("var e = " + EFFECT + "; return e && e.className;", "effect fade"),
                "the fade plays over the new cards");
        assertEquals(
                "Game",
                browser.await(
                        "var e = " + EFFECT + "; return e && e.querySelector('.old-picture h2').textContent;", "Game"),
                "its old picture is the game's card, named as the player names it");
        assertEquals(
                "true",
                browser.await(
                        "var e = " + EFFECT
                                + "; return !!e && getComputedStyle(e.querySelector('.black')).opacity > 0;",
                        "true"),
                "the old picture darkens");
        assertEquals("null", browser.await("return " + EFFECT + ";", "null"), "gone once the fade has ended");
        assertEquals(paused, browser.text("chain"));
    }

    @Test
    void aSlideMovesTheNewCardsInAndPutsThemBackWhenItEnds() throws IOException {
        String sample = Files.readString(SAMPLES.resolve("basic-stack.stagestack.json"));
        Path graph = Files.writeString(
                dir.resolve("slid.stagestack.json"),
                sample.replaceFirst(
                        "\"target\": \"pause\"",
                        "\"target\": \"pause\", \"effect\": { \"kind\": \"slide\", \"seconds\": 1.5, \"direction\": \"left\" }"));
        Path page = dir.resolve("slid.html");
        CliTest.Run made = CliTest.run("web", graph.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        browser.open(page);
        String game = "head: game#1\nstaging: game#1\n";
        assertEquals(game, browser.awaitText("chain", game));

        browser.driver().findElement(By.tagName("body")).sendKeys(Keys.ESCAPE);

        assertEquals("effect slide", browser.await("var e = " + EFFECT + "; return e && e.className;", "effect slide"));
        assertEquals(
                "true",
                browser.await(
                        "return " + EFFECT + " !== null && document.getElementById('cards').style.transform !== '';",
                        "true"),
                "the new cards come in from the right while it plays");
        assertEquals("null", browser.await("return " + EFFECT + ";", "null"), "gone once the slide has ended");
        assertEquals("", browser.await("return document.getElementById('cards').style.transform;", ""));
    }
}
