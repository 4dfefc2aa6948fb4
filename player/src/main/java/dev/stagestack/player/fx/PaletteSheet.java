package dev.stagestack.player.fx;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.paint.Color;

/**
 * The player's colours as {@code player.css} writes them, once: the looked-up colours ({@code -text: #e7e9ef;})
 * of its dark rule and of its light rule (presentation mode). The controls use them by name in the style
 * sheet; the canvases get the same values through {@link PlayerPalette}. Reads text only, so it needs no
 * running toolkit.
 */
final class PaletteSheet {

    /** The rule whose looked-up colours are the dark theme's. */
    static final String DARK_RULE = ".player";
    /** The rule whose looked-up colours are the light theme's (presentation mode). */
    static final String LIGHT_RULE = ".player.light .overlay-panel, .player.light .control-bar";

    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{([^{}]*)}");
    private static final Pattern LOOKED_UP_COLOUR =
            Pattern.compile("(?<![\\w-])(-(?!fx-)[a-z][a-z0-9-]*)\\s*:\\s*([^;]+);");

    private PaletteSheet() {}

    /** The palette of the rule {@code selector} of {@code player.css}. */
    static PlayerPalette read(String selector) {
        return palette(selector, lookedUpColours(stylesheet(), selector));
    }

    /** The palette of {@code colours}, the looked-up colours of the rule {@code selector}. */
    static PlayerPalette palette(String selector, Map<String, Color> colours) {
        Colours c = new Colours(selector, colours);
        return new PlayerPalette(
                c.get("-bg"),
                c.get("-panel"),
                c.get("-panel-raised"),
                c.get("-border"),
                c.get("-text"),
                c.get("-muted"),
                c.get("-accent"),
                c.get("-staging"),
                c.get("-exiting"),
                c.get("-entering"),
                c.get("-discarded"),
                c.get("-error"),
                c.get("-budget"));
    }

    /** The looked-up colours the rule {@code selector} of {@code css} defines, by name, in order. */
    static Map<String, Color> lookedUpColours(String css, String selector) {
        Matcher rule = RULE.matcher(COMMENT.matcher(css).replaceAll(""));
        while (rule.find()) {
            if (normalized(rule.group(1)).equals(selector)) {
                return colours(rule.group(2), selector);
            }
        }
        throw new IllegalStateException(PlayerStyles.STYLESHEET + " has no rule " + selector);
    }

    /** The text of {@code player.css}. */
    static String stylesheet() {
        try (InputStream in = PaletteSheet.class.getResourceAsStream(PlayerStyles.STYLESHEET)) {
            if (in == null) {
                throw new IllegalStateException(PlayerStyles.STYLESHEET + " is missing from the player");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, Color> colours(String declarations, String selector) {
        Map<String, Color> colours = new LinkedHashMap<>();
        Matcher declaration = LOOKED_UP_COLOUR.matcher(declarations);
        while (declaration.find()) {
            String value = declaration.group(2).trim();
            try {
                colours.put(declaration.group(1), Color.web(value));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(
                        PlayerStyles.STYLESHEET + ": " + selector + ": " + declaration.group(1) + ": not a colour: "
                                + value,
                        e);
            }
        }
        return colours;
    }

    private static String normalized(String selector) {
        return selector.trim().replaceAll("\\s+", " ");
    }

    /** The colours of one rule, each required by name. */
    private record Colours(String selector, Map<String, Color> byName) {
        Color get(String name) {
            Color colour = byName.get(name);
            if (colour == null) {
                throw new IllegalStateException(PlayerStyles.STYLESHEET + ": " + selector + " has no colour " + name);
            }
            return colour;
        }
    }
}
