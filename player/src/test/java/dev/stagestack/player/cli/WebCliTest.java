package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stagestack web} without a browser: what it writes, and what it refuses with nothing written. */
class WebCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    @Test
    void writesOneSelfContainedPageCarryingTheGraphAndScript() throws IOException {
        Path page = dir.resolve("basic.html");
        CliTest.Run r = CliTest.run(
                "web",
                SAMPLES.resolve("basic-stack.stagestack.json").toString(),
                "--script",
                SAMPLES.resolve("basic-stack.script").toString(),
                "-o",
                page.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        assertTrue(html.contains("<pre id=\"trace\">") && html.contains("<pre id=\"chain\">"), "trace and chain");
        assertTrue(html.contains("20 button Resume"), "the script is carried");
        assertFalse(html.contains("src=\"http") || html.contains("href=\"http"), "nothing from the network");
        assertTrue(Files.size(page) < 1_500_000, "under 1.5 MB: " + Files.size(page));
    }

    @Test
    void refusesAGraphWhoseBehavioursAreNotFoundNamingThemAndWritesNothing() {
        // the player's class path has no samples: Bounce's behaviours are nowhere
        Path page = dir.resolve("bounce.html");
        CliTest.Run r =
                CliTest.run("web", SAMPLES.resolve("bounce.stagestack.json").toString(), "-o", page.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bounce.stagestack.json:14:"), r.err());
        assertTrue(r.err().contains("no behaviour \"bounce.title\" is registered"), r.err());
        assertTrue(r.err().contains("no behaviour \"bounce.level\" is registered"), r.err());
        assertTrue(r.err().contains("put the jar of these behaviours on the class path"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(Files.exists(page));
    }

    @Test
    void refusesAGraphWhoseBehavioursAreInNoPageProgramNamingThemAndWritesNothing() throws IOException {
        // test.hostile-message is registered on the tests' class path (HostileMessageProvider), compiled into no page
        Path graph = Files.writeString(dir.resolve("coded.stagestack.json"), """
                {"format": "stagestack", "version": 1, "name": "coded", "initial": "title",
                 "states": [{"id": "title", "behavior": "test.hostile-message"}], "transitions": []}
                """);
        Path page = dir.resolve("coded.html");
        CliTest.Run r = CliTest.run("web", graph.toString(), "-o", page.toString());
        assertEquals(1, r.code());
        assertTrue(
                r.err().contains("no page program on the class path has the behaviours \"test.hostile-message\""),
                r.err());
        assertFalse(Files.exists(page));
    }

    @Test
    void refusesALessonWhoseGraphsBehavioursAreNotFoundNamingThemAndWritesNothing() throws IOException {
        // the player's class path has no samples: Bounce's behaviours are nowhere
        CliTest.Run r = lessonPageOfAGraphWith("bounce.title");
        assertTrue(r.err().contains("no behaviour \"bounce.title\" is registered"), r.err());
        assertTrue(r.err().contains("put the jar of these behaviours on the class path"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void refusesALessonWhoseGraphsBehavioursAreInNoPageProgramAndWritesNothing() throws IOException {
        CliTest.Run r = lessonPageOfAGraphWith("test.hostile-message");
        assertTrue(
                r.err().contains("no page program on the class path has the behaviours \"test.hostile-message\""),
                r.err());
    }

    /** {@code stagestack web} on a lesson whose graph's one state runs {@code behaviour}: refused, no page written. */
    private CliTest.Run lessonPageOfAGraphWith(String behaviour) throws IOException {
        Files.writeString(dir.resolve("coded.stagestack.json"), """
                {"format": "stagestack", "version": 1, "name": "coded", "initial": "title",
                 "states": [{"id": "title", "behavior": "%s"}], "transitions": []}
                """.formatted(behaviour));
        Path lesson = Files.writeString(dir.resolve("coded.lesson"), "graph: coded.stagestack.json\n> The title.\n");
        Path page = dir.resolve("coded-lesson.html");
        CliTest.Run r = CliTest.run("web", lesson.toString(), "-o", page.toString());
        assertEquals(1, r.code(), r.err());
        assertFalse(Files.exists(page));
        return r;
    }

    @Test
    void exportFormatWebWritesThePageAndRefusesBehavioursNoPageProgramHas() throws IOException {
        Path page = dir.resolve("menu.html");
        CliTest.Run r = exportWeb("menu-prototype", page);
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(page).contains("<pre id=\"chain\">"));

        Path refused = dir.resolve("bounce-export.html");
        CliTest.Run bounce = exportWeb("bounce", refused);
        assertEquals(1, bounce.code());
        assertTrue(
                bounce.err()
                        .contains("cannot export it as web: no page program on the class path has the behaviours"
                                + " \"bounce.title\", \"bounce.level\""),
                bounce.err());
        assertFalse(Files.exists(refused));

        CliTest.Run toScreen = CliTest.run(
                "export",
                "--format",
                "web",
                SAMPLES.resolve("menu-prototype.stagestack.json").toString());
        assertEquals(2, toScreen.code(), "a page is written to a file: " + toScreen.err());
    }

    @Test
    void exportFormatWebCarriesTheImagesAndSoundsOfTheGraphsStatesAsWebDoes() throws IOException {
        Path page = dir.resolve("shovel.html");
        CliTest.Run r = exportWeb("shovel-flow", page);
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        for (String file : List.of("studio-logo.png", "stagestack-logo.png", "chime.wav")) {
            byte[] bytes = Files.readAllBytes(SAMPLES.resolve("assets/shovel-flow/" + file));
            assertTrue(html.contains(Base64.getEncoder().encodeToString(bytes)), file + " is carried");
        }
    }

    /** {@code stagestack export --format web} of sample {@code name} to {@code page}. */
    private static CliTest.Run exportWeb(String name, Path page) {
        return CliTest.run(
                "export",
                "--format",
                "web",
                SAMPLES.resolve(name + ".stagestack.json").toString(),
                "-o",
                page.toString());
    }

    @Test
    void refusesABadScriptWithItsLocationAndWritesNothing() throws IOException {
        Path script = Files.writeString(dir.resolve("bad.script"), "1 button Pause\nx key ESCAPE\n");
        Path page = dir.resolve("bad.html");
        CliTest.Run r = CliTest.run(
                "web",
                SAMPLES.resolve("basic-stack.stagestack.json").toString(),
                "--script",
                script.toString(),
                "-o",
                page.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bad.script:2:"), r.err());
        assertFalse(Files.exists(page));
    }

    @Test
    void aPageNeedsItsOutputFile() {
        assertEquals(
                2,
                CliTest.run(
                                "web",
                                SAMPLES.resolve("basic-stack.stagestack.json").toString())
                        .code());
    }
}
