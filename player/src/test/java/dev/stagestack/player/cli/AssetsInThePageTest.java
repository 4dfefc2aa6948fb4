package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.FileBytesLoader;
import dev.stagestack.runtime.assets.RunAssets;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The images, sounds and music of a graph travel in its page (docs/web.md, "Images and sounds"): the page
 * decodes every file it carries, and its live run plays music and sound effects when the same run on the JVM
 * does.
 */
class AssetsInThePageTest extends InBrowser {

    private static final Path SHOVEL = Path.of("..", "samples", "graphs", "shovel-flow.stagestack.json");

    @Test
    void theLiveRunPlaysWhatTheJvmsRunPlays() throws IOException {
        List<String> expected = jvmAudio(SHOVEL, 200);
        assertTrue(expected.contains("effect assets/shovel-flow/chime.wav"), expected.toString());
        browser.open(page("shovel.html"));
        String text = String.join("\n", expected) + "\n";
        assertEquals(text, browser.awaitText("audio", text), "the page's audio, in the JVM's order");
    }

    @Test
    void everyCarriedFileDecodesInTheBrowser() throws IOException {
        browser.open(page("decode.html"));
        Map<String, Object> decoded = decodedInTheBrowser();
        assertEquals(4, decoded.size(), decoded.toString());
        Path folder = SHOVEL.getParent();
        for (Map.Entry<String, Object> e : decoded.entrySet()) {
            String[] kindAndPath = e.getKey().split(" ", 2);
            if (kindAndPath[0].equals("IMAGE")) {
                BufferedImage png = ImageIO.read(folder.resolve(kindAndPath[1]).toFile());
                assertEquals(png.getWidth() + "x" + png.getHeight(), e.getValue(), e.getKey());
            } else {
                assertTrue(((Number) e.getValue()).doubleValue() > 0, e.getKey() + " has a duration: " + e.getValue());
            }
        }
    }

    /** Each carried file, decoded by the browser: an image's size, a sound's duration in seconds. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> decodedInTheBrowser() {
        Object result = ((JavascriptExecutor) browser.driver())
                .executeAsyncScript("var done = arguments[arguments.length - 1];"
                        + " var all = Array.from(document.querySelectorAll('div.asset')).map(function (d) {"
                        + "  var key = d.getAttribute('data-kind') + ' ' + d.getAttribute('data-path');"
                        + "  return new Promise(function (ok) {"
                        + "   if (d.getAttribute('data-kind') === 'IMAGE') {"
                        + "    var i = new Image(); i.onload = function () { ok([key, i.naturalWidth + 'x' + i.naturalHeight]); };"
                        + "    i.onerror = function () { ok([key, 'error']); }; i.src = d.textContent;"
                        + "   } else {"
                        + "    var a = new Audio(); a.onloadedmetadata = function () { ok([key, a.duration]); };"
                        + "    a.onerror = function () { ok([key, 'error']); }; a.src = d.textContent;"
                        + "   }"
                        + "  });"
                        + " });"
                        + " Promise.all(all).then(function (pairs) { var m = {};"
                        + "  pairs.forEach(function (p) { m[p[0]] = p[1]; }); done(m); });");
        return new TreeMap<>((Map<String, Object>) result);
    }

    /** What the run of {@code graphFile} asks of its audio device in {@code ticks} ticks, as the page writes it. */
    private static List<String> jvmAudio(Path graphFile, int ticks) {
        Graph graph = GraphLoader.load(graphFile).graph();
        List<String> calls = new ArrayList<>();
        AudioOut recording = new AudioOut() {
            @Override
            public void playEffect(AssetKey key, Object sound) {
                calls.add("effect " + key.path());
            }

            @Override
            public void startMusic(int serial, AssetKey key, Object track) {
                calls.add("music " + serial + " start " + key.path());
            }

            @Override
            public void pauseMusic(int serial) {
                calls.add("music " + serial + " pause");
            }

            @Override
            public void resumeMusic(int serial) {
                calls.add("music " + serial + " resume");
            }

            @Override
            public void stopMusic(int serial) {
                calls.add("music " + serial + " stop");
            }
        };
        CompiledGraph compiled =
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow();
        RunAssets assets = new RunAssets(graph, new AssetCache(new FileBytesLoader(graphFile.getParent())), recording);
        GraphRun run = new GraphRun(
                compiled,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                assets);
        run.start();
        for (int i = 0; i < ticks; i++) {
            run.tick();
        }
        return calls;
    }

    private static Path page(String name) {
        Path page = dir.resolve(name);
        CliTest.Run made = CliTest.run("web", SHOVEL.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        return page;
    }
}
