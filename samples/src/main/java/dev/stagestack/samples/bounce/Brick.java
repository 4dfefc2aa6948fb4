package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;

/** A brick of the wall: one to three hits, worth 10 points per hit it takes to break. */
final class Brick extends Piece {

    static final double WIDTH = 56;
    static final double HEIGHT = 20;
    static final int POINTS_PER_HIT = 10;

    final double x;
    final double y;
    private final int color;
    private final int points;
    private int hits;
    private int flash;

    Brick(Round round, double x, double y, int hits, int color) {
        super(round);
        this.x = x;
        this.y = y;
        this.hits = hits;
        this.points = hits * POINTS_PER_HIT;
        this.color = color;
    }

    int points() {
        return points;
    }

    int color() {
        return color;
    }

    /** Whether a circle at (cx, cy) with radius r touches the brick. */
    boolean touches(double cx, double cy, double r) {
        double nx = Math.max(x, Math.min(cx, x + WIDTH));
        double ny = Math.max(y, Math.min(cy, y + HEIGHT));
        return (cx - nx) * (cx - nx) + (cy - ny) * (cy - ny) <= r * r;
    }

    /** Takes one hit; the last one breaks the brick. */
    void hit(Context context) {
        hits--;
        flash = 6;
        if (hits == 0) {
            removeSelf();
            round.brickBroken(context, this);
        }
    }

    @Override
    public void update(Context context) {
        flash = Math.max(0, flash - 1);
    }

    @Override
    public void render(Surface view) {
        int face = flash > 0 ? 0xffffff : color;
        view.fillRect(x, y, WIDTH, HEIGHT, Arena.mix(face, 0x000000, 0.35));
        view.fillRect(x, y, WIDTH, HEIGHT - 4, face);
        view.fillRect(x + 3, y + 3, WIDTH - 6, 3, Arena.mix(face, 0xffffff, 0.35));
        for (int i = 1; i < hits; i++) {
            view.fillRect(x + WIDTH / 2 - 10 + (i - 1) * 14, y + 9, 6, 4, Arena.mix(face, 0x000000, 0.45));
        }
    }
}
