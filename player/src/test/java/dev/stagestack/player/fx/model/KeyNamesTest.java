package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.KeyNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/**
 * The model's list of key names is exactly what the player can send (JavaFX's key codes, no
 * modifier alone, no SHORTCUT, no UNDEFINED), and docs/format.md lists the same names.
 */
class KeyNamesTest {
    @Test
    void theModelsKeyNamesAreTheKeysThePlayerSends() {
        Set<String> sent = Arrays.stream(KeyCode.values())
                .filter(k -> !k.isModifierKey() && k != KeyCode.SHORTCUT && k != KeyCode.UNDEFINED)
                .map(KeyCode::name)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        assertEquals(List.copyOf(sent), List.copyOf(KeyNames.ALL));
        Set<String> modifiers = Arrays.stream(KeyCode.values())
                .filter(KeyCode::isModifierKey)
                .map(KeyCode::name)
                .collect(Collectors.toSet());
        assertEquals(modifiers, KeyNames.MODIFIERS);
    }

    @Test
    void docsFormatListsEveryKeyName() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "format.md"));
        String list = doc.substring(doc.indexOf("<!-- key-names -->"), doc.indexOf("<!-- /key-names -->"));
        List<String> documented = Arrays.stream(list.split("`"))
                .filter(w -> w.matches("[A-Z0-9_]+"))
                .toList();
        assertEquals(List.copyOf(KeyNames.ALL), documented);
    }
}
