package dev.stagestack.player.fx;

import static dev.stagestack.player.fx.OverlayParts.banner;
import static dev.stagestack.player.fx.OverlayParts.section;
import static dev.stagestack.player.fx.OverlayParts.showBanner;
import static dev.stagestack.player.fx.OverlayParts.showPart;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.LoadingProgress;
import dev.stagestack.runtime.clock.FrameTimes;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainDiff;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

/**
 * The overlay panel: tick counter, fps and speed; the chain diagram with head and staging;
 * what the next commit step does; the frame-time plot; and the trace log coloured by kind.
 * It watches the player's view model ({@link #watch}): it shows the moment the model shows — the
 * live tick or, while time travelling, a recorded one — and is never pushed values by the controller.
 * Its parts draw themselves: the {@link OverlayStats}, the {@link OverlayChain}, the {@link
 * OverlayAssets} and the {@link OverlayFrameTimes}; the banners are {@link OverlayParts}.
 */
final class OverlayPane extends VBox {

    static final double WIDTH = 380;
    /** The overlay's font size at scale 1; every text of the overlay is sized relative to it (player.css). */
    static final double BASE_FONT = 13;

    private static final double PADDING = 14;

    private final OverlayStats stats = new OverlayStats();
    private final Label nextStep = new Label();
    private final Label notice = banner(PlayerStyles.TRAVEL_BANNER, "overlay-notice");
    private final Label queued = banner(PlayerStyles.NEXT_STEP, "queued-events");
    private final Label breakHit = banner(PlayerStyles.ERROR_BANNER, "break-hit");
    private final Label scriptLine = banner(PlayerStyles.NEXT_STEP, "script-progress");
    private final Label gameLoading = banner(PlayerStyles.NEXT_STEP, "game-loading");
    private final Label travel = banner(PlayerStyles.TRAVEL_BANNER, "travel-banner");
    private final Label error = banner(PlayerStyles.ERROR_BANNER, null);
    private final LessonPanel lesson = new LessonPanel(nextStep);
    private final OverlayChain chain;
    private final OverlayFit fit;
    private final OverlayAssets assets = new OverlayAssets();
    private final OverlayFrameTimes frameTimes = new OverlayFrameTimes(WIDTH - 2 * PADDING);
    private final Label traceTitle = section("TRACE");
    private final TraceLogView logView = new TraceLogView();
    private BreakpointsPane breakpointsPane;
    private OverlayLook look = OverlayLook.NORMAL;
    private double availableHeight = -1;
    private double availableWidth = Double.MAX_VALUE;

    OverlayPane(StateIndex states) {
        chain = new OverlayChain(states, lesson);
        getStyleClass().add(PlayerStyles.OVERLAY_PANEL);
        fit = new OverlayFit(this, lesson, chain.scroll(), logView);
        nextStep.getStyleClass().add(PlayerStyles.NEXT_STEP);
        getChildren()
                .addAll(
                        lesson,
                        stats.row(),
                        travel,
                        section("STACK"),
                        chain.scroll(),
                        nextStep,
                        breakHit,
                        scriptLine,
                        queued,
                        notice,
                        error,
                        gameLoading,
                        assets.box(),
                        frameTimes.title(),
                        frameTimes.plot(),
                        traceTitle,
                        logView);
        apply(OverlayLook.NORMAL);
    }

    /**
     * Draws the overlay in {@code newLook}: every text and length at its scale (the CSS sizes are
     * relative to the overlay's font size), in its palette, with the parts it shows.
     */
    void apply(OverlayLook newLook) {
        look = newLook;
        setStyle("-fx-font-size: " + BASE_FONT * look.scale() + "px;");
        fit.invalidate();
        chain.setLook(look);
        boolean full = !look.chainOnly();
        frameTimes.show(full && look.frameTimes());
        showPart(traceTitle, full);
        showPart(logView, full);
        if (breakpointsPane != null) {
            showPart(breakpointsPane, full && look.breakpoints());
        }
        getStyleClass().remove(PlayerStyles.DEBUGGING);
        if (full && look.breakpoints()) {
            getStyleClass().add(PlayerStyles.DEBUGGING);
        }
        assets.setLook(look);
        fitWidth();
        logView.setLook(look);
        if (getScene() != null) {
            applyCss(); // the cells take their new size now, so that the newest line can be brought into view
            layout();
        }
        logView.scrollToNewest();
        chain.relayout();
    }

    OverlayLook look() {
        return look;
    }

    /** The width the overlay may take beside the game screen (the player's width); it keeps the screen a quarter. */
    void setAvailableWidth(double width) {
        availableWidth = width;
        fitWidth();
    }

    /** The height the overlay has in view (its scroll pane's viewport): a lesson's moment is fitted into it. */
    void setAvailableHeight(double height) {
        availableHeight = height;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        fit.fit(availableHeight, chain.rows(), look.scale());
        giveWayToTheLog();
        super.layoutChildren();
    }

    /**
     * The frame-time plot gives way when the overlay would not fit its height with it (BREAKPOINTS open in
     * a 676 px window): the chain shrinks to its least rows and the log keeps its own (player.css), so the
     * overlay does not scroll the log away. The plot comes back once there is room.
     */
    private void giveWayToTheLog() {
        boolean wanted = !look.chainOnly() && look.frameTimes();
        if (!wanted || availableHeight <= 0) {
            return;
        }
        boolean shown = frameTimes.shown();
        double withPlot = minHeight(getWidth()) + (shown ? 0 : frameTimes.height(getSpacing()));
        boolean fits = withPlot <= availableHeight;
        if (fits != shown) {
            frameTimes.show(fits);
        }
    }

    private void fitWidth() {
        double wanted = WIDTH * look.scale();
        double width = look.chainOnly() ? wanted : Math.max(WIDTH, Math.min(wanted, availableWidth * 0.75));
        setPrefWidth(width);
        setMinWidth(look.chainOnly() ? WIDTH : width);
        setMaxWidth(look.chainOnly() ? Double.MAX_VALUE : width);
        frameTimes.resize(width - 2 * PADDING, look.scale());
    }

    /**
     * Shows what {@code model} shows, from now on: the moment (tick, depths, chain, next step), the
     * banners (time travel, breakpoint, script, queued events, notice, error, game loading), the
     * log, the assets and, every frame, the frame times.
     */
    void watch(PlayerViewModel model) {
        model.shown().watch(this::show);
        model.travelBanner().watch(text -> showBanner(travel, text));
        model.log().watch(logView::show);
        model.queued().watch(text -> showBanner(queued, text));
        model.script().watch(text -> showBanner(scriptLine, text));
        model.breakHit().watch(this::showBreak);
        model.breakpointsVersion().watch(version -> refreshBreakpoints());
        model.notice().watch(text -> showBanner(notice, text));
        model.error().watch(text -> showBanner(error, text));
        model.assets().watch(assets::show);
        model.gameLoading().watch(this::showGameLoading);
        model.travelling().watch(assets::greyWhile);
        model.watchFrames(() -> showFrameTimes(model.session().frameTimes()));
    }

    /** Shows the moment {@code snapshot}: its tick, depths, chain and next commit step. */
    private void show(TickSnapshot snapshot) {
        stats.show(snapshot);
        chain.show(snapshot);
        ChainDiff diff = snapshot.diff();
        nextStep.setText("next commit step: " + snapshot.nextStep() + (diff.diverged() ? "  (chains diverged)" : ""));
    }

    /** Adds the breakpoints section (collapsed) under the stack; the model's break hit says when one hits. */
    void addBreakpoints(Breakpoints breakpoints, List<String> stateIds) {
        logView.setBreakpoints(breakpoints);
        breakpointsPane = new BreakpointsPane(breakpoints, stateIds);
        getChildren().add(getChildren().indexOf(assets.box()), breakpointsPane);
        showPart(breakpointsPane, !look.chainOnly() && look.breakpoints());
    }

    /** The breakpoint the run stopped at, with what to press next; null hides it. */
    private void showBreak(String words) {
        showBanner(
                breakHit,
                words == null
                        ? null
                        : "Breakpoint: " + words + ". F5 resumes, F6 runs the tick, F7 takes the next step.");
    }

    private void refreshBreakpoints() {
        if (breakpointsPane != null) {
            breakpointsPane.refresh();
        }
    }

    /** The lesson's part of the overlay, at its top. */
    LessonPanel lesson() {
        return lesson;
    }

    /**
     * The game's own loading, as its code reports it (LoadingProgress):
     * {@code game loading: 2 of 3 (67 %) — level-2.json}; hidden when it is not loading.
     */
    private void showGameLoading(LoadingProgress.Snapshot loading) {
        showBanner(gameLoading, loading.active() ? "game loading: " + loading.describe() : null);
    }

    /** The asset lines as shown (for tests). */
    String assetText() {
        return assets.text();
    }

    private void showFrameTimes(FrameTimes times) {
        stats.showFps(times);
        frameTimes.paint(times, look);
    }

    /** The boxes of the chain diagram as last laid out, for tests and the editor. */
    List<ChainBox> chainBoxes() {
        return chain.boxes();
    }

    /** The chain as drawn now, as a picture (its scale, its theme's background). */
    javafx.scene.image.Image chainPicture() {
        return chain.picture();
    }

    /** The chain's painter (its fonts, for tests). */
    ChainPainter chainPainter() {
        return chain.painter();
    }

    /** The scroll pane around the chain (tests). */
    ScrollPane chainScroll() {
        return chain.scroll();
    }
}
