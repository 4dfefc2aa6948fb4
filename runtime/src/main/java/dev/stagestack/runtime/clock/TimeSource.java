package dev.stagestack.runtime.clock;

/**
 * Where a {@link FrameClock} reads the current time from.
 *
 * <p>The clock never reads a wall clock itself, so the runtime core stays
 * deterministic: the JavaFX host feeds it the {@code now} of its
 * {@code AnimationTimer}, tests and the headless runner use a
 * {@link ManualTimeSource}.
 */
@FunctionalInterface
public interface TimeSource {

    /**
     * Returns the current time in nanoseconds.
     *
     * <p>Only differences between two readings are meaningful (like
     * {@link System#nanoTime()}); the origin is arbitrary. Readings should
     * not go backwards; a clock treats a negative difference as zero.
     *
     * @return the current time in nanoseconds
     */
    long nanoTime();
}
