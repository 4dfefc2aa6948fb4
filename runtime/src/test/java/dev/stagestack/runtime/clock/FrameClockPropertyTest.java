package dev.stagestack.runtime.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

class FrameClockPropertyTest {

    @Property(tries = 300)
    void unclampedFramesRunExactlyTheTicksOfTheirTotalDuration(
            @ForAll @IntRange(min = 1, max = 1000) int tickRate,
            @ForAll @IntRange(min = FrameClock.MIN_SPEED, max = FrameClock.MAX_SPEED) int speed,
            @ForAll @Size(max = 200) List<@LongRange(min = 0, max = 250_000_000L) Long> frames) {
        ClockSettings settings = ClockSettings.forTickRate(tickRate).withMaxTicksPerFrame(1_000_000);
        FrameClock clock = new FrameClock(settings, new ManualTimeSource());
        clock.setSpeed(speed);
        long ticks = 0;
        BigInteger total = BigInteger.ZERO;
        for (long frame : frames) {
            ticks += clock.advance(frame);
            total = total.add(BigInteger.valueOf(frame));
        }
        BigInteger expected = total.multiply(BigInteger.valueOf((long) tickRate * speed))
                .divide(BigInteger.valueOf(1_000_000_000_000L));
        assertEquals(expected.longValueExact(), ticks);
        assertEquals(0, clock.droppedTicks());
    }
}
