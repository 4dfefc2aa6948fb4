package dev.stagestack.bench.objects;

import java.util.SplittableRandom;

/**
 * What a {@link Ball} update reads: the playing field and the tick length.
 *
 * @param width       field width in pixels
 * @param height      field height in pixels
 * @param tickSeconds one tick of game time in seconds
 */
record Arena(double width, double height, double tickSeconds) {

    /** An 800×600 field at 60 ticks per second. */
    static final Arena DEFAULT = new Arena(800, 600, 1.0 / 60);

    /** Creates {@code count} balls at seeded random places and speeds. */
    Ball[] balls(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Ball[] balls = new Ball[count];
        for (int i = 0; i < count; i++) {
            balls[i] = new Ball(
                    random.nextDouble(width),
                    random.nextDouble(height),
                    random.nextDouble(-200, 200),
                    random.nextDouble(-200, 200));
        }
        return balls;
    }

    /** The balls {@link #balls(int, long)} makes with the same seed, as columns x, y, vx, vy (struct of arrays). */
    void fillColumns(double[] x, double[] y, double[] vx, double[] vy, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < count; i++) {
            x[i] = random.nextDouble(width);
            y[i] = random.nextDouble(height);
            vx[i] = random.nextDouble(-200, 200);
            vy[i] = random.nextDouble(-200, 200);
        }
    }

    /** {@link Ball#update} for the first {@code count} balls held as columns. */
    void bounce(double[] x, double[] y, double[] vx, double[] vy, int count) {
        for (int i = 0; i < count; i++) {
            x[i] += vx[i] * tickSeconds;
            y[i] += vy[i] * tickSeconds;
            if (x[i] < 0 || x[i] > width) {
                vx[i] = -vx[i];
            }
            if (y[i] < 0 || y[i] > height) {
                vy[i] = -vy[i];
            }
        }
    }
}
