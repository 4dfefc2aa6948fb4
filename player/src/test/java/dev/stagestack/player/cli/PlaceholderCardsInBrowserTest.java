package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.ChainMark;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.ScreenEntry;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.FileBytesLoader;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.look.MotionIndicator;
import dev.stagestack.runtime.look.StateLook;
import dev.stagestack.runtime.look.TimerRing;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;

/**
 * A page's cards draw what the player's placeholder screen draws, on the same run (docs/web.md, docs/player.md
 * "What you see"): a ring per timer as full as the player's at every tick, a motion indicator that counts the
 * player's updates and moves only for an updated entry, the entries discarded in a tick struck through under
 * the chain as the player's overlay names them, and a state's images on its card, the files' own bytes.
 */
class PlaceholderCardsInBrowserTest extends InBrowser {

    private static final Path SHOVEL = Path.of("..", "samples", "graphs", "shovel-flow.stagestack.json");

    /** Each card of the page: its entry, its motion indicator's caption and count, each ring's timer and fill. */
    private static final String CARDS = "return Array.from(document.querySelectorAll('#cards .card')).map(c =>"
            + " c.dataset.entry + ': ' + c.querySelector('.motion .caption').textContent + ' '"
            + " + c.querySelector('.motion').dataset.updates"
            + " + Array.from(c.querySelectorAll('.ring')).map(r => ' | ' + r.dataset.timer + ' '"
            + " + r.querySelector('.percent').textContent + ' '"
            + " + r.style.getPropertyValue('--progress-per-mille')).join('')).join('\\n');";

    private static final String DISCARDED = "return Array.from(document.querySelectorAll('#stack .box.discarded'))"
            + ".map(b => b.querySelector('.label').textContent).join(', ');";

    @BeforeEach
    void screenOfALaptop() {
        browser.driver().manage().window().setSize(new Dimension(1280, 800));
    }

    @Test
    void timerRingsAndMotionIndicatorsShowThePlayersCountersTickByTick() throws IOException {
        Graph graph = openLive("rings", RINGS, "head: world#1\nstaging: world#1\n");
        PlayerSession player = pausedWithThePlayer(graph);
        assertEquals(playersCards(graph, player), browser.await(CARDS, playersCards(graph, player)));

        press("l");
        cardsAsThePlayersEachTick(graph, player, 12);
        screenshot("page-rings.png");
        press(Keys.ESCAPE);
        cardsAsThePlayersEachTick(graph, player, 6);
        assertTrue(js(CARDS).contains("pause#3"), js(CARDS));
        screenshot("page-rings-paused.png");

        press(Keys.F5);
        assertEquals("true", browser.await(captionIs("world#1", "updating"), "true"), "world runs under the pause");
        assertEquals("frozen", caption("level#2"), "the level is frozen behind the pause menu");
        assertEquals("updating", caption("pause#3"), "head runs");
        String levelUpdates = updates("level#2");
        String levelRing = js("return " + card("level#2") + ".querySelector('.percent').textContent;");
        String worldUpdates = updates("world#1");
        assertEquals(
                "true",
                browser.await(
                        "return " + card("world#1") + ".querySelector('.motion').dataset.updates" + " - " + worldUpdates
                                + " > 30;",
                        "true"),
                "world's dot moves on");
        assertEquals(levelUpdates, updates("level#2"), "the level's dot stands still");
        assertEquals(levelRing, js("return " + card("level#2") + ".querySelector('.percent').textContent;"));
        screenshot("page-rings-running.png");
    }

    @Test
    void entriesDiscardedInATickAreStruckThroughUnderTheChainAsThePlayerNamesThem() throws IOException {
        Graph graph = openLive("discard", DISCARD, "head: game#1\nstaging: game#1\n");
        PlayerSession player = pausedWithThePlayer(graph);
        assertEquals("", js(DISCARDED));

        press("x");
        tickBoth(player);
        List<EntryRef> discarded = player.live().discarded();
        assertEquals(List.of(new EntryRef("flash", 2)), discarded, "the player's overlay shows flash#2 discarded");
        assertEquals(labels(discarded), js(DISCARDED), "the page names them as the player does");
        assertEquals(labels(playersDiscardedBoxes(graph, player)), js(DISCARDED), "in the player's discarded row");
        assertEquals(
                "true",
                js("var row = document.getElementById('stack').lastElementChild;"
                        + " return row.classList.contains('discarded')"
                        + " && getComputedStyle(row.querySelector('.label')).textDecorationLine === 'line-through';"),
                "struck through, in a row under the chain");
        assertEquals("head: game#1\nstaging: game#1\n", browser.text("chain"), "the chains did not change");
        screenshot("page-discarded.png");

        tickBoth(player);
        assertEquals(List.of(), player.live().discarded(), "the next tick discards nothing");
        assertEquals("", js(DISCARDED), "and the row is gone, as in the player");
        press(Keys.chord(Keys.CONTROL, Keys.ARROW_LEFT));
        assertEquals(labels(discarded), browser.await(DISCARDED, labels(discarded)), "travelling back shows it");
        press(Keys.chord(Keys.CONTROL, Keys.END));
        assertEquals("", browser.await(DISCARDED, ""), "live again, without it");
    }

    @Test
    void aStatesImagesAreOnItsCardTheFilesBytesAtThePlayersHeight() throws IOException {
        Graph graph = GraphLoader.load(SHOVEL).graph();
        browser.open(livePage(SHOVEL, "shovel-images.html"));
        String title = "return document.getElementById('chain').textContent.startsWith('head: system#1 > title#2');";
        assertEquals("true", browser.await(title, "true"), "the system's timer pushes the title");
        PlayerSession player = new PlayerSession(
                graph, BehaviorRegistry.empty(), 10, new FileBytesLoader(SHOVEL.getParent()), AudioOut.SILENT);
        for (int i = 0; i < 130; i++) {
            player.tick();
        }
        List<String> expected = new ArrayList<>();
        for (ScreenEntry e : player.screen()) {
            expected.add(e.entry().label() + ": " + String.join(", ", playersImages(graph, player, e)));
        }
        assertEquals(
                List.of(
                        "system#1: assets/shovel-flow/studio-logo.png, assets/shovel-flow/stagestack-logo.png",
                        "title#2: assets/shovel-flow/studio-logo.png"),
                expected,
                "the images the player's placeholder screens show");
        String decoded = "var shown = Array.from(document.querySelectorAll('#cards .images img'));"
                + " return shown.length + ' ' + shown.every(i => i.complete && i.naturalWidth > 0);";
        assertEquals("3 true", browser.await(decoded, "3 true"), "the browser decodes the cards' three images");
        assertEquals(
                String.join("\n", expected),
                js("return Array.from(document.querySelectorAll('#cards .card')).map(c => c.dataset.entry + ': '"
                        + " + Array.from(c.querySelectorAll('.images img')).map(i => i.dataset.path).join(', '))"
                        + ".join('\\n');"));
        for (String path : List.of("assets/shovel-flow/studio-logo.png", "assets/shovel-flow/stagestack-logo.png")) {
            byte[] bytes = Files.readAllBytes(SHOVEL.getParent().resolve(path));
            BufferedImage png = ImageIO.read(SHOVEL.getParent().resolve(path).toFile());
            String image = "document.querySelector('#cards .images img[data-path=\"" + path + "\"]')";
            assertEquals(
                    "data:image/png;base64," + Base64.getEncoder().encodeToString(bytes),
                    js("return " + image + ".src;"),
                    path + ": the file's bytes");
            assertEquals(
                    png.getWidth() + "x" + png.getHeight() + " shown " + Math.min(128, png.getHeight()) + " high",
                    js("var i = " + image + "; return i.naturalWidth + 'x' + i.naturalHeight + ' shown '"
                            + " + i.getBoundingClientRect().height + ' high';"),
                    path + ": at most 128 px high, as the player fits it");
        }
        screenshot("page-images.png");
    }

    /** Writes {@code json} as the graph {@code name}, opens its live page and waits for its {@code firstChain}. */
    private static Graph openLive(String name, String json, String firstChain) throws IOException {
        Path graphFile = Files.writeString(dir.resolve(name + ".stagestack.json"), json);
        browser.open(livePage(graphFile, name + ".html"));
        assertEquals(firstChain, browser.awaitText("chain", firstChain));
        return GraphLoader.load(graphFile).graph();
    }

    /** Ticks the page and the player {@code ticks} times, the page's cards as the player's after each. */
    private static void cardsAsThePlayersEachTick(Graph graph, PlayerSession player, int ticks) {
        for (int i = 0; i < ticks; i++) {
            tickBoth(player);
            assertEquals(
                    playersCards(graph, player),
                    js(CARDS),
                    "tick " + player.stack().tick());
        }
    }

    /** Pauses the page with F5 and returns the player's session run to the same tick. */
    private static PlayerSession pausedWithThePlayer(Graph graph) {
        press(Keys.F5);
        String prefix = "paused · tick ";
        assertEquals(
                "true",
                browser.await(
                        "return document.getElementById('run-state').textContent.startsWith('" + prefix + "');",
                        "true"));
        long tick = Long.parseLong(browser.text("run-state").substring(prefix.length()));
        PlayerSession player = new PlayerSession(graph, BehaviorRegistry.empty(), 10);
        while (player.stack().tick() < tick) {
            player.tick();
        }
        return player;
    }

    /**
     * Runs one tick in the page (F6) and in the player, the page's keys pressed since the last tick queued in
     * the player as its keys are.
     */
    private static void tickBoth(PlayerSession player) {
        pressedSinceLastTick.forEach(player::key);
        pressedSinceLastTick.clear();
        player.tick();
        press(Keys.F6);
        String ticked = "paused · tick " + player.stack().tick();
        assertEquals(ticked, browser.awaitText("run-state", ticked));
    }

    /** The player's cards, paused, as {@link #CARDS} writes the page's: the rings and dot its placeholder paints. */
    private static String playersCards(Graph graph, PlayerSession player) {
        List<String> cards = new ArrayList<>();
        for (ScreenEntry e : player.screen()) {
            StateDef state = graph.state(e.entry().stateId()).orElseThrow();
            StringBuilder card =
                    new StringBuilder(e.entry().label() + ": " + MotionIndicator.caption(false) + " " + e.updates());
            for (TimerRing ring : TimerRing.of(StateLook.shown(graph.transitionsApplyingTo(state)), graph.tickRate())) {
                card.append(" | ")
                        .append(ring.caption())
                        .append(' ')
                        .append(ring.percent(e.activeTicks()))
                        .append(' ')
                        .append(Math.round(ring.progress(e.activeTicks()) * 1000));
            }
            cards.add(card.toString());
        }
        return String.join("\n", cards);
    }

    /** The images the player's placeholder shows for {@code e}: its state's, in file order, those loaded. */
    private static List<String> playersImages(Graph graph, PlayerSession player, ScreenEntry e) {
        List<String> paths = new ArrayList<>();
        for (String path :
                graph.state(e.entry().stateId()).orElseThrow().assets().images().values()) {
            if (player.assets().value(new AssetKey(AssetKind.IMAGE, path)).isPresent()) {
                paths.add(path);
            }
        }
        return paths;
    }

    /** The entries of the player's chain layout in its discarded row. */
    private static List<EntryRef> playersDiscardedBoxes(Graph graph, PlayerSession player) {
        List<EntryRef> row = new ArrayList<>();
        for (ChainBox box : new ChainLayout(StateIndex.of(graph)).layout(player.live(), 400, 400)) {
            if (box.mark() == ChainMark.DISCARDED) {
                row.add(box.entry());
            }
        }
        return row;
    }

    private static String labels(List<EntryRef> entries) {
        return String.join(", ", entries.stream().map(EntryRef::label).toList());
    }

    private static String card(String entry) {
        return "document.querySelector('#cards .card[data-entry=\"" + entry + "\"]')";
    }

    private static String caption(String entry) {
        return js("return " + card(entry) + ".querySelector('.motion .caption').textContent;");
    }

    private static String captionIs(String entry, String caption) {
        return "return " + card(entry) + ".querySelector('.motion .caption').textContent === '" + caption + "';";
    }

    private static String updates(String entry) {
        return js("return " + card(entry) + ".querySelector('.motion').dataset.updates;");
    }

    /** The run's keys pressed in the page since its last tick, by their names in the run. */
    private static final List<String> pressedSinceLastTick = new ArrayList<>();

    /** Presses {@code key} in the page; a letter or Escape is a key of the run, which the player is given too. */
    private static void press(CharSequence key) {
        if (key.length() == 1 && Character.isLetter(key.charAt(0))) {
            pressedSinceLastTick.add(key.toString().toUpperCase(java.util.Locale.ROOT));
        } else if (key == Keys.ESCAPE) {
            pressedSinceLastTick.add("ESCAPE");
        }
        browser.driver().findElement(By.tagName("body")).sendKeys(key);
    }

    private static String js(String script) {
        return String.valueOf(((JavascriptExecutor) browser.driver()).executeScript(script));
    }

    private static void screenshot(String name) throws IOException {
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target", name), browser.driver().getScreenshotAs(OutputType.BYTES));
    }

    /** World (covered update) under a level (covered freeze) under an overlay pause menu; each with timers. */
    private static final String RINGS = """
            {"format": "stagestack", "version": 1, "name": "rings", "initial": "world", "tickRate": 60,
             "states": [
               {"id": "world", "name": "World", "covered": "update", "color": "#3d7b4f"},
               {"id": "level", "name": "Level", "covered": "freeze", "color": "#5a3d7b"},
               {"id": "pause", "name": "Pause", "covered": "freeze", "overlay": true, "color": "#4f5d95"}],
             "transitions": [
               {"id": "enter-level", "from": "world", "trigger": {"type": "key", "key": "L"},
                "actions": [{"op": "push", "target": "level"}]},
               {"id": "world-ends", "from": "world", "trigger": {"type": "timer", "seconds": 50},
                "actions": [{"op": "pop"}]},
               {"id": "level-ends", "from": "level", "trigger": {"type": "timer", "seconds": 1},
                "actions": [{"op": "pop"}]},
               {"id": "level-gives-up", "from": "level", "trigger": {"type": "timer", "seconds": 20},
                "actions": [{"op": "pop"}]},
               {"id": "open-pause", "from": "level", "trigger": {"type": "key", "key": "ESCAPE"},
                "actions": [{"op": "push", "target": "pause"}]},
               {"id": "close-pause", "from": "pause", "trigger": {"type": "key", "key": "ESCAPE"},
                "actions": [{"op": "pop"}]}]}
            """;

    /** A key that pushes an entry and pops it in the same tick: it is discarded. */
    private static final String DISCARD = """
            {"format": "stagestack", "version": 1, "name": "discard", "initial": "game", "tickRate": 60,
             "states": [
               {"id": "game", "name": "Game", "color": "#3d7b4f"},
               {"id": "flash", "name": "Flash", "overlay": true, "color": "#9b2d30"}],
             "transitions": [
               {"id": "flash-by", "from": "game", "trigger": {"type": "key", "key": "X"},
                "actions": [{"op": "push", "target": "flash"}, {"op": "pop"}]}]}
            """;
}
