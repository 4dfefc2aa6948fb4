package dev.stagestack.web.browser;

import dev.stagestack.model.KeyNames;
import java.util.Locale;
import java.util.Map;

/**
 * The browser's key codes ({@code KeyboardEvent.code}: {@code ArrowLeft}, {@code KeyA}, {@code Digit1}...)
 * named as key triggers name them (JavaFX {@code KeyCode} names: {@code LEFT}, {@code A}, {@code DIGIT1}...).
 */
final class BrowserKeys {

    private static final Map<String, String> NAMED = Map.ofEntries(
            Map.entry("ArrowLeft", "LEFT"),
            Map.entry("ArrowRight", "RIGHT"),
            Map.entry("ArrowUp", "UP"),
            Map.entry("ArrowDown", "DOWN"),
            Map.entry("Enter", "ENTER"),
            Map.entry("NumpadEnter", "ENTER"),
            Map.entry("Escape", "ESCAPE"),
            Map.entry("Space", "SPACE"),
            Map.entry("Tab", "TAB"),
            Map.entry("Backspace", "BACK_SPACE"),
            Map.entry("Delete", "DELETE"),
            Map.entry("Insert", "INSERT"),
            Map.entry("Home", "HOME"),
            Map.entry("End", "END"),
            Map.entry("PageUp", "PAGE_UP"),
            Map.entry("PageDown", "PAGE_DOWN"),
            Map.entry("Minus", "MINUS"),
            Map.entry("Equal", "EQUALS"),
            Map.entry("Comma", "COMMA"),
            Map.entry("Period", "PERIOD"),
            Map.entry("Slash", "SLASH"),
            Map.entry("Semicolon", "SEMICOLON"));

    private BrowserKeys() {}

    /** The key trigger name of {@code code}, or null for a key no graph can name (a modifier, say). */
    static String nameOf(String code) {
        String name = NAMED.get(code);
        if (name == null && code.startsWith("Key") && code.length() == 4) {
            name = code.substring(3);
        } else if (name == null && code.startsWith("Digit")) {
            name = "DIGIT" + code.substring(5);
        } else if (name == null) {
            name = code.toUpperCase(Locale.ROOT); // F1, QUOTE...
        }
        return name != null && KeyNames.isKey(name) ? name : null;
    }
}
