package dev.stagestack.bench.objects;

/**
 * Control for the churn benchmark: the least a store can do and still detect stale handles and
 * iterate densely. A handle is a slot and its generation; a removal checks the generation, moves the
 * last object (and its slot's index) into the hole, bumps the generation and pushes the slot on a
 * free list; an add pops a slot. No store tag, no deferral during iteration, no retired slots, no
 * growth: {@link dev.stagestack.runtime.objects.ObjectStore} does all of these besides.
 */
final class MinimalSparseSet<T> {

    private final Object[] objects;
    private final int[] slotOfDense;
    private final int[] denseOfSlot;
    private final int[] generationOfSlot;
    private final int[] freeSlots;
    private int freeCount;
    private int denseCount;
    private int slotCount;

    MinimalSparseSet(int capacity) {
        objects = new Object[capacity];
        slotOfDense = new int[capacity];
        denseOfSlot = new int[capacity];
        generationOfSlot = new int[capacity];
        freeSlots = new int[capacity];
    }

    long add(T object) {
        int slot = freeCount > 0 ? freeSlots[--freeCount] : slotCount++;
        objects[denseCount] = object;
        slotOfDense[denseCount] = slot;
        denseOfSlot[slot] = denseCount++;
        return (long) generationOfSlot[slot] << 32 | slot;
    }

    boolean remove(long handle) {
        int slot = (int) handle;
        if (generationOfSlot[slot] != (int) (handle >>> 32)) {
            return false;
        }
        int dense = denseOfSlot[slot];
        int last = --denseCount;
        int moved = slotOfDense[last];
        objects[dense] = objects[last];
        slotOfDense[dense] = moved;
        denseOfSlot[moved] = dense;
        objects[last] = null;
        generationOfSlot[slot]++;
        freeSlots[freeCount++] = slot;
        return true;
    }

    int size() {
        return denseCount;
    }
}
