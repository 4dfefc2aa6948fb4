package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.RandomGraphs;
import dev.stagestack.model.json.GraphCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code stagestack web} in a real browser: the page plays its script on the runtime compiled to JavaScript
 * and its {@code trace} element holds exactly what {@code stagestack trace} prints, for every sample with a
 * script and for generated graphs and scripts; keys and buttons reach the live run.
 */
class WebPageInBrowserTest extends InBrowser {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    private static final String[] EVENTS = {"key A", "key B", "button Go", "signal s"};
    private static final int GENERATED = 60;

    @TestFactory
    Stream<DynamicTest> everySampleWithAScriptTracesAsTheCommandLineDoes() throws IOException {
        List<Path> scripts;
        try (Stream<Path> files = Files.list(SAMPLES)) {
            scripts =
                    files.filter(f -> f.toString().endsWith(".script")).sorted().toList();
        }
        assertTrue(scripts.size() >= 6, "samples with scripts: " + scripts);
        return scripts.stream()
                .map(script -> DynamicTest.dynamicTest(script.getFileName().toString(), () -> {
                    String name = script.getFileName().toString().replace(".script", "");
                    samePageTrace(SAMPLES.resolve(name + ".stagestack.json"), script);
                }));
    }

    @Test
    void generatedGraphsAndScriptsTraceAsTheCommandLineDoes() throws IOException {
        for (long seed = 1; seed <= GENERATED; seed++) {
            Graph graph = RandomGraphs.generate(seed, 5, 10);
            Path graphFile =
                    Files.writeString(dir.resolve("random-" + seed + ".stagestack.json"), GraphCodec.write(graph));
            Path script = Files.writeString(dir.resolve("random-" + seed + ".script"), randomScript(new Random(seed)));
            samePageTrace(graphFile, script);
        }
    }

    @Test
    void keysAndButtonsReachTheLiveRun() throws IOException {
        Path page = livePage(SAMPLES.resolve("basic-stack.stagestack.json"), "basic-stack.html");
        browser.open(page);
        assertEquals("head: game#1\nstaging: game#1\n", browser.awaitText("chain", "head: game#1\nstaging: game#1\n"));

        browser.driver().findElement(org.openqa.selenium.By.tagName("body")).sendKeys(org.openqa.selenium.Keys.ESCAPE);
        String paused = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(paused, browser.awaitText("chain", paused), "Escape pushes the pause menu");

        browser.click("Resume");
        String resumed = "head: game#1\nstaging: game#1\n";
        assertEquals(resumed, browser.awaitText("chain", resumed), "the Resume button pops it");
    }

    /** Writes the page for graph and script with {@code stagestack web}, opens it, and compares its trace. */
    private static void samePageTrace(Path graph, Path script) throws IOException {
        CliTest.Run trace = CliTest.run("trace", graph.toString(), "--script", script.toString());
        Path page = dir.resolve(graph.getFileName() + ".html");
        CliTest.Run made = CliTest.run("web", graph.toString(), "--script", script.toString(), "-o", page.toString());
        if (trace.code() != 0) {
            assertEquals(ExitCodes.INVALID, made.code(), "a graph trace refuses is refused: " + made.err());
            assertTrue(made.err().contains("behaviour"), made.err());
            return;
        }
        assertEquals(0, made.code(), made.err());
        assertFalse(trace.out().isEmpty());
        browser.open(page);
        assertEquals(trace.out(), browser.awaitText("trace", trace.out()), graph + " with " + script);
        for (String line : browser.text("problems").lines().toList()) {
            assertTrue(line.contains(": warning: "), "only warnings, as the command line prints them: " + line);
        }
    }

    /** Up to 40 events at ticks 0..299, some ticks with two. */
    private static String randomScript(Random random) {
        StringBuilder script = new StringBuilder("# generated\n");
        int tick = 0;
        for (int i = random.nextInt(41); i > 0; i--) {
            tick += random.nextInt(3) == 0 ? 0 : random.nextInt(15);
            if (tick >= 300) {
                break;
            }
            script.append(tick)
                    .append(' ')
                    .append(EVENTS[random.nextInt(EVENTS.length)])
                    .append('\n');
        }
        return script.toString();
    }
}
