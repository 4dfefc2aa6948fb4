package dev.stagestack.model.check;

import dev.stagestack.model.internal.IntList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The work list of {@link AbstractExecution} and the reads its items made of the {@link BelowRelation}:
 * an item is queued again exactly when something it read grows. Whole sets are read as loop domains;
 * tests that, once true, stay true as the relation grows (a pair is present, two sets meet) record a
 * read only when they are false, so an item does not wake for growth that cannot change its result.
 */
final class WorkList {

    private final BelowRelation below;
    private final int stateCount;
    private final IntList items = new IntList();
    private final BitSet queued = new BitSet();
    private final List<IntList> belowReaders = new ArrayList<>();
    private final List<IntList> aboveReaders = new ArrayList<>();
    private final LongSet registered = new LongSet();
    /** Pairs read as absent, numbered, and the items that read each: woken when the pair appears. */
    private final LongSet absentPairs = new LongSet();

    private final List<IntList> absentPairReaders = new ArrayList<>();
    private int current;
    private boolean recording;

    WorkList(BelowRelation below) {
        this.below = below;
        this.stateCount = below.bottom();
        for (int k = 0; k <= stateCount; k++) {
            belowReaders.add(null);
            aboveReaders.add(null);
        }
    }

    void enqueue(int item) {
        if (!queued.get(item)) {
            queued.set(item);
            items.add(item);
        }
    }

    boolean isEmpty() {
        return items.size() == 0;
    }

    /** Takes the next item and records the reads that follow for it. */
    int next() {
        int item = items.get(items.size() - 1);
        items.removeLast();
        queued.clear(item);
        current = item;
        recording = true;
        return item;
    }

    /** Reads from now on belong to no item (walks are re-run until nothing changes instead). */
    void stopRecording() {
        recording = false;
    }

    /** The states below {@code state} (above when {@code above}), recorded as read whole. */
    BitSet read(int state, boolean above) {
        dependOn(state, above);
        return peek(state, above);
    }

    /** The same set, not recorded. */
    BitSet peek(int state, boolean above) {
        return above ? below.above(state) : below.below(state);
    }

    void dependOn(int state, boolean above) {
        if (!recording) {
            return;
        }
        long key = ((long) current << 32) | ((long) state << 1) | (above ? 1 : 0);
        if (registered.add(key)) {
            List<IntList> readers = above ? aboveReaders : belowReaders;
            if (readers.get(state) == null) {
                readers.set(state, new IntList());
            }
            readers.get(state).add(current);
        }
    }

    /** Whether {@code (upper, lower)} is a below pair; a "no" is recorded as a read of that pair. */
    boolean isBelow(int upper, int lower) {
        if (below.below(upper).get(lower)) {
            return true;
        }
        if (recording) {
            int slot = absentPairs.number(pairKey(upper, lower));
            if (slot == absentPairReaders.size()) {
                absentPairReaders.add(new IntList());
            }
            IntList readers = absentPairReaders.get(slot);
            if (readers.size() == 0 || readers.get(readers.size() - 1) != current) {
                readers.add(current);
            }
        }
        return false;
    }

    /** Adds the pair to the relation and queues every item that read what it changes; true when new. */
    boolean add(int upper, int lower) {
        if (!below.add(upper, lower)) {
            return false;
        }
        wake(belowReaders.get(upper));
        wake(aboveReaders.get(lower));
        long key = pairKey(upper, lower);
        if (absentPairs.contains(key)) {
            int slot = absentPairs.number(key);
            wake(absentPairReaders.get(slot));
            absentPairReaders.set(slot, null);
        }
        return true;
    }

    private long pairKey(int upper, int lower) {
        return (long) upper * (stateCount + 1) + lower;
    }

    private void wake(IntList readers) {
        if (readers != null) {
            for (int i = 0; i < readers.size(); i++) {
                enqueue(readers.get(i));
            }
        }
    }
}
