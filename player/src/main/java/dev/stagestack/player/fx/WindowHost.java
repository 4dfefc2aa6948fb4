package dev.stagestack.player.fx;

import dev.stagestack.model.SaveGame;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.StateStack;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.stage.Stage;

/** The {@link GameHost} of a game window: runs the options' hook once per pulse, between ticks. */
final class WindowHost implements GameHost {

    private final PlayerController game;
    private double silentVolume = 1;

    private WindowHost(PlayerController game) {
        this.game = game;
    }

    /** Runs {@code hook} at every pulse of {@code stage}'s life while the run goes on and no loading screen is up. */
    static void run(PlayerController game, Stage stage, Consumer<GameHost> hook) {
        WindowHost host = new WindowHost(game);
        AnimationTimer pulses = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (!game.session().ended() && !game.loading()) {
                    hook.accept(host);
                }
            }
        };
        stage.showingProperty().addListener((o, was, is) -> {
            if (!is) {
                pulses.stop();
            }
        });
        pulses.start();
    }

    @Override
    public StateStack stack() {
        return session().stack();
    }

    @Override
    public SaveGame snapshot() {
        return session().snapshot();
    }

    @Override
    public void continueFrom(SaveGame save) {
        try {
            session().continueFrom(save);
        } finally {
            game.refresh();
        }
    }

    @Override
    public void volume(double level) {
        if (session().audio() instanceof FxAudioOut fx) {
            fx.volume(level);
        } else {
            silentVolume = Math.max(0, Math.min(1, level));
        }
    }

    @Override
    public double volume() {
        return session().audio() instanceof FxAudioOut fx ? fx.volume() : silentVolume;
    }

    private PlayerSession session() {
        return game.session();
    }
}
