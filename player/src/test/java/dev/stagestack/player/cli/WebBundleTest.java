package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.web.page.WebBundle;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which page program {@code stagestack web} puts in a page: the one that has all of the graph's behaviours. */
class WebBundleTest {

    @TempDir
    Path dir;

    @Test
    void aGraphWithoutBehavioursRunsOnTheBuiltInProgram() {
        WebBundle program =
                WebBundle.covering(Set.of(), getClass().getClassLoader()).orElseThrow();
        assertEquals(WebBundle.builtIn().script(), program.script());
        assertTrue(program.behaviors().isEmpty());
    }

    @Test
    void aGraphRunsOnTheFirstProgramThatHasEveryOneOfItsBehaviours() throws IOException {
        try (URLClassLoader loader = loaderWith(
                jarFolder("a", "script=a/game.js\nbehaviors=game.title\n"),
                jarFolder("b", "script=b/game.js\nbehaviors= game.title , game.level\n"))) {
            assertEquals(2, WebBundle.all(loader).size());
            Optional<WebBundle> both = WebBundle.covering(Set.of("game.title", "game.level"), loader);
            assertEquals("b/game.js", both.orElseThrow().script());
            assertEquals(Set.of("game.title", "game.level"), both.orElseThrow().behaviors());
            assertEquals(
                    "a/game.js",
                    WebBundle.covering(Set.of("game.title"), loader)
                            .orElseThrow()
                            .script());
            assertTrue(
                    WebBundle.covering(Set.of("game.title", "game.boss"), loader)
                            .isEmpty(),
                    "none has game.boss");
        }
    }

    @Test
    void aProgramNamesItsGamesResolutionElseTheCanvasIs640By480() throws IOException {
        try (URLClassLoader loader = loaderWith(
                jarFolder("wide", "script=w/game.js\nbehaviors=game.wide\nresolution= 1280x720 \n"),
                jarFolder("plain", "script=p/game.js\nbehaviors=game.plain\n"))) {
            assertEquals(
                    new WebBundle.Resolution(1280, 720),
                    WebBundle.covering(Set.of("game.wide"), loader)
                            .orElseThrow()
                            .resolution());
            assertEquals(
                    new WebBundle.Resolution(640, 480),
                    WebBundle.covering(Set.of("game.plain"), loader)
                            .orElseThrow()
                            .resolution());
        }
        assertEquals(new WebBundle.Resolution(640, 480), WebBundle.builtIn().resolution());
    }

    @Test
    void aResolutionThatCannotBeReadIsRefusedNamingTheFileAndWhy() throws IOException {
        for (String[] bad : new String[][] {
            {"640*480", "\"640*480\" is not WIDTHxHEIGHT in pixels, such as 640x360"},
            {"640x", "\"640x\" is not WIDTHxHEIGHT in pixels, such as 640x360"},
            {"-640x480", "\"-640x480\" is not WIDTHxHEIGHT in pixels, such as 640x360"},
            {"99999999999x480", "\"99999999999x480\" is not WIDTHxHEIGHT in pixels, such as 640x360"},
            {"8000x480", "8000x480 is outside 16x16 to 7680x4320"},
            {"0x0", "0x0 is outside 16x16 to 7680x4320"}
        }) {
            try (URLClassLoader loader =
                    loaderWith(jarFolder("bad", "script=b/game.js\nbehaviors=game.bad\nresolution=" + bad[0]))) {
                IllegalArgumentException refused = assertThrows(
                        IllegalArgumentException.class, () -> WebBundle.covering(Set.of("game.bad"), loader));
                assertTrue(
                        refused.getMessage().endsWith(WebBundle.DESCRIPTION + ": resolution: " + bad[1]),
                        refused.getMessage());
            }
        }
    }

    private Path jarFolder(String name, String description) throws IOException {
        Path folder = dir.resolve(name);
        Path file = folder.resolve(WebBundle.DESCRIPTION);
        Files.createDirectories(file.getParent());
        Files.writeString(file, description);
        return folder;
    }

    private static URLClassLoader loaderWith(Path... folders) throws IOException {
        URL[] urls = new URL[folders.length];
        for (int i = 0; i < folders.length; i++) {
            urls[i] = folders[i].toUri().toURL();
        }
        return new URLClassLoader(urls, null);
    }
}
