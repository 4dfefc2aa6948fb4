package dev.stagestack.runtime.clock;

import java.util.Objects;

/**
 * Turns real frame times into a whole number of fixed simulation ticks per
 * frame (a fixed-timestep accumulator).
 *
 * <h2>How a frame is counted</h2>
 * Each frame the host either calls {@link #frame()} (the clock reads its
 * {@link TimeSource} and measures the time since the previous reading) or
 * {@link #advance(long)} with a duration it measured itself. Then:
 * <ol>
 *   <li>the real duration is recorded in {@link #frameTimes()} (a negative
 *       duration counts as 0);</li>
 *   <li>unless paused, the duration is clamped to
 *       {@link ClockSettings#maxFrameNanos()}, scaled by the speed and added to
 *       the accumulator; every whole tick in the accumulator is due;</li>
 *   <li>if more than {@link ClockSettings#maxTicksPerFrame()} ticks are due,
 *       only that many run and the rest are dropped (counted in
 *       {@link #droppedTicks()}); the fraction of a tick left over is kept;</li>
 *   <li>ticks queued by {@link #step()} are added on top, never capped.</li>
 * </ol>
 * The result is how many ticks to run before drawing the frame, or, with the
 * {@link TickSink} variants, {@link TickSink#tick()} is called that many times.
 *
 * <h2>Exactness</h2>
 * Time is kept in integer nanoseconds and the accumulator in integer units
 * of 10<sup>-15</sup> tick (frame nanoseconds × speed in per mille × tick
 * rate in millihertz), so a tick of 10<sup>9</sup>/60 ns is represented
 * exactly: after any sequence of frames of total length {@code t} (none
 * clamped, no ticks dropped, constant speed) exactly
 * {@code floor(t × speed × rate)} ticks have run. 100 hours at 60 Hz are
 * exactly 21,600,000 ticks. No floating point is involved.
 *
 * <h2>Pause, speed, step and reset</h2>
 * While paused, frames are still measured but add no game time. The speed is
 * a per-mille factor between {@link #MIN_SPEED} (0.1×) and {@link #MAX_SPEED}
 * (4×); changing it keeps the accumulated fraction. {@link #step()} pauses
 * the clock and queues exactly one tick for the next frame. {@link #reset()}
 * is called after slow work such as loading: it empties the accumulator and
 * restarts the time measurement so that the slow work never counts as game
 * time.
 *
 * <p>Not thread-safe: drive it from the one thread that runs the ticks. No
 * method allocates.
 */
public final class FrameClock {

    /** Normal speed, 1×, in per mille. */
    public static final int NORMAL_SPEED = 1000;
    /** Slowest speed, 0.1×, in per mille. */
    public static final int MIN_SPEED = 100;
    /** Fastest speed, 4×, in per mille. */
    public static final int MAX_SPEED = 4000;

    /** Accumulator units in one tick: ns per second × per-mille speed scale × millihertz per hertz. */
    private static final long TICK_COST = 1_000_000_000L * NORMAL_SPEED * ClockSettings.MILLIHERTZ_PER_HERTZ;

    private final ClockSettings settings;
    private final TimeSource time;
    private final FrameTimes frameTimes;

    private long accumulator;
    private long lastReading;
    private boolean hasReading;
    private int speed = NORMAL_SPEED;
    private boolean paused;
    private int queuedSteps;
    private long totalTicks;
    private long droppedTicks;
    private long clampedFrames;

    /**
     * Creates a running clock at normal speed. The first {@link #frame()}
     * only takes the first time reading and runs no timed tick.
     *
     * @param settings the tick rate, clamp, cap and history size
     * @param time     where {@link #frame()} and {@link #reset()} read the time
     */
    public FrameClock(ClockSettings settings, TimeSource time) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.time = Objects.requireNonNull(time, "time");
        this.frameTimes = new FrameTimes(settings.frameHistory());
    }

    /**
     * Counts one frame whose duration is the time since the previous reading
     * of the time source (by the previous frame or by {@link #reset()}).
     *
     * @return how many ticks to run this frame
     */
    public int frame() {
        long now = time.nanoTime();
        if (!hasReading) {
            hasReading = true;
            lastReading = now;
            return ticksFor(0);
        }
        long elapsed = now - lastReading;
        lastReading = now;
        return advance(elapsed);
    }

    /**
     * Counts one frame like {@link #frame()} and runs its ticks.
     *
     * @param sink called once per tick, before this method returns
     * @return how many ticks ran
     */
    public int frame(TickSink sink) {
        return run(frame(), sink);
    }

    /**
     * Counts one frame of the given real duration, measured by the caller.
     *
     * @param frameNanos the real time since the previous frame; negative counts as 0
     * @return how many ticks to run this frame
     */
    public int advance(long frameNanos) {
        long measured = Math.max(0, frameNanos);
        frameTimes.record(measured);
        return ticksFor(measured);
    }

    /**
     * Counts one frame like {@link #advance(long)} and runs its ticks.
     *
     * @param frameNanos the real time since the previous frame
     * @param sink       called once per tick, before this method returns; when a tick pauses the
     *                   clock, no more ticks of this frame run
     * @return how many ticks ran
     */
    public int advance(long frameNanos, TickSink sink) {
        return run(advance(frameNanos), sink);
    }

    /**
     * Forgets the time spent so far: empties the accumulator (the started
     * tick is lost) and takes a new time reading, so the next {@link #frame()}
     * measures from now. Call it after loading or other slow work.
     */
    public void reset() {
        accumulator = 0;
        lastReading = time.nanoTime();
        hasReading = true;
    }

    /** Stops game time; frames are still measured. Steps still run. */
    public void pause() {
        paused = true;
    }

    /** Lets game time flow again from the next frame. */
    public void resume() {
        paused = false;
    }

    /** @return whether game time is stopped */
    public boolean isPaused() {
        return paused;
    }

    /**
     * Single-steps: pauses the clock (if it runs) and queues exactly one tick,
     * which the next frame runs. Each call queues one more.
     */
    public void step() {
        paused = true;
        queuedSteps++;
    }

    /**
     * Sets how fast game time flows relative to real time.
     *
     * @param perMille {@link #NORMAL_SPEED} for 1×, from {@link #MIN_SPEED} to {@link #MAX_SPEED}
     * @throws IllegalArgumentException if out of range
     */
    public void setSpeed(int perMille) {
        if (perMille < MIN_SPEED || perMille > MAX_SPEED) {
            throw new IllegalArgumentException(
                    "speed must be between " + MIN_SPEED + " and " + MAX_SPEED + " per mille, was " + perMille);
        }
        speed = perMille;
    }

    /** @return the speed in per mille; {@link #NORMAL_SPEED} is 1× */
    public int speed() {
        return speed;
    }

    /**
     * Returns how far game time is into the next tick, for drawing between
     * two simulation states. For display only.
     *
     * @return a fraction in {@code [0, 1)}
     */
    public double interpolation() {
        return (double) accumulator / TICK_COST;
    }

    /** @return the durations of the most recent frames */
    public FrameTimes frameTimes() {
        return frameTimes;
    }

    /** @return the settings the clock was made with */
    public ClockSettings settings() {
        return settings;
    }

    /** @return all ticks handed out since the clock was made, steps included */
    public long totalTicks() {
        return totalTicks;
    }

    /** @return ticks that were due but dropped by the per-frame cap */
    public long droppedTicks() {
        return droppedTicks;
    }

    /** @return frames that were longer than the clamp and counted as the clamp */
    public long clampedFrames() {
        return clampedFrames;
    }

    private int ticksFor(long frameNanos) {
        int ticks = queuedSteps + (paused ? 0 : timedTicks(frameNanos));
        queuedSteps = 0;
        totalTicks += ticks;
        return ticks;
    }

    private int timedTicks(long frameNanos) {
        long counted = frameNanos;
        if (counted > settings.maxFrameNanos()) {
            counted = settings.maxFrameNanos();
            clampedFrames++;
        }
        accumulator += counted * speed * settings.tickRateMillihertz();
        long due = accumulator / TICK_COST;
        accumulator -= due * TICK_COST;
        int cap = settings.maxTicksPerFrame();
        if (due > cap) {
            droppedTicks += due - cap;
            return cap;
        }
        return (int) due;
    }

    /** Runs the frame's ticks; a tick that pauses the clock (a breakpoint, say) is the frame's last. */
    private int run(int ticks, TickSink sink) {
        int ran = 0;
        while (ran < ticks && !paused) {
            sink.tick();
            ran++;
        }
        return ran;
    }
}
