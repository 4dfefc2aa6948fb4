package dev.stagestack.runtime.objects;

/**
 * Handles of an {@link ObjectStore}, packed in a {@code long}: the slot
 * index in the low 32 bits, the slot's generation (1 or more) in the high
 * 32 bits. A packed {@code long} costs no allocation per lookup. A handle is
 * only meaningful to the store that issued it.
 */
public final class Handle {

    /** A value that no store ever issues: "no object". */
    public static final long NONE = 0L;

    private static final long SLOT_MASK = 0xFFFF_FFFFL;

    private Handle() {
    }

    /**
     * Packs a slot and a generation.
     *
     * @param slot       the slot index, not negative
     * @param generation the slot's generation, at least 1
     * @return the handle
     */
    static long of(int slot, int generation) {
        return ((long) generation << 32) | (slot & SLOT_MASK);
    }

    /**
     * @param handle a handle
     * @return its slot index
     */
    public static int slot(long handle) {
        return (int) handle;
    }

    /**
     * @param handle a handle
     * @return its generation
     */
    public static int generation(long handle) {
        return (int) (handle >>> 32);
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
