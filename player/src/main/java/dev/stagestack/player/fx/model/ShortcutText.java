package dev.stagestack.player.fx.model;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A shortcut in JavaFX {@code KeyCombination} syntax written the way the docs and the help
 * sheets write it: {@code Shortcut+Shift+DIGIT0} is "Ctrl+Shift+0", {@code Shortcut+LEFT} is
 * "Ctrl+←". (On macOS the toolkit shows ⌘ where the docs say Ctrl.) Toolkit-free.
 */
public final class ShortcutText {

    private static final Map<String, String> NAMES = Map.of(
            "Shortcut", "Ctrl",
            "EQUALS", "=",
            "MINUS", "-",
            "LEFT", "←",
            "RIGHT", "→",
            "UP", "↑",
            "DOWN", "↓");

    private ShortcutText() {}

    /** A key combination as people read it: {@code Shortcut+LEFT} becomes {@code Ctrl+←}. */
    public static String of(String combination) {
        return Arrays.stream(combination.split("\\+")).map(ShortcutText::key).collect(Collectors.joining("+"));
    }

    private static String key(String part) {
        if (NAMES.containsKey(part)) {
            return NAMES.get(part);
        }
        if (part.matches("DIGIT\\d")) {
            return part.substring("DIGIT".length());
        }
        return part.length() <= 1 || part.matches("F\\d+")
                ? part
                : part.charAt(0) + part.substring(1).toLowerCase();
    }
}
