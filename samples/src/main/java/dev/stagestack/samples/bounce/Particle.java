package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;

/** A spark of a broken brick, a lost ball or a celebration: flies, falls, fades and goes. */
final class Particle extends Piece {

    static final double GRAVITY = 0.12;

    private double x;
    private double y;
    private double vx;
    private double vy;
    private final int color;
    private final int lifetime;
    private int age;

    Particle(Round round, double x, double y, double vx, double vy, int color, int lifetime) {
        super(round);
        this.x = x;
        this.y = y;
        this.vx = vx;
        this.vy = vy;
        this.color = color;
        this.lifetime = lifetime;
    }

    @Override
    public void update(Context context) {
        x += vx;
        y += vy;
        vy += GRAVITY;
        vx *= 0.99;
        if (++age >= lifetime || y > Arena.HEIGHT) {
            removeSelf();
        }
    }

    @Override
    public void render(Surface view) {
        double left = 1 - (double) age / lifetime;
        double size = 2 + 3 * left;
        view.fillRect(x - size / 2, y - size / 2, size, size, Arena.mix(color, Arena.BACKGROUND, 1 - left));
    }
}
