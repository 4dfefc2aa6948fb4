package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.Test;

/**
 * Every player shortcut names a real key. JavaFX reads a key name it does not know (such as
 * {@code DIGIT0}, which it calls {@code 0}) as a character combination that no key press ever matches.
 */
class PlayerShortcutKeysTest {

    @Test
    void everyShortcutIsAKeyCodeCombination() {
        for (PlayerCommand command : PlayerCommand.values()) {
            assertInstanceOf(
                    KeyCodeCombination.class,
                    KeyCombination.valueOf(command.shortcut()),
                    command + " " + command.shortcut());
        }
    }
}
