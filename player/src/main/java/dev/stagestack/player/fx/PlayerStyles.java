package dev.stagestack.player.fx;

/** The CSS style classes of {@code player.css}, in one place. */
final class PlayerStyles {

    static final String STYLESHEET = "player.css";
    static final String PLAYER = "player";
    static final String SCREEN = "player-screen";
    /** The overlay with its debugging parts (BREAKPOINTS): the log keeps more rows (player.css). */
    static final String DEBUGGING = "debugging";
    /** Greys the whole screen, opaque layers and all, while the player shows a past tick. */
    static final String LIVE_VEIL = "live-veil";
    /** Around a letterboxed game screen: the bars. */
    static final String LETTERBOX_BARS = "letterbox-bars";

    static final String PLACEHOLDER = "placeholder";
    static final String PLACEHOLDER_OVERLAY = "placeholder-overlay";
    static final String PLACEHOLDER_CARD = "placeholder-card";
    static final String STATE_NAME = "state-name";
    static final String STATE_META = "state-meta";
    static final String STATE_NOTES = "state-notes";
    static final String SECTION = "section-label";
    static final String CHIP = "chip";
    static final String STATE_BUTTON = "state-button";
    static final String SIGNAL_CHIP = "signal-chip";
    static final String OVERLAY_PANEL = "overlay-panel";
    static final String OVERLAY_TITLE = "overlay-title";
    static final String STAT = "stat";
    static final String STAT_VALUE = "stat-value";
    static final String NEXT_STEP = "next-step";
    static final String TRAVEL_BANNER = "travel-banner";
    static final String LOG = "trace-log";
    static final String ERROR_BANNER = "error-banner";
    static final String CONTROL_BAR = "control-bar";
    static final String CONTROL = "control";
    static final String SPEED = "speed-label";
    static final String LOADING = "loading";
    static final String LOADING_CARD = "loading-card";
    static final String LOADING_TITLE = "loading-title";
    static final String LOADING_DETAIL = "loading-detail";
    static final String ASSET_LIST = "asset-list";
    static final String ICON_CONTROL = "icon-control";
    static final String GLYPH = "glyph";
    /** The scroll pane around the overlay's chain. */
    static final String CHAIN_SCROLL = "chain-scroll";
    /** A scroll pane that draws nothing of its own (around the overlay). */
    static final String BARE_SCROLL = "bare-scroll";
    /** On the player: the high-contrast light theme (presentation mode). */
    static final String LIGHT = "light";
    /** On the player while in presentation mode: the game screen's placeholder texts are set larger too. */
    static final String PRESENTING = "presenting";
    /** A lesson's caption and where it stands, at the top of the overlay. */
    static final String LESSON = "lesson";
    /** A lesson's caption text. */
    static final String LESSON_CAPTION = "lesson-caption";
    /** The control bar's View menu. */
    static final String VIEW_MENU = "view-menu";

    private PlayerStyles() {}

    /** The stylesheet's URL, for {@code getStylesheets().add(...)}. */
    static String stylesheet() {
        return PlayerStyles.class.getResource(STYLESHEET).toExternalForm();
    }
}
