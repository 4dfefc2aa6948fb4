package dev.stagestack.runtime.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ClockSettingsTest {

    @Test
    void defaultCapIsOneClampedFrameOfTicks() {
        assertEquals(15, ClockSettings.forTickRate(60).maxTicksPerFrame());
        assertEquals(250, ClockSettings.forTickRate(1000).maxTicksPerFrame());
        assertEquals(1, ClockSettings.forTickRate(1).maxTicksPerFrame());
        assertEquals(250_000_000L, ClockSettings.forTickRate(60).maxFrameNanos());
    }

    @Test
    void aFractionalRateIsKeptToTheMillihertz() {
        ClockSettings ntsc = ClockSettings.forTickRate(29.97);
        assertEquals(29_970, ntsc.tickRateMillihertz());
        assertEquals(29.97, ntsc.tickRate());
        assertEquals(8, ntsc.maxTicksPerFrame(), "7.49 ticks in 250 ms, rounded up");
        assertEquals(59_940, ClockSettings.forTickRate(60_000.0 / 1001).tickRateMillihertz());
    }

    @Test
    void withersChangeOneComponent() {
        ClockSettings settings = ClockSettings.forTickRate(30)
                .withMaxFrameNanos(100_000_000L)
                .withMaxTicksPerFrame(4)
                .withFrameHistory(10);
        assertEquals(new ClockSettings(30_000, 100_000_000L, 4, 10), settings);
    }

    @Test
    void outOfRangeValuesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ClockSettings.forTickRate(0));
        assertThrows(IllegalArgumentException.class, () -> ClockSettings.forTickRate(1000.001));
        assertThrows(IllegalArgumentException.class, () -> ClockSettings.forTickRate(0.999));
        assertThrows(IllegalArgumentException.class, () -> ClockSettings.forTickRate(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new ClockSettings(999, 1, 1, 1));
        ClockSettings settings = ClockSettings.forTickRate(60);
        assertThrows(IllegalArgumentException.class, () -> settings.withMaxFrameNanos(0));
        assertThrows(IllegalArgumentException.class, () -> settings.withMaxFrameNanos(1_000_000_001L));
        assertThrows(IllegalArgumentException.class, () -> settings.withMaxTicksPerFrame(0));
        assertThrows(IllegalArgumentException.class, () -> settings.withFrameHistory(65_537));
    }
}
