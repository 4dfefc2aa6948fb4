package dev.stagestack.runtime.clock;

/**
 * The fixed configuration of a {@link FrameClock}.
 *
 * <p>The graph's {@code tickRate} is a number (docs/format.md "Top level": 1 to 1000, not
 * necessarily whole, e.g. 29.97); the clock keeps it exactly as an integer
 * count of millihertz, so the rate is exact to 1/1000 tick per second.
 *
 * @param tickRateMillihertz fixed ticks per 1000 seconds of game time, 1,000 to 1,000,000
 *                           (1 to 1000 Hz)
 * @param maxFrameNanos      the longest real frame the clock counts, 1 ns to 1 s; a longer
 *                           frame (a stall, a breakpoint) counts as this long
 * @param maxTicksPerFrame   the most ticks one frame may run, 1 to 1,000,000; ticks due beyond
 *                           it are dropped so slow ticks cannot cause a spiral of catch-up ticks
 * @param frameHistory       how many recent frame durations {@link FrameTimes} keeps, 1 to 65536
 */
public record ClockSettings(int tickRateMillihertz, long maxFrameNanos, int maxTicksPerFrame, int frameHistory) {

    /** The lowest allowed tick rate in hertz. */
    public static final int MIN_TICK_RATE = 1;
    /** The highest allowed tick rate in hertz. */
    public static final int MAX_TICK_RATE = 1000;
    /** Millihertz in one hertz. */
    public static final int MILLIHERTZ_PER_HERTZ = 1000;
    /** The default frame clamp: 250 ms. */
    public static final long DEFAULT_MAX_FRAME_NANOS = 250_000_000L;
    /** The largest allowed frame clamp: 1 s (it keeps the exact arithmetic within a {@code long}). */
    public static final long MAX_FRAME_CLAMP_NANOS = 1_000_000_000L;
    /** The largest allowed cap on ticks per frame. */
    public static final int MAX_TICKS_PER_FRAME = 1_000_000;
    /** The default number of frame durations kept for the overlay. */
    public static final int DEFAULT_FRAME_HISTORY = 120;
    /** The largest allowed frame history. */
    public static final int MAX_FRAME_HISTORY = 65_536;

    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    /** Validates every component; see the record description for the ranges. */
    public ClockSettings {
        requireRange(
                "tickRateMillihertz",
                tickRateMillihertz,
                MIN_TICK_RATE * MILLIHERTZ_PER_HERTZ,
                MAX_TICK_RATE * MILLIHERTZ_PER_HERTZ);
        requireRange("maxFrameNanos", maxFrameNanos, 1, MAX_FRAME_CLAMP_NANOS);
        requireRange("maxTicksPerFrame", maxTicksPerFrame, 1, MAX_TICKS_PER_FRAME);
        requireRange("frameHistory", frameHistory, 1, MAX_FRAME_HISTORY);
    }

    /**
     * The defaults for a tick rate: frames clamped to 250 ms, at most one
     * clamped frame's worth of ticks at normal speed per frame (rounded up:
     * 15 at 60 Hz), and {@value #DEFAULT_FRAME_HISTORY} frame durations kept.
     *
     * @param ticksPerSecond the graph's tick rate, 1 to 1000; rounded to the nearest millihertz
     * @return the default settings for that rate
     * @throws IllegalArgumentException if the rate is out of range or not a number
     */
    public static ClockSettings forTickRate(double ticksPerSecond) {
        if (!(ticksPerSecond >= MIN_TICK_RATE && ticksPerSecond <= MAX_TICK_RATE)) {
            throw new IllegalArgumentException(
                    "tickRate must be between " + MIN_TICK_RATE + " and " + MAX_TICK_RATE + ", was " + ticksPerSecond);
        }
        int millihertz = (int) Math.round(ticksPerSecond * MILLIHERTZ_PER_HERTZ);
        return new ClockSettings(
                millihertz,
                DEFAULT_MAX_FRAME_NANOS,
                ticksWithin(DEFAULT_MAX_FRAME_NANOS, millihertz),
                DEFAULT_FRAME_HISTORY);
    }

    /** @return the tick rate in hertz, for display */
    public double tickRate() {
        return (double) tickRateMillihertz / MILLIHERTZ_PER_HERTZ;
    }

    /**
     * Returns a copy with another frame clamp.
     *
     * @param nanos the longest real frame counted
     * @return the changed settings
     */
    public ClockSettings withMaxFrameNanos(long nanos) {
        return new ClockSettings(tickRateMillihertz, nanos, maxTicksPerFrame, frameHistory);
    }

    /**
     * Returns a copy with another cap on ticks per frame.
     *
     * @param ticks the most ticks one frame may run
     * @return the changed settings
     */
    public ClockSettings withMaxTicksPerFrame(int ticks) {
        return new ClockSettings(tickRateMillihertz, maxFrameNanos, ticks, frameHistory);
    }

    /**
     * Returns a copy that keeps another number of frame durations.
     *
     * @param frames how many recent frame durations to keep
     * @return the changed settings
     */
    public ClockSettings withFrameHistory(int frames) {
        return new ClockSettings(tickRateMillihertz, maxFrameNanos, maxTicksPerFrame, frames);
    }

    /** The number of whole or started ticks in {@code nanos} at a rate, at least 1. */
    private static int ticksWithin(long nanos, int millihertz) {
        long unitsPerTick = NANOS_PER_SECOND * MILLIHERTZ_PER_HERTZ;
        return (int) Math.max(1, (nanos * millihertz + unitsPerTick - 1) / unitsPerTick);
    }

    private static void requireRange(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", was " + value);
        }
    }
}
