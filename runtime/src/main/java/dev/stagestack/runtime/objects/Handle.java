package dev.stagestack.runtime.objects;

/**
 * Handles of an {@link ObjectStore}, packed in a {@code long}: the slot index in the low 24 bits, the
 * issuing store's tag in the next 16, the slot's generation (1 or more) in the high 24. A packed
 * {@code long} costs no allocation per lookup. A handle is only meaningful to the store that issued
 * it: another store answers {@code null}/{@code false} for it, as long as the two stores were created
 * fewer than 65,535 stores apart (tags are given out in turn and then reused).
 */
public final class Handle {

    /** A value that no store ever issues: "no object". */
    public static final long NONE = 0L;

    /** The most slots a store has: 16,777,216. */
    public static final int MAX_SLOTS = 1 << 24;

    /** The highest generation a slot reaches before it is retired. */
    public static final int MAX_GENERATION = (1 << 24) - 1;

    static final int TAGS = 1 << 16;

    private static final long SLOT_MASK = MAX_SLOTS - 1;
    private static final int TAG_SHIFT = 24;
    private static final int GENERATION_SHIFT = 40;

    private Handle() {}

    /**
     * Packs a slot and a generation.
     *
     * @param slot       the slot index, not negative
     * @param generation the slot's generation, at least 1
     * @return the handle
     */
    static long of(int slot, int generation) {
        return of(slot, generation, 0);
    }

    /** Packs a slot, a generation and the issuing store's tag (0 to 65,535). */
    static long of(int slot, int generation, int store) {
        return ((long) generation << GENERATION_SHIFT) | ((long) store << TAG_SHIFT) | (slot & SLOT_MASK);
    }

    /** The handle without its slot: its generation and store tag, in place, for one comparison. */
    static long stampOf(long handle) {
        return handle & ~SLOT_MASK;
    }

    /**
     * @param handle a handle
     * @return its slot index
     */
    public static int slot(long handle) {
        return (int) (handle & SLOT_MASK);
    }

    /**
     * @param handle a handle
     * @return the tag of the store that issued it
     */
    public static int store(long handle) {
        return (int) (handle >>> TAG_SHIFT) & (TAGS - 1);
    }

    /**
     * @param handle a handle
     * @return its generation
     */
    public static int generation(long handle) {
        return (int) (handle >>> GENERATION_SHIFT);
    }

    /**
     * Writes a handle for people: {@code slot@generation}, or {@code none}.
     *
     * @param handle a handle
     * @return e.g. {@code 12@3}
     */
    public static String toString(long handle) {
        return handle == NONE ? "none" : slot(handle) + "@" + generation(handle);
    }
}
