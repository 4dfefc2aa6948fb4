package dev.stagestack.runtime.fx;

import dev.stagestack.runtime.fx.model.ChainBox;
import dev.stagestack.runtime.fx.model.PlayerCommand;
import dev.stagestack.runtime.fx.model.PlayerSession;
import dev.stagestack.runtime.fx.model.ShortcutText;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

/**
 * The player as a reusable node: the game screen in the middle, the overlay panel on the
 * right (toggle F1) and the teaching controls below. A {@link PlayerController} drives it;
 * the editor embeds it as it is.
 */
public final class PlayerView extends BorderPane {

    private final ScreenPane screen;
    private final OverlayPane overlay;
    private final ControlBar controls;
    private final LoadingPane loading = new LoadingPane();
    private final EndedPane ended;
    private final javafx.scene.control.Label liveNote = new javafx.scene.control.Label();
    private final StackPane liveVeil = new StackPane(liveNote);
    private boolean gameMode;

    PlayerView(PlayerSession session, Consumer<PlayerCommand> commands, LongConsumer travelTo) {
        screen = new ScreenPane(session);
        overlay = new OverlayPane(session.states());
        overlay.addBreakpoints(session.breakpoints(), session.graph().states().stream().map(st -> st.id()).toList());
        controls = new ControlBar(commands, travelTo);
        ended = new EndedPane(() -> commands.accept(PlayerCommand.RESTART_RUN),
                ShortcutText.of(PlayerCommand.RESTART_RUN.shortcut()));
        getStyleClass().add(PlayerStyles.PLAYER);
        getStylesheets().add(PlayerStyles.stylesheet());
        liveNote.getStyleClass().add(PlayerStyles.TRAVEL_BANNER);
        liveNote.setWrapText(true);
        liveNote.setMaxWidth(520);
        liveVeil.setId("live-veil");
        liveVeil.setStyle("-fx-background-color: rgba(12, 14, 20, 0.72);"); // greys the whole screen, opaque layers and all
        liveVeil.setVisible(false);
        setCenter(new StackPane(screen, ended, liveVeil, loading));
        setRight(overlay);
        setBottom(controls);
        setFocusTraversable(true);
    }

    /**
     * During time travel the game screen cannot show the past (behaviour code draws live only), so
     * it is greyed and says which tick it shows, never passing for the travelled one.
     */
    void showTravelling(boolean travelling, long shownTick, long liveTick) {
        liveVeil.setVisible(travelling);
        if (travelling) {
            liveNote.setText("Time travel: the overlay and the editor's canvas show tick " + shownTick
                    + ". The game screen is greyed: it stays live (tick " + liveTick + "). Ctrl+End goes live.");
        }
        overlay.greyLiveParts(travelling);
    }

    /** Shows or hides the overlay panel. */
    public void setOverlayVisible(boolean visible) {
        overlay.setVisible(visible);
        overlay.setManaged(visible);
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
        return overlay.isVisible();
    }

    /** The overlay's chain diagram as last laid out: one box per entry, for tests and tools. */
    public List<ChainBox> overlayChain() {
        return overlay.chainBoxes();
    }

    ScreenPane screen() {
        return screen;
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
