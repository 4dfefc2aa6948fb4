package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.core.EditorShortcut;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shortcut table of docs/editor.md is {@link EditorShortcut}, row for row. */
class EditorShortcutsDocTest {

    private static final Path EDITOR_DOC = Path.of("..", "docs", "editor.md");

    @Test
    void theDocumentedTableIsEveryShortcutWithWhatItDoes() throws IOException {
        List<String> shortcuts = Arrays.stream(EditorShortcut.values())
                .map(s -> "| " + s.keys() + " | " + s.does() + " |")
                .toList();
        assertEquals(shortcuts, documentedRows());
    }

    @Test
    void noTwoShortcutsShareTheirKeys() {
        assertEquals(
                EditorShortcut.values().length,
                Arrays.stream(EditorShortcut.values())
                        .map(EditorShortcut::keys)
                        .distinct()
                        .count());
    }

    /** The rows of the table under "## Shortcuts", without its header. */
    private static List<String> documentedRows() throws IOException {
        String doc = Files.readString(EDITOR_DOC, StandardCharsets.UTF_8);
        String section = doc.substring(doc.indexOf("\n## Shortcuts"));
        return section.lines()
                .dropWhile(line -> !line.startsWith("| keys"))
                .takeWhile(line -> line.startsWith("|"))
                .skip(2)
                .toList();
    }
}
