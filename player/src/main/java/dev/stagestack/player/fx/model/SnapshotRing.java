package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The time-travel record: the last {@code capacity} tick snapshots in a fixed ring, oldest
 * overwritten first, so a run of any length holds a bounded amount of memory.
 */
public final class SnapshotRing {

    /** The number of ticks the player keeps by default. */
    public static final int DEFAULT_CAPACITY = 10_000;

    private final TickSnapshot[] slots;
    private int next;
    private int size;

    /** A ring keeping the latest {@code capacity} snapshots. */
    public SnapshotRing(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        slots = new TickSnapshot[capacity];
    }

    /** Records a snapshot; replaces the latest one when it is of the same tick (commit steps). */
    public void record(TickSnapshot snapshot) {
        Optional<TickSnapshot> latest = latest();
        if (latest.isPresent() && latest.get().tick() == snapshot.tick()) {
            slots[index(size - 1)] = merge(latest.get(), snapshot);
            return;
        }
        slots[next] = snapshot;
        next = (next + 1) % slots.length;
        size = Math.min(size + 1, slots.length);
    }

    /** Forgets everything (a restarted run). */
    public void clear() {
        Arrays.fill(slots, null);
        next = 0;
        size = 0;
    }

    /** The number of snapshots kept. */
    public int size() {
        return size;
    }

    /** The most snapshots kept. */
    public int capacity() {
        return slots.length;
    }

    /** The snapshot of {@code tick}, if it is still held. */
    public Optional<TickSnapshot> at(long tick) {
        if (size == 0) {
            return Optional.empty();
        }
        long offset = tick - slots[index(0)].tick();
        if (offset < 0 || offset >= size) {
            return Optional.empty();
        }
        TickSnapshot s = slots[index((int) offset)];
        return s.tick() == tick ? Optional.of(s) : Optional.empty();
    }

    /** The snapshot {@code age} places before the latest (0 = latest). */
    public Optional<TickSnapshot> fromLatest(int age) {
        return age < 0 || age >= size ? Optional.empty() : Optional.of(slots[index(size - 1 - age)]);
    }

    /** The newest snapshot, if any. */
    public Optional<TickSnapshot> latest() {
        return fromLatest(0);
    }

    /** The oldest snapshot kept, if any. */
    public Optional<TickSnapshot> oldest() {
        return size == 0 ? Optional.empty() : Optional.of(slots[index(0)]);
    }

    private int index(int position) {
        int start = size < slots.length ? 0 : next;
        return (start + position) % slots.length;
    }

    private static TickSnapshot merge(TickSnapshot earlier, TickSnapshot later) {
        List<EntryRef> discarded = new ArrayList<>(earlier.discarded());
        discarded.addAll(later.discarded());
        List<LogLine> log = new ArrayList<>(earlier.log());
        log.addAll(later.log());
        return new TickSnapshot(later.tick(), later.head(), later.staging(), discarded, log, later.restarting());
    }
}
