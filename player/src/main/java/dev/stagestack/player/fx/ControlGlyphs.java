package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.PlayerCommand;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.SVGPath;

/**
 * The vector icons of the control bar, drawn in a 14 × 14 box. Plain SVG paths rather than
 * font glyphs, so they look the same whatever fonts the machine has.
 */
final class ControlGlyphs {

    static final String PLAY = "M3 1 L13 7 L3 13 Z";
    static final String PAUSE = "M2.5 1 H6 V13 H2.5 Z M8 1 H11.5 V13 H8 Z";
    /** The View menu: an eye. */
    static final String VIEW =
            "M7 3 C3.5 3 1.2 5.6 0.5 7 C1.2 8.4 3.5 11 7 11 C10.5 11 12.8 8.4 13.5 7 C12.8 5.6 10.5 3 7 3 Z "
                    + "M7 4.8 A2.2 2.2 0 1 0 7.01 4.8 Z";

    private ControlGlyphs() {}

    /** A new icon node for {@code command}, styled by {@code .glyph} in {@code player.css}. */
    static SVGPath of(PlayerCommand command) {
        SVGPath glyph = new SVGPath();
        glyph.setContent(path(command));
        glyph.setFillRule(FillRule.EVEN_ODD);
        glyph.getStyleClass().add(PlayerStyles.GLYPH);
        return glyph;
    }

    /** The path data of {@code command}'s icon; every control but the speed (text) has one. */
    static String path(PlayerCommand command) {
        return switch (command) {
            case PAUSE_RESUME -> PAUSE;
            case STEP_TICK -> "M1 1 L9 7 L1 13 Z M10.5 1 H13 V13 H10.5 Z";
            case STEP_COMMIT -> "M1 13 V9 H5 V5 H9 V1 H13 V3 H11 V7 H7 V11 H3 V13 Z";
            case STEP_BACK -> "M13 13 V9 H9 V5 H5 V1 H1 V3 H3 V7 H7 V11 H11 V13 Z";
            case SLOWER -> "M7 1 L1 7 L7 13 Z M13 1 L7 7 L13 13 Z";
            case FASTER -> "M1 1 L7 7 L1 13 Z M7 1 L13 7 L7 13 Z";
            case RESTART_RUN -> "M7 1.5 A5.5 5.5 0 1 0 12.5 7 H10.5 A3.5 3.5 0 1 1 7 3.5 V6 L10.5 2.5 L7 -1 Z";
            case SCRUB_BACK -> "M10 2 L3.5 7 L10 12 Z";
            case SCRUB_FORWARD -> "M4 2 L10.5 7 L4 12 Z";
            case GO_LIVE -> "M7 2 A5 5 0 1 1 6.99 2 Z M7 4.5 A2.5 2.5 0 1 0 7.01 4.5 Z";
            case EXPORT_TRACE -> "M6 1 H8 V7 H11 L7 11 L3 7 H6 Z M1 12 H13 V14 H1 Z";
            case OPEN_SCRIPT -> "M1 3 H5 L6.5 4.5 H13 V12 H1 Z M6 6 V10.5 H8 V6 Z";
            case NEXT_EVENT -> "M1 2 L7 7 L1 12 Z M7 2 L13 7 L7 12 Z M12 2 H13.5 V12 H12 Z";
            case EXPORT_SCRIPT -> "M2 1 H9 L12 4 V13 H2 Z M4 6 H10 V7.2 H4 Z M4 8.8 H10 V10 H4 Z";
            case TOGGLE_OVERLAY -> "M1 2 H13 V12 H1 Z M2.5 3.5 V10.5 H8 V3.5 Z";
            case PRESENT ->
                "M1 1 H13 V9.5 H1 Z M2.5 2.5 V8 H11.5 V2.5 Z M6.2 9.5 H7.8 V11 L10.5 13.5 H8.6 L7 12 L5.4 13.5 H3.5 L6.2 11 Z";
            case OVERLAY_LARGER -> "M6 1 H8 V6 H13 V8 H8 V13 H6 V8 H1 V6 H6 Z";
            case OVERLAY_SMALLER -> "M1 6 H13 V8 H1 Z";
            case CHAIN_ONLY -> "M3 1 H11 V4 H3 Z M3 5.5 H11 V8.5 H3 Z M3 10 H11 V13 H3 Z";
            case EXPORT_WEB_PAGE ->
                "M7 1 A6 6 0 1 0 7.01 1 Z M7 2.4 A4.6 4.6 0 1 1 6.99 2.4 Z M6.3 2 H7.7 V12 H6.3 Z M1.5 6.3 H12.5 V7.7 H1.5 Z";
            case EXPORT_CHAIN -> "M1 1 H9 V3.5 H1 Z M1 5 H9 V7.5 H1 Z M10 4 H12 V9 H14 L11 13 L8 9 H10 Z";
            case NORMAL_SPEED -> throw new IllegalArgumentException("the normal-speed control shows the speed as text");
        };
    }
}
