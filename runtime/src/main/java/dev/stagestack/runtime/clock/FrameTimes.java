package dev.stagestack.runtime.clock;

/**
 * The durations of the most recent frames, for the fps overlay: a ring
 * buffer of fixed capacity that never allocates after construction.
 *
 * <p>Durations are the real (measured, unclamped) frame times in
 * nanoseconds, recorded by {@link FrameClock} once per frame, paused
 * frames included.
 */
public final class FrameTimes {

    private static final double NANOS_PER_SECOND = 1e9;

    private final long[] durations;
    private int newest = -1;
    private int size;
    private long sum;

    /**
     * Creates an empty buffer.
     *
     * @param capacity how many durations to keep, at least 1
     */
    public FrameTimes(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1, was " + capacity);
        }
        this.durations = new long[capacity];
    }

    /**
     * Records one frame's duration, forgetting the oldest when full.
     *
     * @param nanos the frame's duration, not negative
     */
    void record(long nanos) {
        newest = (newest + 1) % durations.length;
        if (size == durations.length) {
            sum -= durations[newest];
        } else {
            size++;
        }
        durations[newest] = nanos;
        sum += nanos;
    }

    /** @return how many durations the buffer keeps at most */
    public int capacity() {
        return durations.length;
    }

    /** @return how many durations are recorded, at most {@link #capacity()} */
    public int size() {
        return size;
    }

    /**
     * Returns a recorded duration by age.
     *
     * @param age 0 for the newest frame, {@code size() - 1} for the oldest kept
     * @return that frame's duration in nanoseconds
     * @throws IndexOutOfBoundsException if {@code age} is not in {@code [0, size())}
     */
    public long nanosAgo(int age) {
        if (age < 0 || age >= size) {
            throw new IndexOutOfBoundsException("age " + age + " outside [0, " + size + ")");
        }
        return durations[Math.floorMod(newest - age, durations.length)];
    }

    /** @return the mean of the kept durations in nanoseconds, 0 when none is recorded */
    public long averageNanos() {
        return size == 0 ? 0 : sum / size;
    }

    /** @return the longest kept duration in nanoseconds, 0 when none is recorded */
    public long longestNanos() {
        long longest = 0;
        for (int i = 0; i < size; i++) {
            longest = Math.max(longest, durations[i]);
        }
        return longest;
    }

    /**
     * Returns the measured frame rate over the kept frames: their count
     * divided by their total duration. For display only.
     *
     * @return frames per second, 0 when nothing (or only zero-length frames) is recorded
     */
    public double framesPerSecond() {
        return sum == 0 ? 0 : size * NANOS_PER_SECOND / sum;
    }
}
