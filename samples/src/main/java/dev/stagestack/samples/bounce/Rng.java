package dev.stagestack.samples.bounce;

/**
 * A small deterministic random source (xorshift64*), seeded from the entry and the tick, never
 * from the clock: the same run always draws the same numbers. Allocation-free.
 */
final class Rng {

    private long state;

    /** A source for entry {@code serial} set up at {@code tick}. */
    Rng(int serial, long tick) {
        state = (serial * 0x9E3779B97F4A7C15L) ^ (tick * 0xBF58476D1CE4E5B9L) ^ 0x94D049BB133111EBL;
        if (state == 0) {
            state = 1;
        }
    }

    /** A whole number from 0 to {@code bound} - 1. */
    int nextInt(int bound) {
        return (int) ((next() >>> 33) % bound);
    }

    /** A number from {@code min} (inclusive) to {@code max} (exclusive). */
    double between(double min, double max) {
        return min + (max - min) * ((next() >>> 11) * 0x1.0p-53);
    }

    private long next() {
        state ^= state >>> 12;
        state ^= state << 25;
        state ^= state >>> 27;
        return state * 0x2545F4914F6CDD1DL;
    }
}
