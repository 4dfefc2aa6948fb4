package dev.stagestack.bench.objects;

import dev.stagestack.runtime.objects.GameObject;

/** A bouncing ball: the typical small game object whose update the benchmarks measure. */
final class Ball implements GameObject<Arena, Object, Object> {

    private double x;
    private double y;
    private double vx;
    private double vy;

    Ball(double x, double y, double vx, double vy) {
        this.x = x;
        this.y = y;
        this.vx = vx;
        this.vy = vy;
    }

    @Override
    public void update(Arena arena) {
        x += vx * arena.tickSeconds();
        y += vy * arena.tickSeconds();
        if (x < 0 || x > arena.width()) {
            vx = -vx;
        }
        if (y < 0 || y > arena.height()) {
            vy = -vy;
        }
    }

    double x() {
        return x;
    }
}
