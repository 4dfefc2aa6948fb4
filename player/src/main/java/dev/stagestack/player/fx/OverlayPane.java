package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.LoadingProgress;
import dev.stagestack.runtime.assets.LoadedAsset;
import dev.stagestack.runtime.clock.FrameTimes;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainDiff;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The overlay panel: tick counter, fps and speed; the chain diagram with head and staging;
 * what the next commit step does; the frame-time plot; and the trace log coloured by kind.
 * It watches the player's view model ({@link #watch}): it shows the moment the model shows — the
 * live tick or, while time travelling, a recorded one — and is never pushed values by the controller.
 */
final class OverlayPane extends VBox {

    static final double WIDTH = 380;
    /** The overlay's font size at scale 1; every text of the overlay is sized relative to it (player.css). */
    static final double BASE_FONT = 13;

    private static final double PLOT_HEIGHT = 76;
    private static final double PADDING = 14;
    /** Rows of the chain always in view, and those it asks for before it grows into the free space. */
    private static final int CHAIN_MIN_ROWS = 2;

    private static final int CHAIN_PREF_ROWS = 4;

    private final ChainLayout layout;
    private final ChainPainter painter;
    private final Label tick = statValue();
    private final Label fps = statValue();
    private final Label depth = statValue();
    private final Label nextStep = new Label();
    private final Label notice = new Label();
    private final Label queued = new Label();
    private final Label breakHit = new Label();
    private final Label scriptLine = new Label();
    private final Label gameLoading = new Label();
    private final LessonPanel lesson = new LessonPanel(nextStep);
    private final OverlayFit fit;
    private double availableHeight = -1;
    private BreakpointsPane breakpointsPane;
    private final Label travel = new Label();
    private final Label error = new Label();
    private final Label assets = new Label();
    private final VBox assetsBox = new VBox(4, section("ASSETS"), assets);
    private final Label frameTitle = section("FRAME TIME");
    private final Label traceTitle = section("TRACE");
    private final ScrollPane chainScroll;
    private OverlayLook look = OverlayLook.NORMAL;
    private double availableWidth = Double.MAX_VALUE;
    private TickSnapshot shownSnapshot;
    private double chainHeight;
    private double chainFocusTop;
    private List<LoadedAsset> shownAssets = List.of();
    private final Canvas chain = new Canvas();
    private final Canvas plot = new Canvas(WIDTH - 28, PLOT_HEIGHT);
    private final TraceLogView logView = new TraceLogView();
    private List<ChainBox> boxes = List.of();

    OverlayPane(StateIndex states) {
        layout = new ChainLayout(states);
        painter = new ChainPainter(states);
        getStyleClass().add(PlayerStyles.OVERLAY_PANEL);
        chainScroll = new ScrollPane(new Pane(chain));
        chainScroll.setId("overlay-chain");
        chainScroll.getStyleClass().add(PlayerStyles.CHAIN_SCROLL);
        chainScroll.setFitToWidth(true);
        chainScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        chainScroll.setFocusTraversable(false);
        VBox.setVgrow(chainScroll, Priority.ALWAYS);
        chainScroll.viewportBoundsProperty().addListener((o, was, is) -> relayoutChain());
        fit = new OverlayFit(this, lesson, chainScroll, logView);
        nextStep.getStyleClass().add(PlayerStyles.NEXT_STEP);
        travel.getStyleClass().add(PlayerStyles.TRAVEL_BANNER);
        travel.setWrapText(true);
        travel.setId("travel-banner");
        tick.setId("overlay-tick");
        error.getStyleClass().add(PlayerStyles.ERROR_BANNER);
        error.setWrapText(true);
        showBanner(travel, null);
        showBanner(error, null);
        assets.getStyleClass().add(PlayerStyles.ASSET_LIST);
        assets.setWrapText(true);
        showAssets(List.of());
        notice.getStyleClass().add(PlayerStyles.TRAVEL_BANNER);
        notice.setWrapText(true);
        notice.setId("overlay-notice");
        showBanner(notice, null);
        queued.getStyleClass().add(PlayerStyles.NEXT_STEP);
        queued.setWrapText(true);
        queued.setId("queued-events");
        showBanner(queued, null);
        breakHit.getStyleClass().add(PlayerStyles.ERROR_BANNER);
        breakHit.setWrapText(true);
        breakHit.setId("break-hit");
        showBanner(breakHit, null);
        scriptLine.getStyleClass().add(PlayerStyles.NEXT_STEP);
        scriptLine.setWrapText(true);
        scriptLine.setId("script-progress");
        showBanner(scriptLine, null);
        gameLoading.getStyleClass().add(PlayerStyles.NEXT_STEP);
        gameLoading.setWrapText(true);
        gameLoading.setId("game-loading");
        showBanner(gameLoading, null);
        getChildren()
                .addAll(
                        lesson,
                        stats(),
                        travel,
                        section("STACK"),
                        chainScroll,
                        nextStep,
                        breakHit,
                        scriptLine,
                        queued,
                        notice,
                        error,
                        gameLoading,
                        assetsBox,
                        frameTitle,
                        plot,
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
        double scale = look.scale();
        setStyle("-fx-font-size: " + BASE_FONT * scale + "px;");
        fit.invalidate();
        painter.setLook(look.palette(), scale);
        boolean full = !look.chainOnly();
        showPart(frameTitle, full && look.frameTimes());
        showPart(plot, full && look.frameTimes());
        showPart(traceTitle, full);
        showPart(logView, full);
        if (breakpointsPane != null) {
            showPart(breakpointsPane, full && look.breakpoints());
        }
        getStyleClass().remove(PlayerStyles.DEBUGGING);
        if (full && look.breakpoints()) {
            getStyleClass().add(PlayerStyles.DEBUGGING);
        }
        showAssetsBox();
        fitWidth();
        chainScroll.setMinHeight(CHAIN_MIN_ROWS * ChainLayout.MIN_ROW * scale);
        chainScroll.setPrefViewportHeight(CHAIN_PREF_ROWS * ChainLayout.MIN_ROW * scale);
        logView.setLook(look);
        if (getScene() != null) {
            applyCss(); // the cells take their new size now, so that the newest line can be brought into view
            layout();
        }
        logView.scrollToNewest();
        relayoutChain();
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
        fit.fit(availableHeight, shownSnapshot == null ? 0 : ChainLayout.rows(shownSnapshot), look.scale());
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
        boolean shown = plot.isManaged();
        double withPlot = minHeight(getWidth()) + (shown ? 0 : plotHeight());
        boolean fits = withPlot <= availableHeight;
        if (fits != shown) {
            showPart(frameTitle, fits);
            showPart(plot, fits);
        }
    }

    /** What the plot and its title take when shown: their heights and the spacing around them. */
    private double plotHeight() {
        return plot.getHeight() + frameTitle.prefHeight(-1) + 2 * getSpacing();
    }

    private void fitWidth() {
        double wanted = WIDTH * look.scale();
        double width = look.chainOnly() ? wanted : Math.max(WIDTH, Math.min(wanted, availableWidth * 0.75));
        setPrefWidth(width);
        setMinWidth(look.chainOnly() ? WIDTH : width);
        setMaxWidth(look.chainOnly() ? Double.MAX_VALUE : width);
        plot.setWidth(width - 2 * PADDING);
        plot.setHeight(PLOT_HEIGHT * look.scale());
    }

    private static void showPart(javafx.scene.Node part, boolean shown) {
        part.setVisible(shown);
        part.setManaged(shown);
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
        model.assets().watch(this::showAssets);
        model.gameLoading().watch(this::showGameLoading);
        model.travelling().watch(this::greyLiveParts);
        model.watchFrames(() -> showFrameTimes(model.session().frameTimes()));
    }

    /** Shows the moment {@code snapshot}: its tick, depths, chain and next commit step. */
    private void show(TickSnapshot snapshot) {
        tick.setText(Long.toString(snapshot.tick()));
        depth.setText(snapshot.head().depth() + " / " + snapshot.staging().depth());
        shownSnapshot = snapshot;
        relayoutChain();
        ChainDiff diff = snapshot.diff();
        nextStep.setText("next commit step: " + snapshot.nextStep() + (diff.diverged() ? "  (chains diverged)" : ""));
    }

    /** During time travel the assets list is live, not of the travelled tick: greyed and said so. */
    private void greyLiveParts(boolean travelling) {
        assetsBox.setOpacity(travelling ? 0.4 : 1);
        ((Label) assetsBox.getChildren().get(0))
                .setText(travelling ? "ASSETS (live, not of the shown tick)" : "ASSETS");
    }

    /** Adds the breakpoints section (collapsed) under the stack; the model's break hit says when one hits. */
    void addBreakpoints(Breakpoints breakpoints, List<String> stateIds) {
        logView.setBreakpoints(breakpoints);
        breakpointsPane = new BreakpointsPane(breakpoints, stateIds);
        getChildren().add(getChildren().indexOf(assetsBox), breakpointsPane);
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

    /**
     * Lists what the asset cache holds, one line per file with its reference count
     * ({@code 2× image art/logo.png}); hidden while it holds nothing.
     */
    private void showAssets(List<LoadedAsset> held) {
        if (held.equals(shownAssets)) {
            return;
        }
        shownAssets = List.copyOf(held);
        StringBuilder text = new StringBuilder();
        for (LoadedAsset a : held) {
            text.append(text.length() == 0 ? "" : "\n")
                    .append(a.references())
                    .append("× ")
                    .append(a.key());
            if (!a.loaded()) {
                text.append("  — not loaded: ").append(a.failure());
            }
        }
        assets.setText(text.toString());
        showAssetsBox();
    }

    private void showAssetsBox() {
        showPart(assetsBox, !shownAssets.isEmpty() && look.assets() && !look.chainOnly());
    }

    /** The asset lines as shown (for tests). */
    String assetText() {
        return assets.getText();
    }

    private void showFrameTimes(FrameTimes times) {
        fps.setText(String.format("%.0f", times.framesPerSecond()));
        if (plot.isVisible()) {
            FrameTimePlot.paint(
                    plot.getGraphicsContext2D(),
                    times,
                    0,
                    0,
                    plot.getWidth(),
                    plot.getHeight(),
                    look.palette(),
                    look.scale());
        }
    }

    /** The boxes of the chain diagram as last laid out, for tests and the editor. */
    List<ChainBox> chainBoxes() {
        return boxes;
    }

    /**
     * Lays the chain out in the chain area: at the overlay's scale or, in a lesson, smaller so that
     * it fits the area ({@link OverlayFit#chainScale}); a stack that does not fit is drawn taller and
     * scrolls (the rows the moment is about in view).
     */
    private void relayoutChain() {
        Bounds viewport = chainScroll.getViewportBounds();
        if (shownSnapshot == null || viewport == null) {
            return;
        }
        double scale = lesson.isVisible()
                ? OverlayFit.chainScale(viewport.getHeight(), ChainLayout.rows(shownSnapshot), look.scale())
                : look.scale();
        painter.setLook(look.palette(), scale);
        double needed = ChainLayout.readableHeight(shownSnapshot, scale);
        double height = Math.max(viewport.getHeight(), needed);
        chain.setWidth(viewport.getWidth());
        chain.setHeight(height);
        boxes = layout.layout(shownSnapshot, chain.getWidth(), height, scale);
        scrollToFocus(height, viewport.getHeight());
        paintChain();
    }

    /**
     * Scrolls a chain taller than its area to the rows the moment is about ({@link
     * ChainLayout#focusTop}): head's end, or where the chains meet when not all of it fits. Only when
     * that place moves, so that a scroll of the viewer's own stays while the stack keeps its shape.
     */
    private void scrollToFocus(double height, double viewportHeight) {
        double top = ChainLayout.focusTop(boxes, viewportHeight);
        if (height == chainHeight && top == chainFocusTop) {
            return;
        }
        chainHeight = height;
        chainFocusTop = top;
        double scrollable = height - viewportHeight;
        chainScroll.setVvalue(scrollable <= 0 ? 0 : Math.min(1, top / scrollable));
    }

    /** The chain as drawn now, as a picture (its scale, its theme's background). */
    javafx.scene.image.Image chainPicture() {
        javafx.scene.SnapshotParameters parameters = new javafx.scene.SnapshotParameters();
        parameters.setFill(look.palette().panel());
        return chain.snapshot(parameters, null);
    }

    /** The chain's painter (its fonts, for tests). */
    ChainPainter chainPainter() {
        return painter;
    }

    /** The scroll pane around the chain (tests). */
    ScrollPane chainScroll() {
        return chainScroll;
    }

    private void paintChain() {
        var gc = chain.getGraphicsContext2D();
        gc.clearRect(0, 0, chain.getWidth(), chain.getHeight());
        painter.paint(gc, boxes);
    }

    private HBox stats() {
        HBox row = new HBox(22, stat("TICK", tick), stat("FPS", fps), stat("HEAD / STAGING DEPTH", depth));
        return row;
    }

    private static VBox stat(String name, Label value) {
        Label caption = new Label(name);
        caption.getStyleClass().add(PlayerStyles.STAT);
        return new VBox(2, caption, value);
    }

    private static Label statValue() {
        Label l = new Label("0");
        l.getStyleClass().add(PlayerStyles.STAT_VALUE);
        return l;
    }

    private static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(PlayerStyles.OVERLAY_TITLE);
        return l;
    }

    private static void showBanner(Label banner, String text) {
        banner.setText(text == null ? "" : text);
        banner.setVisible(text != null);
        banner.setManaged(text != null);
        banner.setMaxWidth(Region.USE_COMPUTED_SIZE);
        banner.setMinHeight(Region.USE_PREF_SIZE); // a wrapped banner keeps all its lines in the column
    }
}
