package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * The player's colours are written once, in player.css: the canvases' palettes are read from its two
 * palette rules, and no other rule writes one of those colours again instead of naming it.
 */
class PaletteSheetTest {
    private static final Pattern HEX = Pattern.compile("#[0-9a-fA-F]{6}\\b");
    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{([^{}]*)}");

    @Test
    void theCanvasPalettesAreTheStyleSheetsColours() {
        String css = PaletteSheet.stylesheet();
        assertPalette(PlayerPalette.DARK, PaletteSheet.lookedUpColours(css, PaletteSheet.DARK_RULE));
        assertPalette(PlayerPalette.LIGHT, PaletteSheet.lookedUpColours(css, PaletteSheet.LIGHT_RULE));
        assertEquals(Color.web("#5b9dff"), PlayerPalette.DARK.head());
        assertEquals(Color.web("#f0a35e", 0.7), PlayerPalette.DARK.budget());
        assertEquals(Color.web("#5f6673"), PlayerPalette.LIGHT.discarded());
    }

    @Test
    void noOtherRuleWritesAPaletteColourInsteadOfNamingIt() {
        String css = PaletteSheet.stylesheet().replaceAll("(?s)/\\*.*?\\*/", "");
        List<Color> palette = new ArrayList<>();
        palette.addAll(PaletteSheet.lookedUpColours(css, PaletteSheet.DARK_RULE).values());
        palette.addAll(
                PaletteSheet.lookedUpColours(css, PaletteSheet.LIGHT_RULE).values());
        List<String> repeated = new ArrayList<>();
        Matcher rule = RULE.matcher(css);
        while (rule.find()) {
            String selector = rule.group(1).trim().replaceAll("\\s+", " ");
            if (selector.equals(PaletteSheet.DARK_RULE) || selector.equals(PaletteSheet.LIGHT_RULE)) {
                continue;
            }
            Matcher hex = HEX.matcher(rule.group(2));
            while (hex.find()) {
                if (palette.contains(Color.web(hex.group()))) {
                    repeated.add(selector + ": " + hex.group());
                }
            }
        }
        assertEquals(List.of(), repeated, "name the palette's looked-up colour instead (-text, -accent, ...)");
    }

    @Test
    void aPaletteRuleMissingAColourIsNamedWithTheColour() {
        String css = ".player { -bg: #14161b; -text: #e7e9ef; }";
        Map<String, Color> colours = PaletteSheet.lookedUpColours(css, ".player");
        assertEquals(List.of("-bg", "-text"), List.copyOf(colours.keySet()));
        IllegalStateException missing =
                assertThrows(IllegalStateException.class, () -> PaletteSheet.palette(".player", colours));
        assertEquals("player.css: .player has no colour -panel", missing.getMessage());
        IllegalStateException notAColour = assertThrows(
                IllegalStateException.class,
                () -> PaletteSheet.lookedUpColours(".player { -bg: nonsense; }", ".player"));
        assertEquals("player.css: .player: -bg: not a colour: nonsense", notAColour.getMessage());
        IllegalStateException noRule =
                assertThrows(IllegalStateException.class, () -> PaletteSheet.lookedUpColours(css, ".player.light"));
        assertEquals("player.css has no rule .player.light", noRule.getMessage());
    }

    private static void assertPalette(PlayerPalette palette, Map<String, Color> css) {
        assertEquals(css.get("-bg"), palette.background());
        assertEquals(css.get("-panel"), palette.panel());
        assertEquals(css.get("-panel-raised"), palette.panelRaised());
        assertEquals(css.get("-border"), palette.border());
        assertEquals(css.get("-text"), palette.text());
        assertEquals(css.get("-muted"), palette.muted());
        assertEquals(css.get("-accent"), palette.head());
        assertEquals(css.get("-staging"), palette.staging());
        assertEquals(css.get("-exiting"), palette.exiting());
        assertEquals(css.get("-entering"), palette.entering());
        assertEquals(css.get("-discarded"), palette.discarded());
        assertEquals(css.get("-error"), palette.error());
        assertEquals(css.get("-budget"), palette.budget());
    }
}
