package dev.stagestack.runtime.objects;

import java.util.Arrays;

/** A growable stack of {@code int}s that allocates only when it grows. */
final class IntStack {

    private int[] values;
    private int size;

    IntStack(int initialCapacity) {
        values = new int[Math.max(1, initialCapacity)];
    }

    void push(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    int pop() {
        return values[--size];
    }

    int get(int index) {
        return values[index];
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    void clear() {
        size = 0;
    }
}
