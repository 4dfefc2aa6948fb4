package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryObject;
import dev.stagestack.runtime.Surface;

/**
 * The ball: waits on the paddle until served, then flies in small sub-steps (so it never skips
 * a brick), bounces off the walls, the paddle (the further from the centre, the steeper) and the
 * bricks, and is lost below the paddle. After a cleared level the floor bounces it too.
 */
final class Ball extends Piece {

    static final double RADIUS = 6;
    static final int TRAIL = 6;
    private static final int SUB_STEPS = 3;
    private static final double MAX_ANGLE = Math.toRadians(60);

    private double x;
    private double y;
    private double vx;
    private double vy;
    private double speed;
    private boolean hitThisStep;
    private final double[] trailX = new double[TRAIL];
    private final double[] trailY = new double[TRAIL];
    private Context context;

    Ball(Round round, double speed) {
        super(round);
        this.speed = speed;
        followPaddle();
        for (int i = 0; i < TRAIL; i++) {
            trailX[i] = x;
            trailY[i] = y;
        }
    }

    double x() {
        return x;
    }

    double y() {
        return y;
    }

    /** Leaves the paddle upwards, tilted by {@code tilt} (-1 to 1) of the steepest angle. */
    void serve(double tilt) {
        aim(tilt);
    }

    /** Slows the ball to {@code factor} of its speed, keeping its direction. */
    void slowDown(double factor) {
        speed *= factor;
        double length = Math.hypot(vx, vy);
        vx = vx / length * speed;
        vy = vy / length * speed;
    }

    @Override
    public void update(Context tickContext) {
        System.arraycopy(trailX, 0, trailX, 1, TRAIL - 1);
        System.arraycopy(trailY, 0, trailY, 1, TRAIL - 1);
        trailX[0] = x;
        trailY[0] = y;
        if (round.phase() == Round.Phase.SERVING) {
            followPaddle();
            return;
        }
        context = tickContext;
        for (int i = 0; i < SUB_STEPS && alive(); i++) {
            move(1.0 / SUB_STEPS);
        }
    }

    private void move(double fraction) {
        x += vx * fraction;
        y += vy * fraction;
        bounceOffWalls();
        bounceOffPaddle();
        hitThisStep = false;
        round.objects().forEach(Ball::hitBrick, this);
        if (y - RADIUS > Arena.HEIGHT) {
            removeSelf();
            round.ballLost(context, this);
        }
    }

    private void bounceOffWalls() {
        if (x < RADIUS || x > Arena.WIDTH - RADIUS) {
            x = Math.max(RADIUS, Math.min(Arena.WIDTH - RADIUS, x));
            vx = -vx;
        }
        if (y < Arena.TOP + RADIUS) {
            y = Arena.TOP + RADIUS;
            vy = Math.abs(vy);
        }
        if (round.phase() == Round.Phase.CLEARED && y > Paddle.Y - RADIUS) {
            y = Paddle.Y - RADIUS;
            vy = -Math.abs(vy);
        }
    }

    private void bounceOffPaddle() {
        Paddle paddle = round.paddle();
        boolean over = x >= paddle.left() - RADIUS && x <= paddle.left() + paddle.width() + RADIUS;
        if (vy > 0 && over && y + RADIUS >= Paddle.Y && y - RADIUS <= Paddle.Y + Paddle.HEIGHT) {
            y = Paddle.Y - RADIUS;
            aim((x - paddle.x()) / (paddle.width() / 2));
            context.sounds().play(Round.SOUND_PADDLE);
        }
    }

    private void aim(double tilt) {
        double angle = Math.max(-1, Math.min(1, tilt)) * MAX_ANGLE;
        vx = speed * Math.sin(angle);
        vy = -speed * Math.cos(angle);
    }

    /** One brick per sub-step: reflect on the axis of least overlap, then hit the brick. */
    private static void hitBrick(EntryObject object, Ball ball) {
        if (ball.hitThisStep || !(object instanceof Brick brick) || !brick.touches(ball.x, ball.y, RADIUS)) {
            return;
        }
        ball.hitThisStep = true;
        double overlapX = Math.min(ball.x + RADIUS - brick.x, brick.x + Brick.WIDTH - (ball.x - RADIUS));
        double overlapY = Math.min(ball.y + RADIUS - brick.y, brick.y + Brick.HEIGHT - (ball.y - RADIUS));
        if (overlapX < overlapY) {
            ball.vx = ball.x < brick.x + Brick.WIDTH / 2 ? -Math.abs(ball.vx) : Math.abs(ball.vx);
        } else {
            ball.vy = ball.y < brick.y + Brick.HEIGHT / 2 ? -Math.abs(ball.vy) : Math.abs(ball.vy);
        }
        brick.hit(ball.context);
    }

    private void followPaddle() {
        x = round.paddle().x();
        y = Paddle.Y - RADIUS;
    }

    @Override
    public void render(Surface view) {
        for (int i = TRAIL - 1; i >= 0; i--) {
            double fade = (i + 1.0) / (TRAIL + 1);
            View.disc(
                    view,
                    trailX[i],
                    trailY[i],
                    RADIUS * (1 - fade * 0.6),
                    Arena.mix(Arena.PADDLE_EDGE, Arena.BACKGROUND, fade));
        }
        View.disc(view, x, y, RADIUS, Arena.BALL);
        View.disc(view, x - 2, y - 2, 2, 0xcfe9ff);
    }
}
