package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Controls table of docs/player.md lists exactly the shortcuts of {@link PlayerCommand}. */
class PlayerShortcutsDocTest {

    private static final Path PLAYER_DOC = Path.of("..", "docs", "player.md");

    @Test
    void shortcutsAreWrittenAsTheDocsWriteThem() {
        assertEquals("Ctrl+Shift+0", ShortcutText.of("Shortcut+Shift+DIGIT0"));
        assertEquals("Ctrl+-", ShortcutText.of("Shortcut+MINUS"));
        assertEquals("Ctrl+←", ShortcutText.of("Shortcut+LEFT"));
        assertEquals("Ctrl+End", ShortcutText.of("Shortcut+END"));
        assertEquals("Shift+F9", ShortcutText.of("Shift+F9"));
        assertEquals("Ctrl+R", ShortcutText.of("Shortcut+R"));
    }

    @Test
    void theControlsTableDocumentsEveryShortcutAndNoOther() throws IOException {
        List<String> commands = Arrays.stream(PlayerCommand.values())
                .map(c -> ShortcutText.of(c.shortcut()))
                .sorted()
                .toList();
        assertEquals(commands, documentedShortcuts());
    }

    /** The second column of the table under "## Controls", each cell split at " / ". */
    private static List<String> documentedShortcuts() throws IOException {
        String doc = Files.readString(PLAYER_DOC, StandardCharsets.UTF_8);
        String controls = doc.substring(doc.indexOf("\n## Controls\n"));
        return controls.lines()
                .skip(1)
                .dropWhile(line -> !line.startsWith("|"))
                .takeWhile(line -> line.startsWith("|"))
                .skip(2)
                .flatMap(row -> Arrays.stream(row.split("\\|")[2].strip().split(" / ")))
                .sorted()
                .toList();
    }
}
