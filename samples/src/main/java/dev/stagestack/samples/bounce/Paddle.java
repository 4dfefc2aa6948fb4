package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Keys;
import dev.stagestack.runtime.Surface;

/**
 * The player's paddle: follows LEFT/RIGHT (or A/D) while they are held, read from
 * {@link Context#keys()}. After a cleared level it steers itself under the ball (a victory lap).
 */
final class Paddle extends Piece {

    static final double Y = 440;
    static final double HEIGHT = 12;
    static final double NORMAL_WIDTH = 88;
    static final double WIDE_WIDTH = 132;
    static final double SPEED = 8;
    /** A wide pickup lasts 12 s at 60 ticks per second. */
    static final int WIDE_TICKS = 720;

    private double x = Arena.WIDTH / 2;
    private int wideTicks;

    Paddle(Round round) {
        super(round);
    }

    double x() {
        return x;
    }

    double width() {
        return wideTicks > 0 ? WIDE_WIDTH : NORMAL_WIDTH;
    }

    double left() {
        return x - width() / 2;
    }

    void widen() {
        wideTicks = WIDE_TICKS;
    }

    @Override
    public void update(Context context) {
        wideTicks = Math.max(0, wideTicks - 1);
        double move = round.phase().playing() ? steer(context.keys()) : round.ballX() - x;
        x += Math.max(-SPEED, Math.min(SPEED, move));
        x = Math.max(width() / 2, Math.min(Arena.WIDTH - width() / 2, x));
    }

    private static double steer(Keys keys) {
        double direction = 0;
        if (keys.isDown("LEFT") || keys.isDown("A")) {
            direction -= 1;
        }
        if (keys.isDown("RIGHT") || keys.isDown("D")) {
            direction += 1;
        }
        return direction * SPEED;
    }

    @Override
    public void render(Surface view) {
        double w = width();
        int edge = wideTicks > 0 && wideTicks < 120 && wideTicks / 8 % 2 == 0 ? Arena.ACCENT : Arena.PADDLE_EDGE;
        view.fillRect(left() + 2, Y + 3, w, HEIGHT, Arena.mix(Arena.BACKGROUND, 0, 0.5));
        view.fillRect(left(), Y, w, HEIGHT, Arena.PADDLE);
        view.fillRect(left(), Y, 8, HEIGHT, edge);
        view.fillRect(left() + w - 8, Y, 8, HEIGHT, edge);
        view.fillRect(left() + 8, Y + HEIGHT - 3, w - 16, 3, Arena.mix(Arena.PADDLE, Arena.BACKGROUND, 0.35));
    }
}
