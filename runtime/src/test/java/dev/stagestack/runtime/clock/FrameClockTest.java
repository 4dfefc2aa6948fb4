package dev.stagestack.runtime.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FrameClockTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000_000_000L;

    private final ManualTimeSource time = new ManualTimeSource(123_456_789L);
    private final FrameClock clock = new FrameClock(ClockSettings.forTickRate(60), time);

    @Test
    void aTickThatPausesTheClockIsTheLastOfItsFrame() {
        int[] ran = {0};
        int done = clock.advance(50 * MS, () -> {
            ran[0]++;
            clock.pause(); // a breakpoint hit in the first of three due ticks
        });
        assertEquals(1, done);
        assertEquals(1, ran[0]);
        clock.resume();
        assertEquals(3, clock.advance(50 * MS, () -> {}), "once resumed, a frame runs all its ticks");
    }

    @Test
    void hundredHoursOfJitteryFramesAt60HzAreExactly21600000Ticks() {
        SplittableRandom random = new SplittableRandom(20240607L);
        long remaining = 100L * 3600 * SECOND;
        long ticks = clock.frame();
        while (remaining > 0) {
            long frame = Math.min(remaining, random.nextLong(4 * MS, 40 * MS));
            time.advance(frame);
            remaining -= frame;
            ticks += clock.frame();
        }
        assertEquals(21_600_000L, ticks);
        assertEquals(ticks, clock.totalTicks());
        assertEquals(0, clock.clampedFrames(), "the jitter must stay below the clamp");
        assertEquals(0, clock.droppedTicks(), "the jitter must stay below the cap");
    }

    @Test
    void aFractionalRateIsExactToo() {
        FrameClock ntsc = new FrameClock(ClockSettings.forTickRate(59.94), time);
        long ticks = 0;
        for (int i = 0; i < 100_000; i++) {
            ticks += ntsc.advance(MS);
        }
        assertEquals(5994, ticks, "100 s at 59.94 Hz");
    }

    @Test
    void firstFrameOnlyTakesATimeReading() {
        assertEquals(0, clock.frame());
        assertEquals(0, clock.frameTimes().size());
        time.advance(200 * MS);
        assertEquals(12, clock.frame());
    }

    @Test
    void framesOfANonIntegerTickLengthDoNotDrift() {
        int ticks = 0;
        for (int i = 0; i < 60; i++) {
            ticks += clock.advance(16_666_666L);
        }
        assertEquals(59, ticks, "60 frames of 16,666,666 ns are 40 ns short of 60 ticks");
        assertEquals(1, clock.advance(40L));
    }

    @Test
    void aFrameLongerThanTheClampCountsAsTheClamp() {
        assertEquals(15, clock.advance(5 * SECOND));
        assertEquals(1, clock.clampedFrames());
        assertEquals(5 * SECOND, clock.frameTimes().nanosAgo(0), "frame times stay unclamped");
    }

    @Test
    void ticksBeyondTheCapAreDroppedButTheFractionIsKept() {
        FrameClock capped = new FrameClock(ClockSettings.forTickRate(60).withMaxTicksPerFrame(3), time);
        assertEquals(3, capped.advance(110 * MS));
        assertEquals(3, capped.droppedTicks());
        assertEquals(0.6, capped.interpolation(), 1e-9);
        assertEquals(1, capped.advance(7 * MS));
    }

    @Test
    void resetKeepsSlowWorkOutOfGameTime() {
        clock.frame();
        time.advance(10 * MS);
        assertEquals(0, clock.frame());
        time.advance(3 * SECOND);
        clock.reset();
        time.advance(10 * MS);
        assertEquals(0, clock.frame(), "the 10 ms before the reset are forgotten too");
        time.advance(7 * MS);
        assertEquals(1, clock.frame());
        assertEquals(0, clock.clampedFrames());
    }

    @Test
    void pausedFramesAreMeasuredButAddNoGameTime() {
        clock.advance(10 * MS);
        clock.pause();
        assertEquals(0, clock.advance(SECOND));
        assertEquals(2, clock.frameTimes().size());
        clock.resume();
        assertEquals(1, clock.advance(7 * MS), "the 10 ms before the pause are kept");
    }

    @Test
    void stepPausesAndRunsExactlyOneTickPerCall() {
        clock.step();
        assertTrue(clock.isPaused());
        assertEquals(1, clock.advance(SECOND));
        assertEquals(0, clock.advance(SECOND));
        clock.step();
        clock.step();
        assertEquals(2, clock.advance(0));
    }

    @Test
    void speedScalesGameTimeAndKeepsTheFraction() {
        clock.setSpeed(2000);
        assertEquals(12, clock.advance(100 * MS));
        clock.setSpeed(FrameClock.MIN_SPEED);
        assertEquals(0, clock.advance(100 * MS), "10 ms of game time at 0.1x: 0.6 ticks");
        assertEquals(0.6, clock.interpolation(), 1e-9);
        clock.setSpeed(FrameClock.MAX_SPEED);
        assertEquals(4, clock.advance(15 * MS), "3.6 + 0.6 ticks");
        assertEquals(0.2, clock.interpolation(), 1e-9);
    }

    @Test
    void speedOutsideTheRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> clock.setSpeed(99));
        assertThrows(IllegalArgumentException.class, () -> clock.setSpeed(4001));
        assertEquals(FrameClock.NORMAL_SPEED, clock.speed());
    }

    @Test
    void theSinkIsCalledOncePerTick() {
        int[] calls = {0};
        assertEquals(12, clock.advance(200 * MS, () -> calls[0]++));
        assertEquals(12, calls[0]);
        clock.frame(() -> calls[0]++);
        time.advance(150 * MS);
        assertEquals(9, clock.frame(() -> calls[0]++));
        assertEquals(21, calls[0]);
    }

    @Test
    void aNegativeFrameCountsAsZero() {
        clock.advance(10 * MS);
        assertEquals(0, clock.advance(-SECOND));
        assertEquals(0, clock.frameTimes().nanosAgo(0));
        assertEquals(0.6, clock.interpolation(), 1e-9);
    }
}
