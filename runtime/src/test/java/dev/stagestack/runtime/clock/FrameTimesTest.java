package dev.stagestack.runtime.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class FrameTimesTest {

    private final FrameTimes times = new FrameTimes(3);

    @Test
    void anEmptyBufferReportsZeros() {
        assertEquals(0, times.size());
        assertEquals(0, times.averageNanos());
        assertEquals(0, times.longestNanos());
        assertEquals(0.0, times.framesPerSecond());
        assertThrows(IndexOutOfBoundsException.class, () -> times.nanosAgo(0));
    }

    @Test
    void keepsTheNewestDurationsWhenFull() {
        times.record(10);
        times.record(40);
        times.record(20);
        times.record(30);
        assertEquals(3, times.size());
        assertEquals(30, times.nanosAgo(0));
        assertEquals(20, times.nanosAgo(1));
        assertEquals(40, times.nanosAgo(2));
        assertThrows(IndexOutOfBoundsException.class, () -> times.nanosAgo(3));
        assertEquals(30, times.averageNanos());
        assertEquals(40, times.longestNanos());
    }

    @Test
    void framesPerSecondIsCountOverTotalDuration() {
        times.record(10_000_000L);
        times.record(30_000_000L);
        assertEquals(50.0, times.framesPerSecond(), 1e-9);
    }

    @Test
    void capacityMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new FrameTimes(0));
        assertEquals(3, times.capacity());
    }
}
