package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryObject;
import dev.stagestack.runtime.Surface;

/** A ball drifting behind the title, bouncing off the edges of the arena. */
final class Drifter implements EntryObject {

    private static final double RADIUS = 9;

    private double x;
    private double y;
    private double vx;
    private double vy;
    private final int color;

    Drifter(Rng rng, int color) {
        this.x = rng.between(RADIUS, Arena.WIDTH - RADIUS);
        this.y = rng.between(RADIUS, Arena.HEIGHT - RADIUS);
        double angle = rng.between(0, 2 * Math.PI);
        this.vx = Math.cos(angle) * 2.4;
        this.vy = Math.sin(angle) * 2.4;
        this.color = color;
    }

    @Override
    public void update(Context context) {
        x += vx;
        y += vy;
        if (x < RADIUS || x > Arena.WIDTH - RADIUS) {
            vx = -vx;
        }
        if (y < RADIUS || y > Arena.HEIGHT - RADIUS) {
            vy = -vy;
        }
    }

    @Override
    public void render(Surface view) {
        View.disc(view, x - vx * 3, y - vy * 3, RADIUS * 0.6, Arena.mix(color, Arena.BACKGROUND, 0.7));
        View.disc(view, x - vx * 1.5, y - vy * 1.5, RADIUS * 0.8, Arena.mix(color, Arena.BACKGROUND, 0.45));
        View.disc(view, x, y, RADIUS, color);
    }
}
