package dev.stagestack.model.check;

import java.util.Arrays;

/**
 * An insertion-ordered set of longs (open addressing) that numbers its values 0, 1, 2... in the order
 * they were added: no boxing, and iteration in insertion order keeps the analysis deterministic.
 */
final class LongSet {

    private int[] table = newTable(16);
    private long[] items = new long[8];
    private int size;

    private static int[] newTable(int capacity) {
        int[] t = new int[capacity];
        Arrays.fill(t, -1);
        return t;
    }

    /** Adds {@code value}; true when it was not there yet. */
    boolean add(long value) {
        int before = size;
        return number(value) == before;
    }

    /** The number of {@code value}, adding it (with the next number) when it is new. */
    int number(long value) {
        if (size * 2 >= table.length) {
            grow();
        }
        int mask = table.length - 1;
        int i = spread(value) & mask;
        for (; table[i] >= 0; i = (i + 1) & mask) {
            if (items[table[i]] == value) {
                return table[i];
            }
        }
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size] = value;
        table[i] = size;
        return size++;
    }

    boolean contains(long value) {
        int mask = table.length - 1;
        for (int i = spread(value) & mask; table[i] >= 0; i = (i + 1) & mask) {
            if (items[table[i]] == value) {
                return true;
            }
        }
        return false;
    }

    int size() {
        return size;
    }

    /** The value numbered {@code i}. */
    long get(int i) {
        return items[i];
    }

    private void grow() {
        int[] old = table;
        table = newTable(old.length * 2);
        int mask = table.length - 1;
        for (int position : old) {
            if (position >= 0) {
                int i = spread(items[position]) & mask;
                while (table[i] >= 0) {
                    i = (i + 1) & mask;
                }
                table[i] = position;
            }
        }
    }

    private static int spread(long v) {
        long h = v * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
