package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.PlayerSession;
import javafx.animation.AnimationTimer;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

/**
 * Turns an open game window into what its {@link GameWindowOptions} ask for: teaching aids on or off
 * (and the debug key that toggles them), F11 / Alt+Enter for fullscreen, the window closing when the
 * run ends, the focus-loss pause and hook, the icon and the letterbox.
 */
final class GameWindowSetup {

    private final PlayerController game;
    private final GameWindowOptions options;
    private final Stage stage;
    private boolean aids;
    private boolean pausedForFocus;

    private GameWindowSetup(PlayerController game, GameWindowOptions options) {
        this.game = game;
        this.options = options;
        this.stage = (Stage) game.view().getScene().getWindow();
    }

    /** Applies {@code options} to the window {@code game} was just opened in (on the JavaFX thread). */
    static GameWindowSetup apply(PlayerController game, GameWindowOptions options) {
        GameWindowSetup setup = new GameWindowSetup(game, options);
        game.setShortcutsEnabled(command -> setup.aids);
        setup.showAids(options.teachingAids(), false);
        setup.takeWindowKeys();
        setup.watchFocus();
        if (options.quitCloses()) {
            setup.closeWhenTheRunEnds();
        }
        WindowHost.run(game, setup.stage, options.betweenTicks());
        if (options.icon() != null) {
            setup.stage.getIcons().add(new Image(options.icon().toUri().toString()));
        }
        if (options.letterboxed()) {
            ScreenPane screen = game.view().screen();
            Letterbox.fit(screen, (javafx.scene.layout.Region) screen.getParent(), options.width(), options.height());
        }
        return setup;
    }

    /** The teaching aids: cards under the drawing, the player's shortcuts, and (with {@code overlay}) the debugger. */
    private void showAids(boolean on, boolean overlay) {
        aids = on;
        game.view().screen().setTeachingCards(on);
        if (overlay != game.view().isOverlayVisible()) {
            game.view().toggleOverlay();
        }
    }

    /** Taken at the window, before the player's keys: the debug key and fullscreen. */
    private void takeWindowKeys() {
        stage.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (options.debugKey() != null && event.getCode() == options.debugKey()) {
                showAids(!aids, !aids);
                event.consume();
            } else if (event.getCode() == KeyCode.F11 || event.isAltDown() && event.getCode() == KeyCode.ENTER) {
                stage.setFullScreen(!stage.isFullScreen());
                event.consume();
            }
        });
    }

    private void watchFocus() {
        stage.focusedProperty().addListener((o, had, has) -> focusChanged(has));
    }

    /** The window lost or got back the keyboard: the hook, and the pause that lasts until it is back. */
    void focusChanged(boolean focused) {
        PlayerSession session = game.session();
        if (!focused) {
            options.onFocusLost().run();
            if (options.pauseWhenUnfocused() && !session.paused()) {
                session.pause();
                pausedForFocus = true;
            }
        } else if (pausedForFocus) {
            pausedForFocus = false;
            session.resume();
        }
    }

    /** Closes the window at the first pulse that finds the run ended, so {@code launch} returns. */
    private void closeWhenTheRunEnds() {
        AnimationTimer watch = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (game.session().ended()) {
                    stop();
                    stage.close();
                }
            }
        };
        stage.showingProperty().addListener((o, was, is) -> {
            if (!is) {
                watch.stop();
            }
        });
        watch.start();
    }
}
