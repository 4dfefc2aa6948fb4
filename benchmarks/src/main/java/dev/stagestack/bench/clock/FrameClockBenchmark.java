package dev.stagestack.bench.clock;

import dev.stagestack.runtime.clock.ClockSettings;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.clock.ManualTimeSource;
import dev.stagestack.runtime.clock.TickSink;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The cost of counting one frame at 60 Hz with jittery frame times (4 to
 * 40 ms, seeded). Run with {@code -prof gc} to see that it allocates nothing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FrameClockBenchmark {

    private static final int FRAMES = 1024;
    private static final long MS = 1_000_000L;

    private final long[] frames = new long[FRAMES];
    private final ManualTimeSource time = new ManualTimeSource();
    private final FrameClock clock = new FrameClock(ClockSettings.forTickRate(60), time);
    private final TickSink countTick = this::countTick;
    private int next;
    private long ticksRun;

    /** Draws the frame durations. */
    @Setup
    public void drawFrames() {
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < FRAMES; i++) {
            frames[i] = random.nextLong(4 * MS, 40 * MS);
        }
    }

    /** {@link FrameClock#advance(long)} with a frame duration measured by the caller. */
    @Benchmark
    public int advance() {
        return clock.advance(frames[next++ & (FRAMES - 1)]);
    }

    /** {@link FrameClock#frame(TickSink)}: read the time source, count, run the ticks. */
    @Benchmark
    public long frameWithSink() {
        time.advance(frames[next++ & (FRAMES - 1)]);
        clock.frame(countTick);
        return ticksRun;
    }

    private void countTick() {
        ticksRun++;
    }
}
