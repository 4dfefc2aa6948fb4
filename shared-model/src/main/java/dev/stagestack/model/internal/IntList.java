package dev.stagestack.model.internal;

import java.util.Arrays;

/**
 * A growable list of ints without boxing, for the analysis's work lists and the tables of an
 * exploration, which hold millions of them. Shared by Stagestack's own modules only: its package is
 * exported to the runtime, not to games.
 */
public final class IntList {

    private int[] values = new int[4];
    private int size;

    /** An empty list. */
    public IntList() {}

    /**
     * Appends {@code value}.
     *
     * @param value the value to append
     */
    public void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    /**
     * The value at {@code index}.
     *
     * @param index from 0 to {@link #size()} excluded
     * @return the value
     * @throws IndexOutOfBoundsException past the end
     */
    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " of " + size);
        }
        return values[index];
    }

    /**
     * Replaces the value at {@code index}.
     *
     * @param index from 0 to {@link #size()} excluded
     * @param value the new value
     * @throws IndexOutOfBoundsException past the end
     */
    public void set(int index, int value) {
        get(index);
        values[index] = value;
    }

    /**
     * How many values it holds.
     *
     * @return the count
     */
    public int size() {
        return size;
    }

    /** Drops the last value. */
    public void removeLast() {
        size--;
    }

    /**
     * Its values, in order, in a new array.
     *
     * @return a copy
     */
    public int[] toArray() {
        return Arrays.copyOf(values, size);
    }

    /**
     * The bytes its array takes, room to grow included.
     *
     * @return the bytes
     */
    public long bytes() {
        return 16L + 4L * values.length;
    }
}
