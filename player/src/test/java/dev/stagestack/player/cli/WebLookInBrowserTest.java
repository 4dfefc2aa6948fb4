package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.interactions.Actions;

/**
 * The page's look is the player's (docs/web.md, docs/player.md "What you see" and "Presentation mode"): the
 * cards and the chain take the graph's colours, covered entries carry the marks the player's chain gives
 * them, covered {@code hide} entries are not drawn, and the player's presentation keys scale the page,
 * switch its light theme and leave the chain alone, in a graph's page and in a lesson's.
 */
class WebLookInBrowserTest extends InBrowser {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    private static final String CARD_TITLE = "getComputedStyle(document.querySelector('#cards .card h2')).fontSize";
    private static final String NOTES = "getComputedStyle(document.querySelector('#cards .card .notes')).fontSize";
    private static final String CHAIN_LABEL = "getComputedStyle(document.querySelector('#stack .box .label')).fontSize";

    @Test
    void cardsAndChainTakeTheGraphsColours() throws IOException {
        Path graphFile = SAMPLES.resolve("basic-stack.stagestack.json");
        Graph graph = GraphLoader.load(graphFile).graph();
        browser.driver().manage().window().setSize(new Dimension(1280, 800));
        browser.open(page(graphFile, "basic-stack-look.html"));
        pressEscapeForPause();
        for (StateDef state : graph.states()) {
            String card = "document.querySelector('#cards .card[data-state=\"" + state.id() + "\"]')";
            assertEquals(
                    rgb(state.color()),
                    js("return getComputedStyle(" + card + ").borderTopColor;"),
                    state.id() + "'s card");
            assertEquals(state.name(), js("return " + card + ".querySelector('h2').textContent;"));
            assertEquals(state.notes(), js("return " + card + ".querySelector('.notes').textContent;"));
            String box = "document.querySelector('#stack .box[data-entry^=\"" + state.id() + "#\"]')";
            assertEquals(
                    rgb(state.color()),
                    js("return getComputedStyle(" + box + ").getPropertyValue('--state-color').trim();"),
                    state.id() + "'s box in the chain");
        }
        assertEquals(
                "true",
                js("return document.querySelector('[data-state=\"game\"] .state-button').disabled"
                        + " && !document.querySelector('[data-state=\"pause\"] .state-button').disabled;"),
                "only head's buttons can be pressed");
        assertEquals(
                "overlay", js("return document.querySelector('#cards .layer:last-child').className.split(' ')[1];"));
        screenshot("web-page.png");
    }

    @Test
    void coveredEntriesCarryThePlayersMarksAndHiddenOnesAreNotDrawn() throws IOException {
        Path graphFile = Files.writeString(dir.resolve("policies.stagestack.json"), POLICIES);
        Graph graph = GraphLoader.load(graphFile).graph();
        browser.open(page(graphFile, "policies.html"));
        Actions keys = new Actions(browser.driver());
        keys.sendKeys("b").perform();
        browser.awaitText("chain", "head: a#1 > b#2\nstaging: a#1 > b#2\n");
        keys.sendKeys("c").perform();
        browser.awaitText("chain", "head: a#1 > b#2 > c#3\nstaging: a#1 > b#2 > c#3\n");
        keys.sendKeys("d").perform();
        String chain = "head: a#1 > b#2 > c#3 > d#4\nstaging: a#1 > b#2 > c#3 > d#4\n";
        assertEquals(chain, browser.awaitText("chain", chain));

        List<EntryRef> entries =
                List.of(new EntryRef("a", 1), new EntryRef("b", 2), new EntryRef("c", 3), new EntryRef("d", 4));
        ChainSnapshot head = new ChainSnapshot(entries);
        Map<String, String> players = new LinkedHashMap<>();
        for (ChainBox box : new ChainLayout(StateIndex.of(graph))
                .layout(new TickSnapshot(4, head, head, List.of(), List.of()), 400, 400)) {
            players.put(box.entry().label(), box.badge());
        }
        Map<String, String> pages = new LinkedHashMap<>();
        for (String label : players.keySet()) {
            pages.put(
                    label,
                    js("var b = document.querySelector('#stack .box[data-entry=\"" + label + "\"]');"
                            + " var m = b.querySelector('.badge'); return m ? m.textContent : '';"));
        }
        assertEquals(players, pages, "the page marks covered entries as the player's chain does");
        assertEquals(
                "a,c,d",
                js("return Array.from(document.querySelectorAll('#cards .card')).map(c => c.dataset.state).join();"),
                "the covered hide entry b is not drawn");
    }

    @Test
    void presentationKeysScaleThePageAndLeaveTheChainAlone() throws IOException {
        browser.driver().manage().window().setSize(new Dimension(1280, 800));
        browser.open(page(SAMPLES.resolve("basic-stack.stagestack.json"), "basic-stack-presenting.html"));
        browser.awaitText("chain", "head: game#1\nstaging: game#1\n");
        assertEquals("30px", js("return " + CARD_TITLE + ";"), "the player's 30 px state name");
        assertEquals("12px", js("return " + CHAIN_LABEL + ";"), "the player's 12 px entry names at 1×");

        key(Keys.F11);
        assertEquals("24px", js("return " + CHAIN_LABEL + ";"), "F11: presentation mode at 2×");
        assertEquals("40px", js("return " + CARD_TITLE + ";"), "the screen's larger state name, as the player's");
        assertEquals("20px", js("return " + NOTES + ";"), "and notes");
        assertEquals("rgb(255, 255, 255)", js("return getComputedStyle(document.body).backgroundColor;"));
        screenshot("web-page-presenting.png");
        ctrlShift("=");
        assertEquals("27px", js("return " + CHAIN_LABEL + ";"), "Ctrl+Shift+= a quarter larger");
        key(Keys.F11);
        assertEquals("12px", js("return " + CHAIN_LABEL + ";"), "F11 again: the normal view as it was left");
        assertEquals("30px", js("return " + CARD_TITLE + ";"));
        assertTrue(js("return getComputedStyle(document.body).backgroundColor;").startsWith("rgb(20, 22, 27"));
        ctrlShift("-");
        assertEquals("12px", js("return " + CHAIN_LABEL + ";"), "never under 1×");
        for (int i = 0; i < 10; i++) {
            ctrlShift("=");
        }
        assertEquals("36px", js("return " + CHAIN_LABEL + ";"), "never over 3×");
        key(Keys.F11);
        assertEquals("27px", js("return " + CHAIN_LABEL + ";"), "presentation mode as it was left");

        ctrlShift("f");
        screenshot("web-page-chain-only.png");
        assertEquals("none", js("return getComputedStyle(document.getElementById('screen-area')).display;"));
        assertEquals("none", js("return getComputedStyle(document.getElementById('chain')).display;"));
        assertEquals("none", js("return getComputedStyle(document.querySelector('h1')).display;"));
        assertEquals("block", js("return getComputedStyle(document.getElementById('stack').parentElement).display;"));
        assertEquals(
                "true",
                js("return document.getElementById('stack').getBoundingClientRect().width"
                        + " > window.innerWidth * 0.9;"),
                "the chain fills the window");
        ctrlShift("f");
        assertEquals("block", js("return getComputedStyle(document.getElementById('screen-area')).display;"));
        assertEquals("head: game#1\nstaging: game#1\n", browser.text("chain"), "none of the keys reached the run");
    }

    @Test
    void aLessonPageHasThePresentationKeysToo() throws IOException {
        Path page = page(SAMPLES.resolve("stack-lesson.lesson"), "lesson-presenting.html");
        browser.driver().manage().window().setSize(new Dimension(1920, 1200)); // the first moment fits at 2.25×
        browser.open(page);
        String caption = "return getComputedStyle(document.getElementById('caption')).fontSize;";
        assertEquals("26px", browser.await(caption, "26px"));
        Graph graph = GraphLoader.load(SAMPLES.resolve("stack-lesson.stagestack.json"))
                .graph();
        for (String id : List.of("head-cards", "staging-cards")) {
            String card = "document.querySelector('#" + id + " .card')";
            String state = js("return " + card + ".firstChild.textContent.split('#')[0];");
            assertEquals(
                    rgb(graph.state(state).orElseThrow().color()),
                    js("return getComputedStyle(" + card + ").getPropertyValue('--state-color').trim();"),
                    id + ": " + state + " in its colour");
        }
        key(Keys.F11);
        assertEquals("52px", js(caption), "F11: the lesson at 2×");
        assertEquals("rgb(255, 255, 255)", js("return getComputedStyle(document.body).backgroundColor;"));
        ctrlShift("=");
        assertEquals("58.5px", js(caption));
        key(Keys.PAGE_DOWN);
        assertEquals(
                "moment 1",
                js("return document.getElementById('progress').textContent.split(' of')[0];"),
                "PageDown still walks the lesson");
        screenshot("web-lesson-presenting.png");
        ctrlShift("f");
        assertEquals("none", js("return getComputedStyle(document.getElementById('caption')).display;"));
        assertEquals("flex", js("return getComputedStyle(document.getElementById('chains')).display;"));
    }

    @Test
    void aLessonsMomentFitsTheWindowAtEveryScaleAsInThePlayer() throws IOException {
        Path page = page(SAMPLES.resolve("stack-lesson.lesson"), "lesson-fitted.html");
        browser.driver().manage().window().setSize(new Dimension(1280, 720));
        browser.open(page);
        browser.await("return document.getElementById('progress').textContent.length > 0;", "true");
        for (int i = 0; i < 40 && !js(CAPTION_TEXT).contains("they have diverged"); i++) {
            key(Keys.PAGE_DOWN);
        }
        assertTrue(js(CAPTION_TEXT).contains("they have diverged"), "the moment with the lesson's longest caption");
        key(Keys.F11);
        for (int i = 0; i < 4; i++) {
            ctrlShift("=");
        }
        assertEquals("3.0", js("return document.documentElement.getAttribute('data-scale');"), "3× chosen");
        assertEquals("true", browser.await(FITS, "true"), "at 3× the moment fits the window: " + js(SIZES));
        double fitted = Double.parseDouble(js(FITTED));
        assertTrue(fitted < 3 && fitted > 1, "drawn at the largest scale that fits: " + fitted);
        screenshot("web-lesson-fitted-3x.png");
        assertEquals(
                "rgb(179, 90, 0) rgb(30, 122, 52)",
                js("return getComputedStyle(document.querySelector('#head-cards .leaves')).borderTopColor + ' '"
                        + " + getComputedStyle(document.querySelector('#staging-cards .enters')).borderTopColor;"),
                "the legend's orange and green dashes, darker for a projector");

        browser.driver().manage().window().setSize(new Dimension(1280, 640));
        assertEquals("1.0", browser.await("return " + FITTED_JS + ";", "1.0"), "never under 1×: " + js(SIZES));
        assertEquals("true", browser.await(FITS, "true"), "a low window: still no scroll: " + js(SIZES));
        assertEquals(
                "clamped", js("return document.getElementById('caption').className;"), "the lines that fit, then …");
        screenshot("web-lesson-fitted-low.png");

        key(Keys.F11); // the normal view, at 1×: a page that scrolls as any, the whole caption
        assertEquals("", browser.await("return document.getElementById('caption').className;", ""));
        assertEquals("1.0", js(FITTED));

        browser.driver().manage().window().setSize(new Dimension(1920, 1200));
        key(Keys.F11);
        for (int i = 0; i < 4; i++) {
            ctrlShift("-"); // 3× down to 2×
        }
        js("location.hash = '#m0';");
        assertEquals("2.0", browser.await("return " + FITTED_JS + ";", "2.0"), "a short moment fits at the chosen 2×");
        assertEquals("true", browser.await(FITS, "true"));
    }

    private static final String CAPTION_TEXT = "return document.getElementById('caption').textContent;";
    private static final String FITTED_JS = "document.documentElement.getAttribute('data-fitted-scale')";
    private static final String FITTED = "return " + FITTED_JS + ";";
    private static final String FITS = "return document.documentElement.scrollHeight <= window.innerHeight"
            + " && document.getElementById('caption').getBoundingClientRect().bottom <= window.innerHeight;";
    private static final String SIZES = "return document.documentElement.scrollHeight + ' in ' + window.innerHeight"
            + " + ' at ' + document.documentElement.getAttribute('data-fitted-scale');";

    /** Three states, one per covered policy, and an overlay on top: a > b > c > d by keys B, C, D. */
    private static final String POLICIES = """
            {"format": "stagestack", "version": 1, "name": "policies", "initial": "a", "tickRate": 60,
             "states": [
               {"id": "a", "covered": "update", "color": "#aa3322"},
               {"id": "b", "covered": "hide", "color": "#2233aa"},
               {"id": "c", "covered": "freeze"},
               {"id": "d", "covered": "freeze", "overlay": true, "color": "#22aa33"}],
             "transitions": [
               {"id": "ab", "from": "a", "trigger": {"type": "key", "key": "B"}, "actions": [{"op": "push", "target": "b"}]},
               {"id": "bc", "from": "b", "trigger": {"type": "key", "key": "C"}, "actions": [{"op": "push", "target": "c"}]},
               {"id": "cd", "from": "c", "trigger": {"type": "key", "key": "D"}, "actions": [{"op": "push", "target": "d"}]}]}
            """;

    private static Path page(Path file, String name) {
        Path page = dir.resolve(name);
        CliTest.Run made = CliTest.run("web", file.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        return page;
    }

    private static void pressEscapeForPause() {
        browser.awaitText("chain", "head: game#1\nstaging: game#1\n");
        key(Keys.ESCAPE);
        String paused = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(paused, browser.awaitText("chain", paused));
    }

    private static void key(CharSequence key) {
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }

    private static void ctrlShift(String key) {
        new Actions(browser.driver())
                .keyDown(Keys.CONTROL)
                .keyDown(Keys.SHIFT)
                .sendKeys(key)
                .keyUp(Keys.SHIFT)
                .keyUp(Keys.CONTROL)
                .perform();
    }

    private static String js(String script) {
        return String.valueOf(((JavascriptExecutor) browser.driver()).executeScript(script));
    }

    /** The graph's {@code #rrggbb} as the browser computes it. */
    private static String rgb(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return "rgb(" + (rgb >> 16) + ", " + ((rgb >> 8) & 0xff) + ", " + (rgb & 0xff) + ")";
    }

    private static void screenshot(String name) throws IOException {
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target", name), browser.driver().getScreenshotAs(OutputType.BYTES));
    }
}
