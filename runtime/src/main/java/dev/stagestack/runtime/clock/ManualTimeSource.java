package dev.stagestack.runtime.clock;

/**
 * A {@link TimeSource} that only moves when told to: for tests and the
 * headless runner, where time is simulated rather than measured.
 */
public final class ManualTimeSource implements TimeSource {

    private long now;

    /** Creates a source that reads 0 until it is advanced. */
    public ManualTimeSource() {
        this(0L);
    }

    /**
     * Creates a source that starts at the given time.
     *
     * @param startNanos the first reading
     */
    public ManualTimeSource(long startNanos) {
        this.now = startNanos;
    }

    @Override
    public long nanoTime() {
        return now;
    }

    /**
     * Moves the time forward.
     *
     * @param nanos how far to move, not negative
     * @throws IllegalArgumentException if {@code nanos} is negative
     */
    public void advance(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("time cannot move backwards: " + nanos + " ns");
        }
        now += nanos;
    }
}
