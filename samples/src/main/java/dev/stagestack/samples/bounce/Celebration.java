package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.EntryObject;

/**
 * The sparks of a round: bursts where something breaks, fireworks while a cleared level waits
 * behind its dialog, and the wall crumbling brick by brick after the game is over. Every spark is
 * a {@link Particle} added to the entry's store and removed when it fades.
 */
final class Celebration {

    private static final int FIREWORK_EVERY = 12;
    private static final int CRUMBLE_EVERY = 5;

    private final Round round;
    private final Rng rng;
    private boolean crumbled;

    Celebration(Round round, Rng rng) {
        this.round = round;
        this.rng = rng;
    }

    /** {@code count} sparks flying out from (x, y). */
    void burst(double x, double y, int color, int count) {
        for (int i = 0; i < count; i++) {
            double angle = rng.between(0, 2 * Math.PI);
            double speed = rng.between(0.8, 3.6);
            int lifetime = 24 + rng.nextInt(30);
            int shade = Arena.mix(color, 0xffffff, rng.between(0, 0.4));
            round.add(
                    new Particle(round, x, y, Math.cos(angle) * speed, Math.sin(angle) * speed - 1.2, shade, lifetime));
        }
    }

    /** One tick of a finished round: fireworks after a clear, a crumbling wall after game over. */
    void tick(Round.Phase phase, int phaseTicks) {
        if (phase == Round.Phase.CLEARED && phaseTicks % FIREWORK_EVERY == 0) {
            burst(
                    rng.between(80, Arena.WIDTH - 80),
                    rng.between(90, 260),
                    Arena.ROWS[rng.nextInt(Arena.ROWS.length)],
                    36);
        } else if (phase == Round.Phase.OVER && phaseTicks % CRUMBLE_EVERY == 0) {
            crumbled = false;
            round.objects().forEach(Celebration::crumbleFirstBrick, this);
        }
    }

    private static void crumbleFirstBrick(EntryObject piece, Celebration celebration) {
        if (!celebration.crumbled && piece instanceof Brick brick) {
            celebration.crumbled = true;
            brick.removeSelf();
            celebration.burst(
                    brick.x + Brick.WIDTH / 2,
                    brick.y + Brick.HEIGHT / 2,
                    Arena.mix(brick.color(), Arena.BACKGROUND, 0.5),
                    8);
        }
    }
}
