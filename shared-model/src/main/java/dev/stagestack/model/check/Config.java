package dev.stagestack.model.check;

/**
 * Abstract commit configuration, packed in a long: the state of the head entry {@code h}, the state
 * of the staging top {@code s} (either may be the bottom number: empty), and the heights {@code d}
 * of head and {@code e} of staging above their deepest common entry. {@code d == e == 0} means
 * head == staging; {@code d == 0 < e}: head is below staging (advance); {@code d > 0}: retreat.
 * Heights 0..3 are exact; {@link #SOME} means "some height of at least 1".
 */
final class Config {

    static final int SOME = 4;

    private Config() {}

    static long of(int head, int staging, int d, int e) {
        return ((long) head << 32) | ((long) staging << 6) | ((long) d << 3) | e;
    }

    static int head(long c) {
        return (int) (c >>> 32);
    }

    static int staging(long c) {
        return (int) ((c >>> 6) & 0x3FFFFFF);
    }

    static int d(long c) {
        return (int) ((c >>> 3) & 7);
    }

    static int e(long c) {
        return (int) (c & 7);
    }

    static boolean synced(long c) {
        return d(c) == 0 && e(c) == 0;
    }

    static int up(int height) {
        return height + 1 >= SOME ? SOME : height + 1;
    }

    /** The heights one lower than {@code height >= 1}: exact, or 0 and {@link #SOME} for SOME. */
    static int[] down(int height) {
        return height == SOME ? new int[] {0, SOME} : new int[] {height - 1};
    }

    /** Whether a configuration can exist: equal pointers share a state; a positive height is an entry. */
    static boolean possible(int head, int staging, int d, int e, int bottom) {
        if (d == 0 && e == 0) {
            return head == staging;
        }
        return (d == 0 || head != bottom) && (e == 0 || staging != bottom);
    }
}
