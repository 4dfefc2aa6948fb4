package dev.stagestack.player.fx;

/**
 * How the overlay is drawn: its scale (1× to 3×), its palette, whether the chain fills the window
 * on its own, and whether the frame-time plot and the asset list are shown. The player keeps one
 * look for normal use and one for presentation mode, and F11 switches between them.
 *
 * @param scale every text and length of the overlay multiplied by it, from {@link #MIN_SCALE} to
 *              {@link #MAX_SCALE} in steps of {@link #SCALE_STEP}
 * @param light the high-contrast light palette (for projectors) instead of the dark one
 * @param chainOnly the stack alone fills the window: no game screen, log, plot or assets
 * @param frameTimes the frame-time plot is shown
 * @param assets the list of loaded assets is shown (while there are any)
 * @param breakpoints the breakpoints section is shown
 */
record OverlayLook(
        double scale, boolean light, boolean chainOnly, boolean frameTimes, boolean assets, boolean breakpoints) {

    static final double MIN_SCALE = 1;
    static final double MAX_SCALE = 3;
    static final double SCALE_STEP = 0.25;

    /** The overlay as it always was: 1×, dark, every part shown. */
    static final OverlayLook NORMAL = new OverlayLook(1, false, false, true, true, true);
    /**
     * Presentation mode's start: 2× (the smallest text, the pills, at 20 px), light, without the
     * frame times, assets and breakpoints a class does not need, so that chain, next step and log
     * fit a 1280 × 720 projector.
     */
    static final OverlayLook PRESENTATION = new OverlayLook(2, true, false, false, false, false);

    OverlayLook {
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, Math.round(scale / SCALE_STEP) * SCALE_STEP));
    }

    /** One step larger, up to 3×. */
    OverlayLook larger() {
        return withScale(scale + SCALE_STEP);
    }

    /** One step smaller, down to 1×. */
    OverlayLook smaller() {
        return withScale(scale - SCALE_STEP);
    }

    OverlayLook withScale(double newScale) {
        return new OverlayLook(newScale, light, chainOnly, frameTimes, assets, breakpoints);
    }

    OverlayLook withLight(boolean on) {
        return new OverlayLook(scale, on, chainOnly, frameTimes, assets, breakpoints);
    }

    OverlayLook withChainOnly(boolean on) {
        return new OverlayLook(scale, light, on, frameTimes, assets, breakpoints);
    }

    OverlayLook withFrameTimes(boolean on) {
        return new OverlayLook(scale, light, chainOnly, on, assets, breakpoints);
    }

    OverlayLook withAssets(boolean on) {
        return new OverlayLook(scale, light, chainOnly, frameTimes, on, breakpoints);
    }

    OverlayLook withBreakpoints(boolean on) {
        return new OverlayLook(scale, light, chainOnly, frameTimes, assets, on);
    }

    PlayerPalette palette() {
        return light ? PlayerPalette.LIGHT : PlayerPalette.DARK;
    }
}
