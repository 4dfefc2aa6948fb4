package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotRingTest {

    private static TickSnapshot quiet(long tick) {
        return new TickSnapshot(tick, ChainSnapshot.EMPTY, ChainSnapshot.EMPTY, List.of(), List.of());
    }

    @Test
    void keepsOnlyTheLastCapacityTicks() {
        SnapshotRing ring = new SnapshotRing(100);
        for (long t = 0; t < 1_000; t++) {
            ring.record(quiet(t));
        }
        assertEquals(100, ring.size());
        assertEquals(900, ring.oldest().orElseThrow().tick());
        assertEquals(999, ring.latest().orElseThrow().tick());
        assertEquals(950, ring.at(950).orElseThrow().tick());
        assertTrue(ring.at(899).isEmpty(), "overwritten tick is gone");
        assertTrue(ring.at(1_000).isEmpty(), "future tick is absent");
        assertEquals(997, ring.fromLatest(2).orElseThrow().tick());
    }

    @Test
    void aSecondSnapshotOfTheSameTickIsMergedIntoTheFirst() {
        SnapshotRing ring = new SnapshotRing(10);
        EntryRef title = new EntryRef("title", 1);
        LogLine push = new LogLine(4, LogKind.REQUEST, "4 push title#1");
        LogLine load = new LogLine(4, LogKind.CALLBACK, "4 load title#1");
        ChainSnapshot chain = new ChainSnapshot(List.of(title));
        ring.record(new TickSnapshot(4, ChainSnapshot.EMPTY, chain, List.of(), List.of(push)));
        ring.record(new TickSnapshot(4, chain, chain, List.of(), List.of(load)));
        assertEquals(1, ring.size());
        TickSnapshot merged = ring.latest().orElseThrow();
        assertEquals(List.of(push, load), merged.log());
        assertTrue(merged.settled());
    }

    @Test
    void clearForgetsEverything() {
        SnapshotRing ring = new SnapshotRing(3);
        ring.record(quiet(0));
        ring.record(quiet(1));
        ring.clear();
        assertEquals(0, ring.size());
        assertTrue(ring.latest().isEmpty());
        ring.record(quiet(0));
        assertEquals(0, ring.at(0).orElseThrow().tick());
    }
}
