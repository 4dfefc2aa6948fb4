package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.ShortcutText;
import dev.stagestack.player.fx.model.ViewValue;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

/**
 * The player as a reusable node: the game screen in the middle, the overlay panel on the
 * right (toggle F1) and the teaching controls below. Its parts watch the player's view model
 * ({@link PlayerViewModel}); a {@link PlayerController} wires them; the editor embeds it as it is.
 */
public final class PlayerView extends BorderPane {

    private final ScreenPane screen;
    private final OverlayPane overlay;
    /** The overlay in a scroll pane: in a window too short for it, it scrolls instead of pushing the controls out. */
    private final javafx.scene.control.ScrollPane overlayArea;

    private final ControlBar controls;
    private final LoadingPane loading = new LoadingPane();
    private final EndedPane ended;
    private final javafx.scene.control.Label liveNote = new javafx.scene.control.Label();
    private final StackPane liveVeil = new StackPane(liveNote);
    private final StackPane center;
    private boolean gameMode;
    private boolean presenting;
    private OverlayLook normalLook = OverlayLook.NORMAL;
    private OverlayLook presentationLook = OverlayLook.PRESENTATION;

    PlayerView(PlayerViewModel model, Consumer<PlayerCommand> commands) {
        PlayerSession session = model.session();
        screen = new ScreenPane(session);
        overlay = new OverlayPane(session.states());
        overlay.addBreakpoints(
                session.breakpoints(),
                session.graph().states().stream().map(st -> st.id()).toList());
        overlay.getChildren().add(new VariablesPane(model));
        overlayArea = new javafx.scene.control.ScrollPane(overlay);
        overlayArea.setFitToWidth(true);
        overlayArea.setFitToHeight(true);
        overlayArea.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        overlayArea.getStyleClass().add(PlayerStyles.BARE_SCROLL);
        overlayArea.setFocusTraversable(false);
        controls = new ControlBar(commands, model::travelTo, this::restyle);
        ended = new EndedPane(
                () -> commands.accept(PlayerCommand.RESTART_RUN),
                ShortcutText.of(PlayerCommand.RESTART_RUN.shortcut()));
        getStyleClass().add(PlayerStyles.PLAYER);
        getStylesheets().add(PlayerStyles.stylesheet());
        liveNote.getStyleClass().add(PlayerStyles.TRAVEL_BANNER);
        liveNote.setWrapText(true);
        liveNote.setId("live-note");
        liveNote.setMaxWidth(520);
        liveVeil.setId("live-veil");
        liveVeil.getStyleClass().add(PlayerStyles.LIVE_VEIL);
        liveVeil.setVisible(false);
        center = new StackPane(screen, ended, liveVeil, loading);
        setCenter(center);
        setRight(overlayArea);
        setBottom(controls);
        setFocusTraversable(true);
        widthProperty().addListener((o, was, is) -> overlay.setAvailableWidth(is.doubleValue()));
        overlayArea.viewportBoundsProperty().addListener((o, was, is) -> overlay.setAvailableHeight(is.getHeight()));
        overlayArea.addEventFilter(javafx.scene.input.ScrollEvent.SCROLL, e -> {
            if (e.isShortcutDown() && e.getDeltaY() != 0) {
                commands.accept(e.getDeltaY() > 0 ? PlayerCommand.OVERLAY_LARGER : PlayerCommand.OVERLAY_SMALLER);
                e.consume();
            }
        });
        applyLook();
        watch(model);
    }

    /** The view shows what {@code model} shows: each part watches its values; the screen is drawn every frame. */
    private void watch(PlayerViewModel model) {
        overlay.watch(model);
        controls.watch(model);
        controls.showOverlayShown(isOverlayVisible());
        model.run().watch(newRun -> screen.reset());
        model.watchFrames(() -> screen.refresh(model.paused().get()));
        ViewValue.watchAll(
                () -> ended.show(model.ended().get(), model.liveTick().get()), model.ended(), model.liveTick());
        ViewValue.watchAll(
                () -> showTravelling(
                        model.travelling().get(),
                        model.shown().get().tick(),
                        model.liveTick().get()),
                model.travelling(),
                model.shown(),
                model.liveTick());
    }

    /**
     * F11: presentation mode on or off. Each mode keeps its own look (scale, theme, parts shown), so
     * a teacher's adjustments stay for the next time; entering it shows the overlay.
     */
    void togglePresentation() {
        presenting = !presenting;
        if (presenting && !isOverlayVisible()) {
            toggleOverlay();
        }
        applyLook();
    }

    /** Whether presentation mode is on. */
    public boolean isPresenting() {
        return presenting;
    }

    /** Changes the look of the current mode (normal or presentation). */
    void restyle(java.util.function.UnaryOperator<OverlayLook> change) {
        if (presenting) {
            presentationLook = change.apply(presentationLook);
        } else {
            normalLook = change.apply(normalLook);
        }
        applyLook();
    }

    /** The overlay's look in the current mode. */
    OverlayLook look() {
        return presenting ? presentationLook : normalLook;
    }

    private void applyLook() {
        OverlayLook look = look();
        overlay.apply(look);
        getStyleClass().removeAll(PlayerStyles.LIGHT, PlayerStyles.PRESENTING);
        if (look.light()) {
            getStyleClass().add(PlayerStyles.LIGHT);
        }
        if (presenting) {
            getStyleClass().add(PlayerStyles.PRESENTING);
        }
        if (look.chainOnly() && getCenter() != overlayArea) {
            setRight(null);
            setCenter(overlayArea);
        } else if (!look.chainOnly() && getCenter() != center) {
            setCenter(center);
            setRight(overlayArea);
        }
        controls.showLook(look, presenting);
    }

    /**
     * During time travel the game screen cannot show the past (behaviour code draws live only), so
     * it is greyed and says which tick it shows, never passing for the travelled one.
     */
    private void showTravelling(boolean travelling, long shownTick, long liveTick) {
        liveVeil.setVisible(travelling);
        if (travelling) {
            liveNote.setText("Time travel: the overlay and the editor's canvas show tick " + shownTick
                    + ". The game screen is greyed: it stays live (tick " + liveTick + "). Ctrl+End goes live.");
        }
    }

    /** Shows or hides the overlay panel. */
    public void setOverlayVisible(boolean visible) {
        overlayArea.setVisible(visible);
        overlayArea.setManaged(visible);
        controls.showOverlayShown(visible);
    }

    /**
     * A game's window: the overlay and the teaching controls start hidden and F1 shows or hides
     * both, so the game has the whole window and the debugger is one key away.
     */
    public void setGameMode(boolean game) {
        gameMode = game;
        setTeachingToolsVisible(!game);
    }

    /** F1: the overlay (in a game's window, the overlay and the controls together). */
    void toggleOverlay() {
        if (gameMode) {
            setTeachingToolsVisible(!isOverlayVisible());
        } else {
            setOverlayVisible(!isOverlayVisible());
        }
    }

    private void setTeachingToolsVisible(boolean visible) {
        setOverlayVisible(visible);
        controls.setVisible(visible);
        controls.setManaged(visible);
    }

    /** Whether the overlay is shown. */
    public boolean isOverlayVisible() {
        return overlayArea.isVisible();
    }

    /** The overlay's chain diagram as last laid out: one box per entry, for tests and tools. */
    public List<ChainBox> overlayChain() {
        return overlay.chainBoxes();
    }

    ScreenPane screen() {
        return screen;
    }

    /** Where the overlay sits in the view: beside the screen, or in its place in chain-only view. */
    javafx.scene.Node overlayArea() {
        return overlayArea;
    }

    OverlayPane overlay() {
        return overlay;
    }

    EndedPane ended() {
        return ended;
    }

    LoadingPane loading() {
        return loading;
    }

    ControlBar controls() {
        return controls;
    }
}
