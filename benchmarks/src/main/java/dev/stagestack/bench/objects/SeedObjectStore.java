package dev.stagestack.bench.objects;

import dev.stagestack.runtime.objects.ObjectAction;

/**
 * A port of the seed's object store design, kept only as the benchmarks'
 * baseline: fixed arrays, plain integer ids with no generation, a FIFO of
 * free ids kept as an array that is shifted down on every reuse, and a count
 * of used ids that shrinks by scanning back from the end. Iteration walks
 * every id below the count and skips the dead ones.
 */
final class SeedObjectStore<T> {

    private final Object[] objects;
    private final boolean[] alive;
    private final int[] freeIds;
    private int freeCount;
    private int count;

    SeedObjectStore(int capacity) {
        objects = new Object[capacity];
        alive = new boolean[capacity];
        freeIds = new int[capacity];
    }

    /** Adds an object; returns its id, or -1 when the fixed arrays are full. */
    int add(T object) {
        int id;
        if (freeCount > 0) {
            id = freeIds[0];
            freeCount--;
            System.arraycopy(freeIds, 1, freeIds, 0, freeCount);
        } else if (count < objects.length) {
            id = count;
        } else {
            return -1;
        }
        objects[id] = object;
        alive[id] = true;
        count = Math.max(count, id + 1);
        return id;
    }

    void remove(int id) {
        if (id < 0 || id >= count || !alive[id]) {
            return;
        }
        alive[id] = false;
        objects[id] = null;
        freeIds[freeCount++] = id;
        while (count > 0 && !alive[count - 1]) {
            count--;
        }
    }

    @SuppressWarnings("unchecked")
    <A> void forEach(ObjectAction<? super T, ? super A> action, A argument) {
        for (int id = 0; id < count; id++) {
            if (alive[id]) {
                action.apply((T) objects[id], argument);
            }
        }
    }

    int count() {
        return count;
    }
}
