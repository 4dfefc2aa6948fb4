package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * A lesson over a graph whose states run Java code (docs/web.md, "A lesson in one page"): {@code stagestack web}
 * puts the samples' page program in the lesson's page, and PageDown walks it through the chains the player's walk
 * shows with the same behaviours on the JVM: levels' presentation replaces itself after 90 ticks, its levels'
 * buttons and keys push and pop as their code says.
 */
class LessonWithBehavioursInThePageTest extends InBrowser {

    static final String LESSON = """
            graph: levels.stagestack.json
            title: Levels, run by their own code

            > The presentation is Java code: it counts 90 ticks, then replaces itself with level 1.
            100 key R
            > R restarts level 1: its code pops it and pushes it again.
            120 key E
            > E opens the map editor over the level.
            130 key ESCAPE
            > Escape closes the editor.
            140 button Complete level
            > Completing level 1 goes on to level 2.
            160 button Map editor
            > The map editor again, over level 2.
            170 button Close
            > Closed: level 2 is head again.
            """;

    @Test
    void pageDownWalksALevelsLessonThroughTheChainsThePlayerShows() throws IOException {
        Files.copy(Path.of("graphs", "levels.stagestack.json"), dir.resolve("levels.stagestack.json"));
        Path lesson = Files.writeString(dir.resolve("levels.lesson"), LESSON);
        List<String> chains = LessonPageInBrowserTest.playerMoments(lesson, BehaviorRegistry.load()).stream()
                .map(LessonPageInBrowserTest.Moment::chain)
                .toList();
        assertTrue(chains.size() > 8, "every event and commit step is a moment: " + chains);
        assertTrue(
                chains.stream().anyMatch(c -> c.contains("map-editor#")),
                "the walk reaches the map editor by the levels' own code: " + chains);

        Path page = dir.resolve("levels-lesson.html");
        CliTest.Run made = CliTest.run("web", lesson.toString(), "-o", page.toString());
        assertEquals(0, made.code(), made.err());
        assertEquals("", made.err());
        browser.open(page);
        for (int i = 0; i < chains.size(); i++) {
            assertEquals(chains.get(i), browser.awaitText("chain", chains.get(i)), "moment " + i);
            browser.driver().findElement(By.tagName("body")).sendKeys(Keys.PAGE_DOWN);
        }
        assertEquals("", browser.text("problems"));
    }
}
