package dev.stagestack.runtime.clock;

/**
 * The fixed configuration of a {@link FrameClock}.
 *
 * @param tickRate          fixed ticks per second of game time, 1 to 1000 (the graph's
 *                          {@code tickRate})
 * @param maxFrameNanos     the longest real frame the clock counts, 1 ns to 10 s; a longer
 *                          frame (a stall, a breakpoint) counts as this long
 * @param maxTicksPerFrame  the most ticks one frame may run, 1 to 1,000,000; ticks due beyond it
 *                          are dropped so slow ticks cannot cause a spiral of catch-up ticks
 * @param frameHistory      how many recent frame durations {@link FrameTimes} keeps, 1 to 65536
 */
public record ClockSettings(int tickRate, long maxFrameNanos, int maxTicksPerFrame, int frameHistory) {

    /** The lowest allowed tick rate. */
    public static final int MIN_TICK_RATE = 1;
    /** The highest allowed tick rate. */
    public static final int MAX_TICK_RATE = 1000;
    /** The default frame clamp: 250 ms. */
    public static final long DEFAULT_MAX_FRAME_NANOS = 250_000_000L;
    /** The largest allowed frame clamp: 10 s. */
    public static final long MAX_FRAME_CLAMP_NANOS = 10_000_000_000L;
    /** The largest allowed cap on ticks per frame. */
    public static final int MAX_TICKS_PER_FRAME = 1_000_000;
    /** The default number of frame durations kept for the overlay. */
    public static final int DEFAULT_FRAME_HISTORY = 120;
    /** The largest allowed frame history. */
    public static final int MAX_FRAME_HISTORY = 65_536;

    /** Validates every component; see the record description for the ranges. */
    public ClockSettings {
        requireRange("tickRate", tickRate, MIN_TICK_RATE, MAX_TICK_RATE);
        requireRange("maxFrameNanos", maxFrameNanos, 1, MAX_FRAME_CLAMP_NANOS);
        requireRange("maxTicksPerFrame", maxTicksPerFrame, 1, MAX_TICKS_PER_FRAME);
        requireRange("frameHistory", frameHistory, 1, MAX_FRAME_HISTORY);
    }

    /**
     * The defaults for a tick rate: frames clamped to 250 ms, at most one
     * clamped frame's worth of ticks at normal speed per frame (15 at 60 Hz),
     * and {@value #DEFAULT_FRAME_HISTORY} frame durations kept.
     *
     * @param tickRate fixed ticks per second, 1 to 1000
     * @return the default settings for that rate
     */
    public static ClockSettings forTickRate(int tickRate) {
        requireRange("tickRate", tickRate, MIN_TICK_RATE, MAX_TICK_RATE);
        return new ClockSettings(tickRate, DEFAULT_MAX_FRAME_NANOS,
                ticksWithin(DEFAULT_MAX_FRAME_NANOS, tickRate), DEFAULT_FRAME_HISTORY);
    }

    /**
     * Returns a copy with another frame clamp.
     *
     * @param nanos the longest real frame counted
     * @return the changed settings
     */
    public ClockSettings withMaxFrameNanos(long nanos) {
        return new ClockSettings(tickRate, nanos, maxTicksPerFrame, frameHistory);
    }

    /**
     * Returns a copy with another cap on ticks per frame.
     *
     * @param ticks the most ticks one frame may run
     * @return the changed settings
     */
    public ClockSettings withMaxTicksPerFrame(int ticks) {
        return new ClockSettings(tickRate, maxFrameNanos, ticks, frameHistory);
    }

    /**
     * Returns a copy that keeps another number of frame durations.
     *
     * @param frames how many recent frame durations to keep
     * @return the changed settings
     */
    public ClockSettings withFrameHistory(int frames) {
        return new ClockSettings(tickRate, maxFrameNanos, maxTicksPerFrame, frames);
    }

    /** The number of whole or started ticks in {@code nanos} at {@code rate}, at least 1. */
    private static int ticksWithin(long nanos, int rate) {
        long perSecond = 1_000_000_000L;
        return (int) Math.max(1, (nanos * rate + perSecond - 1) / perSecond);
    }

    private static void requireRange(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(
                    name + " must be between " + min + " and " + max + ", was " + value);
        }
    }
}
