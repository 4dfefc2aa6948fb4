package dev.stagestack.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The key names a key trigger can use (docs/format.md "Key names"): the names of JavaFX's
 * {@code KeyCode}, as the player sends them, without the modifier keys (Shift, Ctrl, Alt, Meta,
 * Windows, AltGr, Command: the player never sends them alone), {@code SHORTCUT} (not a key) and
 * {@code UNDEFINED}. Kept here so that the model needs no JavaFX; a test of the player checks the
 * list against JavaFX itself.
 */
public final class KeyNames {
    /** Every key name, in JavaFX's order. */
    public static final Set<String> ALL = Collections.unmodifiableSet(
            new LinkedHashSet<>(Arrays.asList(("""
            ENTER BACK_SPACE TAB CANCEL CLEAR PAUSE CAPS ESCAPE SPACE PAGE_UP PAGE_DOWN END HOME LEFT
            UP RIGHT DOWN COMMA MINUS PERIOD SLASH DIGIT0 DIGIT1 DIGIT2 DIGIT3 DIGIT4 DIGIT5 DIGIT6
            DIGIT7 DIGIT8 DIGIT9 SEMICOLON EQUALS A B C D E F G H I J K L M N O P Q R S T U V W X Y Z
            OPEN_BRACKET BACK_SLASH CLOSE_BRACKET NUMPAD0 NUMPAD1 NUMPAD2 NUMPAD3 NUMPAD4 NUMPAD5
            NUMPAD6 NUMPAD7 NUMPAD8 NUMPAD9 MULTIPLY ADD SEPARATOR SUBTRACT DECIMAL DIVIDE DELETE
            NUM_LOCK SCROLL_LOCK F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 F11 F12 F13 F14 F15 F16 F17 F18 F19 F20
            F21 F22 F23 F24 PRINTSCREEN INSERT HELP BACK_QUOTE QUOTE KP_UP KP_DOWN KP_LEFT KP_RIGHT
            DEAD_GRAVE DEAD_ACUTE DEAD_CIRCUMFLEX DEAD_TILDE DEAD_MACRON DEAD_BREVE DEAD_ABOVEDOT
            DEAD_DIAERESIS DEAD_ABOVERING DEAD_DOUBLEACUTE DEAD_CARON DEAD_CEDILLA DEAD_OGONEK
            DEAD_IOTA DEAD_VOICED_SOUND DEAD_SEMIVOICED_SOUND AMPERSAND ASTERISK QUOTEDBL LESS GREATER
            BRACELEFT BRACERIGHT AT COLON CIRCUMFLEX DOLLAR EURO_SIGN EXCLAMATION_MARK
            INVERTED_EXCLAMATION_MARK LEFT_PARENTHESIS NUMBER_SIGN PLUS RIGHT_PARENTHESIS UNDERSCORE
            CONTEXT_MENU FINAL CONVERT NONCONVERT ACCEPT MODECHANGE KANA KANJI ALPHANUMERIC KATAKANA
            HIRAGANA FULL_WIDTH HALF_WIDTH ROMAN_CHARACTERS ALL_CANDIDATES PREVIOUS_CANDIDATE
            CODE_INPUT JAPANESE_KATAKANA JAPANESE_HIRAGANA JAPANESE_ROMAN KANA_LOCK INPUT_METHOD_ON_OFF
            CUT COPY PASTE UNDO AGAIN FIND PROPS STOP COMPOSE BEGIN SOFTKEY_0 SOFTKEY_1 SOFTKEY_2
            SOFTKEY_3 SOFTKEY_4 SOFTKEY_5 SOFTKEY_6 SOFTKEY_7 SOFTKEY_8 SOFTKEY_9 GAME_A GAME_B GAME_C
            GAME_D STAR POUND POWER INFO COLORED_KEY_0 COLORED_KEY_1 COLORED_KEY_2 COLORED_KEY_3
            EJECT_TOGGLE PLAY RECORD FAST_FWD REWIND TRACK_PREV TRACK_NEXT CHANNEL_UP CHANNEL_DOWN
            VOLUME_UP VOLUME_DOWN MUTE
            """).trim().split("\\s+"))));

    /** Keys the player sees only together with another key. */
    public static final Set<String> MODIFIERS =
            Set.of("SHIFT", "CONTROL", "ALT", "META", "WINDOWS", "ALT_GRAPH", "COMMAND");

    /** Names people write from habit, and the key name each means. */
    private static final java.util.Map<String, String> HABITS = java.util.Map.ofEntries(
            java.util.Map.entry("ESC", "ESCAPE"),
            java.util.Map.entry("RETURN", "ENTER"),
            java.util.Map.entry("DEL", "DELETE"),
            java.util.Map.entry("INS", "INSERT"),
            java.util.Map.entry("BACKSPC", "BACK_SPACE"),
            java.util.Map.entry("BACKSPACE", "BACK_SPACE"),
            java.util.Map.entry("SPACEBAR", "SPACE"),
            java.util.Map.entry("PGUP", "PAGE_UP"),
            java.util.Map.entry("PGDN", "PAGE_DOWN"),
            java.util.Map.entry("PAGEUP", "PAGE_UP"),
            java.util.Map.entry("PAGEDOWN", "PAGE_DOWN"),
            java.util.Map.entry("UP_ARROW", "UP"),
            java.util.Map.entry("DOWN_ARROW", "DOWN"),
            java.util.Map.entry("LEFT_ARROW", "LEFT"),
            java.util.Map.entry("RIGHT_ARROW", "RIGHT"),
            java.util.Map.entry("ARROWUP", "UP"),
            java.util.Map.entry("ARROWDOWN", "DOWN"),
            java.util.Map.entry("ARROWLEFT", "LEFT"),
            java.util.Map.entry("ARROWRIGHT", "RIGHT"));

    private KeyNames() {}

    /** Whether {@code name} is a key name the player sends (docs/format.md, "Key names"). */
    public static boolean isKey(String name) {
        return ALL.contains(name);
    }

    /**
     * Why {@code name} is not a key name, with a hint ({@code did you mean "ESCAPE"?}); empty when
     * it is one.
     */
    public static Optional<String> whyNot(String name) {
        if (isKey(name)) {
            return Optional.empty();
        }
        String upper = name.strip().toUpperCase(java.util.Locale.ROOT);
        if (MODIFIERS.contains(upper) || upper.equals("CTRL")) {
            return Optional.of(DisplayText.quoted(name) + " is a modifier key: the player never sends it alone");
        }
        return Optional.of("unknown key " + DisplayText.quoted(name) + hint(name)
                + "; key names are JavaFX KeyCode names such as ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT");
    }

    /** {@code did you mean "ESCAPE"?} for a habit ({@code Esc}), a digit ({@code 1}) or a near name; else nothing. */
    private static String hint(String name) {
        String upper = name.strip().toUpperCase(java.util.Locale.ROOT).replace(' ', '_');
        String meant = upper.matches("[0-9]") ? "DIGIT" + upper : HABITS.get(upper);
        if (meant == null && ALL.contains(upper)) {
            meant = upper;
        }
        return meant != null ? Suggestions.didYouMean(meant) : Suggestions.didYouMean(name, ALL);
    }
}
