package dev.stagestack.runtime.fx;

import dev.stagestack.runtime.fx.model.ChainMark;
import dev.stagestack.runtime.fx.model.LogKind;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * The colours and fonts the player paints with on its canvases, in one place; the same
 * values appear as looked-up colours in {@code player.css} for the controls.
 */
final class PlayerPalette {

    static final Color BACKGROUND = Color.web("#14161b");
    static final Color PANEL = Color.web("#1c1f26");
    static final Color PANEL_RAISED = Color.web("#242833");
    static final Color BORDER = Color.web("#323745");
    static final Color TEXT = Color.web("#e7e9ef");
    static final Color MUTED = Color.web("#8d95a6");
    static final Color HEAD = Color.web("#5b9dff");
    static final Color STAGING = Color.web("#3fc7b0");
    static final Color EXITING = Color.web("#f0a35e");
    static final Color ENTERING = Color.web("#5fd38d");
    static final Color DISCARDED = Color.web("#6b7280");
    static final Color ERROR = Color.web("#ff5d5d");
    static final Color BUDGET = Color.web("#f0a35e", 0.7);
    static final Color STATE_FALLBACK = Color.web("#3b4252");

    static final Font MONO = Font.font("Monospaced", 12);
    static final Font MONO_SMALL = Font.font("Monospaced", 10);
    static final Font TITLE = Font.font("System", FontWeight.BOLD, 30);
    static final Font BODY = Font.font("System", 14);
    /** Advance of one {@link #MONO} character, for truncation without text measurement. */
    static final double MONO_ADVANCE = 7.25;

    private PlayerPalette() {
    }

    static Color of(ChainMark mark) {
        switch (mark) {
            case EXITING:
                return EXITING;
            case ENTERING:
                return ENTERING;
            case DISCARDED:
                return DISCARDED;
            default:
                return BORDER;
        }
    }

    static Color of(LogKind kind) {
        switch (kind) {
            case REQUEST:
                return HEAD;
            case ERROR:
                return ERROR;
            case END:
                return STAGING;
            case CAUSE:
                return MUTED;
            default:
                return TEXT;
        }
    }

    /** A state's colour from the graph, or the neutral default when it has none or it is malformed. */
    static Color stateColor(String hex) {
        if (hex == null) {
            return STATE_FALLBACK;
        }
        try {
            return Color.web(hex);
        } catch (IllegalArgumentException e) {
            return STATE_FALLBACK;
        }
    }
}
