package dev.stagestack.runtime;

import java.util.Arrays;

/** Reuses entries so that a warm stack allocates nothing per push. */
final class EntryPool {

    private final StateStack stack;
    private final EntryResources.Factory resources;
    private Entry[] free = new Entry[16];
    private int freeCount;

    EntryPool(StateStack stack, EntryResources.Factory resources) {
        this.stack = stack;
        this.resources = resources;
    }

    Entry take() {
        if (freeCount == 0) {
            return new Entry(stack, resources.create());
        }
        Entry entry = free[--freeCount];
        free[freeCount] = null;
        return entry;
    }

    void give(Entry entry) {
        entry.reset();
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, free.length * 2);
        }
        free[freeCount++] = entry;
    }
}
