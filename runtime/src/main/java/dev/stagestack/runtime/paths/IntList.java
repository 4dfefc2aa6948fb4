package dev.stagestack.runtime.paths;

import java.util.Arrays;

/** A growable list of ints without boxing: an exploration's tables hold millions of them. */
final class IntList {

    private int[] values = new int[16];
    private int size;

    void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " of " + size);
        }
        return values[index];
    }

    void set(int index, int value) {
        get(index);
        values[index] = value;
    }

    int size() {
        return size;
    }

    /** @return the bytes its array takes, room to grow included */
    long bytes() {
        return 16L + 4L * values.length;
    }
}
