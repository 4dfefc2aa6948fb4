package dev.stagestack.runtime;

/**
 * Limits and time base of a stack.
 *
 * @param maxDepth     deepest staging chain a push may make (docs/semantics.md §2), at least 1
 * @param maxSteps     commit steps after which a commit is runaway (docs/semantics.md §3), at least 1
 * @param nanosPerTick game time of one tick; {@link Context#timeNanos()} is {@code tick * nanosPerTick}
 */
public record StackOptions(int maxDepth, int maxSteps, long nanosPerTick) {

    /** The default depth limit of the staging chain. */
    public static final int DEFAULT_MAX_DEPTH = 256;
    /** The default commit step limit, past which a commit is runaway. */
    public static final int DEFAULT_MAX_STEPS = 4096;

    /** Checks that both limits are at least 1. */
    public StackOptions {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, was " + maxDepth);
        }
        if (maxSteps < 1) {
            throw new IllegalArgumentException("maxSteps must be at least 1, was " + maxSteps);
        }
        if (nanosPerTick < 1) {
            throw new IllegalArgumentException("nanosPerTick must be at least 1, was " + nanosPerTick);
        }
    }

    /** The default limits at {@code tickRate} ticks per second. */
    public static StackOptions at(double tickRate) {
        return new StackOptions(DEFAULT_MAX_DEPTH, DEFAULT_MAX_STEPS, nanosPerTick(tickRate));
    }

    /** One tick's length in nanoseconds at {@code tickRate} ticks per second, rounded to the nearest. */
    public static long nanosPerTick(double tickRate) {
        if (!(tickRate > 0) || Double.isInfinite(tickRate)) {
            throw new IllegalArgumentException("tick rate must be positive, was " + tickRate);
        }
        return Math.max(1L, Math.round(1e9 / tickRate));
    }

    /** These options with another depth limit. */
    public StackOptions withMaxDepth(int depth) {
        return new StackOptions(depth, maxSteps, nanosPerTick);
    }

    /** These options with another commit step limit. */
    public StackOptions withMaxSteps(int steps) {
        return new StackOptions(maxDepth, steps, nanosPerTick);
    }
}
