package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.stagestack.editor.core.EditorShortcut;
import javafx.scene.input.KeyCodeCombination;
import org.junit.jupiter.api.Test;

/**
 * Every key shortcut of the editor names a real key. JavaFX reads a key name it does not know (such
 * as {@code DIGIT0}, which it calls {@code 0}) as a character combination that no key press matches.
 */
class EditorShortcutKeysTest {

    @Test
    void everyKeyShortcutIsAKeyCodeCombination() {
        for (EditorShortcut shortcut : EditorShortcut.values()) {
            if (shortcut.input() == EditorShortcut.Input.KEYS) {
                assertInstanceOf(KeyCodeCombination.class, shortcut.combination(), shortcut + " " + shortcut.keys());
            }
        }
    }
}
