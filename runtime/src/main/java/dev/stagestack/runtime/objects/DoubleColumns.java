package dev.stagestack.runtime.objects;

import java.util.Arrays;

/**
 * {@code double} components of the objects of one {@link ObjectStore}, one plain array per
 * component ("struct of arrays"), kept in the store's dense order: row {@code r} of every column
 * belongs to the object at dense index {@code r}. A pass over the columns runs at the speed of a
 * loop over plain {@code double[]} arrays, where a pass over the objects themselves is bound by
 * reading whole objects (docs/BENCHMARKS.md, "Object store").
 *
 * <p>Made by {@link ObjectStore#doubleColumns(int)}. The store keeps the rows in step: an added
 * object gets a zeroed row at the end, a removal moves the last row into the hole (as it moves
 * the last object). Find an object's row with {@link ObjectStore#row(long)}; rows in use are
 * {@code 0 .. store.rows() - 1}. A column array may be replaced when the store grows, so read it
 * again with {@link #column(int)} after adding objects; never keep a row number across a removal.
 *
 * <p>Not thread-safe, like its store.
 */
public final class DoubleColumns {

    private final double[][] columns;

    DoubleColumns(int width, int capacity) {
        if (width < 1) {
            throw new IllegalArgumentException("a store needs at least one column, asked for " + width);
        }
        columns = new double[width][capacity];
    }

    /** How many columns (components per object) there are. */
    public int width() {
        return columns.length;
    }

    /**
     * The array of component {@code component}, indexed by row; only rows {@code 0 .. store.rows() - 1} are in use.
     *
     * @param component 0 to {@link #width()} - 1
     * @return the column itself (writes go straight to the objects' components)
     */
    public double[] column(int component) {
        return columns[component];
    }

    void grow(int capacity) {
        for (int c = 0; c < columns.length; c++) {
            columns[c] = Arrays.copyOf(columns[c], capacity);
        }
    }

    void zero(int row) {
        for (double[] column : columns) {
            column[row] = 0;
        }
    }

    void move(int from, int to) {
        for (double[] column : columns) {
            column[to] = column[from];
        }
    }
}
