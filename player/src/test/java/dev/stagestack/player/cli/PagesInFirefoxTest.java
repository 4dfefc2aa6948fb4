package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The pages of {@code stagestack web} in Firefox (docs/web.md, "Tested"), as in Chromium: every sample's page fed
 * its script traces byte for byte as {@code stagestack trace} does, and a lesson's page opened at a moment shows
 * the chains the player's walk shows there and PageUp goes back, keys reach a live run and F5 and F6 pause and
 * tick it.
 */
class PagesInFirefoxTest extends PageFolder {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    /** WebDriver's codes for the keys pressed. */
    private static final String ESCAPE = "\uE00C";

    private static final String PAGE_UP = "\uE00E";
    private static final String F5 = "\uE035";
    private static final String F6 = "\uE036";

    static HeadlessFirefox firefox;

    @BeforeAll
    static void startFirefox() throws IOException {
        firefox = HeadlessFirefox.start();
    }

    @AfterAll
    static void stopFirefox() throws IOException {
        if (firefox != null) {
            firefox.close();
            firefox = null;
        }
    }

    @Test
    void everySampleWithAScriptTracesAsTheCommandLineDoes() throws IOException {
        List<Path> scripts;
        try (Stream<Path> files = Files.list(SAMPLES)) {
            scripts =
                    files.filter(f -> f.toString().endsWith(".script")).sorted().toList();
        }
        int compared = 0;
        for (Path script : scripts) {
            Path graph = SAMPLES.resolve(script.getFileName().toString().replace(".script", ".stagestack.json"));
            CliTest.Run trace = CliTest.run("trace", graph.toString(), "--script", script.toString());
            if (trace.code() != 0) {
                continue; // bounce and levels: their behaviours are compared in the samples module
            }
            Path page = dir.resolve(script.getFileName() + ".html");
            CliTest.Run made =
                    CliTest.run("web", graph.toString(), "--script", script.toString(), "-o", page.toString());
            assertEquals(0, made.code(), made.err());
            firefox.open(page);
            assertEquals(trace.out(), firefox.awaitText("trace", trace.out()), script.toString());
            compared++;
        }
        assertTrue(compared >= 6, "the samples without behaviour code: " + compared);
    }

    @Test
    void aLessonsPageOpensAtTheMomentItsAddressNames() throws IOException {
        Path lesson = SAMPLES.resolve("stack-lesson.lesson");
        List<LessonPageInBrowserTest.Moment> moments =
                LessonPageInBrowserTest.playerMoments(lesson, BehaviorRegistry.empty());
        Path page = dir.resolve("stack-lesson.html");
        CliTest.Run made = CliTest.run("web", lesson.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        for (int moment : new int[] {0, 12, 21, 30}) {
            firefox.open("about:blank"); // a new load, not a move within the page
            firefox.open(page.toUri() + "#m" + moment);
            String chain = moments.get(moment).chain();
            assertEquals(chain, firefox.awaitText("chain", chain), "moment " + moment);
            assertEquals(moments.get(moment).caption(), firefox.text("caption"), "moment " + moment);
        }
        firefox.press(PAGE_UP);
        String before = moments.get(29).chain();
        assertEquals(before, firefox.awaitText("chain", before), "PageUp goes back a moment");
    }

    @Test
    void keysReachTheLiveRunAndF5PausesIt() throws IOException {
        firefox.open(livePage(SAMPLES.resolve("basic-stack.stagestack.json"), "basic-stack.html"));
        String game = "head: game#1\nstaging: game#1\n";
        assertEquals(game, firefox.awaitText("chain", game));
        firefox.press(ESCAPE);
        String paused = "head: game#1 > pause#2\nstaging: game#1 > pause#2\n";
        assertEquals(paused, firefox.awaitText("chain", paused), "Escape pushes the pause menu");
        firefox.press(F5);
        assertTrue(firefox.awaitText("pause", "Resume (F5)").equals("Resume (F5)"), "F5 pauses, not reloads");
        firefox.press(ESCAPE);
        firefox.press(F6);
        String requested = "head: game#1 > pause#2\nstaging: game#1\n";
        assertEquals(requested, firefox.awaitText("chain", requested), "one tick: the pop requested, not committed");
    }
}
