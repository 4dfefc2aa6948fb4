package dev.stagestack.model.check;

import java.util.Arrays;

/** A growable list of ints without boxing. */
final class IntList {

    private int[] values = new int[4];
    private int size;

    void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    int get(int i) {
        return values[i];
    }

    void set(int i, int value) {
        values[i] = value;
    }

    int size() {
        return size;
    }

    void removeLast() {
        size--;
    }

    int[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
