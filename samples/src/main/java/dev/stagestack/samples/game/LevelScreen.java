package dev.stagestack.samples.game;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Saves;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.Variables;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A level of Bounce Game ({@code game.level}): Left and Right move the paddle; each ball is served above
 * it, so the first catch is free and the kick that follows is the game. A catch scores 10 × level, five
 * clear the level ({@code cleared}), the third ball lost ends the game ({@code over}). Level, score and
 * lives are the graph's variables; the ball and the paddle are this entry's, saved with the run.
 */
final class LevelScreen implements Behavior, Saves {

    static final int CATCHES_TO_CLEAR = 5;
    private static final double WIDTH = Layout.WIDTH;
    private static final double PADDLE_Y = 330;
    private static final double PADDLE_HALF = 40;
    private static final double BALL = 8;
    private static final double PADDLE_SPEED = 6;

    private double paddle = WIDTH / 2;
    private double ballX;
    private double ballY;
    private double vx;
    private double vy;
    private int catches;
    /** Set once the level signalled its end, so that it signals once. */
    private boolean done;

    @Override
    public void init(Context context) {
        paddle = WIDTH / 2;
        catches = 0;
        done = false;
        serve(context);
    }

    private void serve(Context context) {
        ballX = paddle;
        ballY = 40;
        vx = 0;
        vy = 2 + context.variables().integer("level");
    }

    @Override
    public void active(Context context) {
        if (done) {
            return;
        }
        if (context.keys().isDown("LEFT")) {
            paddle = Math.max(PADDLE_HALF, paddle - PADDLE_SPEED);
        }
        if (context.keys().isDown("RIGHT")) {
            paddle = Math.min(WIDTH - PADDLE_HALF, paddle + PADDLE_SPEED);
        }
        ballX += vx;
        ballY += vy;
        if (ballX < BALL / 2 || ballX > WIDTH - BALL / 2) {
            vx = -vx;
            ballX = Math.max(BALL / 2, Math.min(WIDTH - BALL / 2, ballX));
        }
        if (ballY < Layout.TOP) {
            vy = Math.abs(vy);
        }
        if (vy > 0 && ballY >= PADDLE_Y && ballY < PADDLE_Y + vy && Math.abs(ballX - paddle) <= PADDLE_HALF) {
            caught(context);
        } else if (ballY > Layout.HEIGHT) {
            lost(context);
        }
    }

    private void caught(Context context) {
        Variables vars = context.variables();
        vy = -Math.abs(vy);
        vx = (ballX - paddle) / 8 + (catches % 2 == 0 ? 3 : -3);
        catches++;
        vars.add("score", 10L * vars.integer("level"));
        context.sounds().play("paddle");
        if (catches >= CATCHES_TO_CLEAR) {
            done = true;
            context.signal("cleared");
        }
    }

    private void lost(Context context) {
        Variables vars = context.variables();
        vars.add("lives", -1);
        context.sounds().play("life-lost");
        if (vars.integer("lives") == 0) {
            done = true;
            context.signal("over");
        } else {
            serve(context);
        }
    }

    /** Back from the cleared dialog: the next level, or the end of the game after the last. */
    @Override
    public void resume(Context context) {
        if (catches < CATCHES_TO_CLEAR) {
            return;
        }
        Variables vars = context.variables();
        if (vars.integer("level") == 3) {
            context.signal("over");
            return;
        }
        vars.add("level", 1);
        init(context);
    }

    @Override
    public void draw(Context context, Surface surface) {
        Variables vars = context.variables();
        Layout.backdrop(surface, 0x0b1e2d);
        Layout.status(surface, vars);
        surface.fillRect(paddle - PADDLE_HALF, PADDLE_Y, 2 * PADDLE_HALF, 8, 0x06d6a0);
        surface.fillOval(ballX - BALL / 2, ballY - BALL / 2, BALL, BALL, 0xffd166);
        if (catches == 0 && context.activeTicks() < 90) {
            Layout.centred(surface, "LEVEL " + vars.integer("level") + "   LEFT/RIGHT MOVE   ESC PAUSE", 180, 0xffffff);
        }
    }

    @Override
    public Map<String, Object> save(Context context) {
        Map<String, Object> saved = new LinkedHashMap<>();
        saved.put("paddle", paddle);
        saved.put("ballX", ballX);
        saved.put("ballY", ballY);
        saved.put("vx", vx);
        saved.put("vy", vy);
        saved.put("catches", catches);
        return saved;
    }

    @Override
    public void restore(Context context, Map<String, Object> saved) {
        paddle = number(saved, "paddle", paddle);
        ballX = number(saved, "ballX", ballX);
        ballY = number(saved, "ballY", ballY);
        vx = number(saved, "vx", vx);
        vy = number(saved, "vy", vy);
        catches = (int) number(saved, "catches", catches);
    }

    private static double number(Map<String, Object> saved, String key, double fallback) {
        return saved.get(key) instanceof BigDecimal n ? n.doubleValue() : fallback;
    }
}
