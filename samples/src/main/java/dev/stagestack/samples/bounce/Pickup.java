package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;

/** A capsule a broken brick may drop; the paddle catches it for points and an effect. */
final class Pickup extends Piece {

    /** What a caught pickup does. */
    enum Kind {
        WIDE("W", 0x4cc9f0),
        LIFE("+", 0xef476f),
        SLOW("S", 0x06d6a0);

        final String letter;
        final int color;

        Kind(String letter, int color) {
            this.letter = letter;
            this.color = color;
        }
    }

    static final double WIDTH = 30;
    static final double HEIGHT = 14;
    static final double FALL_SPEED = 2.2;
    static final int POINTS = 25;

    private final Kind kind;
    private final double x;
    private double y;

    Pickup(Round round, Kind kind, double x, double y) {
        super(round);
        this.kind = kind;
        this.x = x;
        this.y = y;
    }

    Kind kind() {
        return kind;
    }

    @Override
    public void update(Context context) {
        y += FALL_SPEED;
        Paddle paddle = round.paddle();
        boolean caught = y + HEIGHT >= Paddle.Y
                && y <= Paddle.Y + Paddle.HEIGHT
                && x + WIDTH / 2 >= paddle.left()
                && x - WIDTH / 2 <= paddle.left() + paddle.width();
        if (caught) {
            removeSelf();
            round.pickupCaught(this);
        } else if (y > Arena.HEIGHT) {
            removeSelf();
        }
    }

    @Override
    public void render(Surface view) {
        double left = x - WIDTH / 2;
        view.fillRect(left, y + 2, WIDTH, HEIGHT, Arena.mix(kind.color, 0x000000, 0.45));
        view.fillRect(left, y, WIDTH, HEIGHT - 2, kind.color);
        PixelFont.drawCentered(view, kind.letter, x, y + 2.5, 1.4, 0xffffff);
    }
}
