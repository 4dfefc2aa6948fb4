package dev.stagestack.samples.game;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;
import java.util.List;

/** Bounce Game's game over ({@code game.over}): records the score in the high scores as it is entered. */
final class GameOverScreen implements Behavior {

    private final HighScores scores;
    private long score;
    private boolean best;

    GameOverScreen(HighScores scores) {
        this.scores = scores;
    }

    @Override
    public void enter(Context context) {
        score = context.variables().integer("score");
        best = scores.record(score);
    }

    @Override
    public void draw(Context context, Surface surface) {
        String verdict = context.variables().integer("lives") > 0 ? "ALL THREE LEVELS CLEARED!" : "OUT OF BALLS";
        Layout.menu(
                surface,
                "GAME OVER",
                List.of(verdict, "SCORE " + score, best ? "A NEW HIGH SCORE" : "", "ENTER  BACK TO THE TITLE"),
                0x7a1c32);
    }
}
