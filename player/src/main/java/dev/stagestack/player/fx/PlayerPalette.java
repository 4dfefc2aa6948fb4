package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainMark;
import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.look.StateLook;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * The colours the player paints with on its canvases: {@link #DARK}, the player's own, and
 * {@link #LIGHT}, a high-contrast theme for projectors (presentation mode). Their one place is
 * {@code player.css}, whose looked-up colours the controls use by name and {@link PaletteSheet}
 * reads for the canvases. The game screen keeps the dark colours: it is the game's.
 *
 * @param background behind the game screen and the log
 * @param panel the overlay's background, the frame-time plot's
 * @param panelRaised head's box in the chain
 * @param border lines, links, shared boxes' borders
 * @param text the main text
 * @param muted captions, policies, explanations
 * @param head head's colour (its pill and border), the accent of the controls
 * @param staging staging's colour
 * @param exiting entries about to be exited, frames over budget
 * @param entering entries about to be entered
 * @param discarded entries pushed and popped in one tick
 * @param error error lines
 * @param budget the frame-budget guide line
 */
record PlayerPalette(
        Color background,
        Color panel,
        Color panelRaised,
        Color border,
        Color text,
        Color muted,
        Color head,
        Color staging,
        Color exiting,
        Color entering,
        Color discarded,
        Color error,
        Color budget) {

    /** The player's dark theme: the looked-up colours of {@code .player} in {@code player.css}. */
    static final PlayerPalette DARK = PaletteSheet.read(PaletteSheet.DARK_RULE);
    /** Dark text on white, saturated dark accents for projectors: {@code player.css}'s light rule. */
    static final PlayerPalette LIGHT = PaletteSheet.read(PaletteSheet.LIGHT_RULE);

    static final Color STATE_FALLBACK = rgb(StateLook.FALLBACK_RGB);

    /** The size of the chain's and the log's monospaced text at scale 1. */
    static final double MONO_SIZE = 12;
    /** The size of pills and captions at scale 1. */
    static final double MONO_SMALL_SIZE = 10;

    static final Font MONO_SMALL = mono(MONO_SMALL_SIZE);
    static final Font TITLE = Font.font("System", FontWeight.BOLD, 30);
    static final Font BODY = Font.font("System", 14);
    /** Advance of one monospaced character per point of font size, for truncation without text measurement. */
    static final double MONO_ADVANCE_PER_POINT = 7.25 / 12;

    /** The monospaced font at {@code size} points. */
    static Font mono(double size) {
        return Font.font("Monospaced", size);
    }

    Color of(ChainMark mark) {
        return switch (mark) {
            case EXITING -> exiting;
            case ENTERING -> entering;
            case DISCARDED -> discarded;
            default -> border;
        };
    }

    Color of(LogKind kind) {
        return switch (kind) {
            case REQUEST -> head;
            case ERROR -> error;
            case END -> staging;
            case CAUSE -> muted;
            default -> text;
        };
    }

    /** A state's colour from the graph, or the neutral default when it has none or it is malformed. */
    static Color stateColor(String hex) {
        return rgb(StateLook.rgb(hex));
    }

    private static Color rgb(int rgb) {
        return Color.rgb((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }
}
