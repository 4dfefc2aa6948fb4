package dev.stagestack.runtime;

/**
 * How far the game's own loading has come (level data, a save, a server): one per stack, reached
 * from behaviours with {@link Context#loading()} and from hosts with {@link StateStack#loading()}.
 * Any thread may report — typically a loader a loading state started in {@code enter} — and any
 * thread may read, so a loading state's {@code draw} can paint a bar while the loader works and
 * the player shows the line in its overlay. A snapshot is consistent: {@link #snapshot()}.
 *
 * <pre>{@code
 * public void enter(Context c) {
 *     LoadingProgress loading = c.loading();
 *     loading.start(levels.size(), "levels");
 *     new Thread(() -> {
 *         for (String level : levels) { read(level); loading.advance(level); }
 *         loading.finish();
 *         run.signal("loaded");            // thread-safe: the graph's transition replaces this state
 *     }).start();
 * }
 * }</pre>
 */
public final class LoadingProgress {

    /**
     * One consistent reading.
     *
     * @param active  whether loading has started and not finished
     * @param done    steps finished
     * @param total   steps in all; 0 when unknown
     * @param current what is being loaded, or what was loaded last; never null
     */
    public record Snapshot(boolean active, int done, int total, String current) {

        /** @return {@code done / total} between 0 and 1, or 0 when the total is unknown */
        public double fraction() {
            return total <= 0 ? 0 : Math.min(1.0, (double) done / total);
        }

        /** @return one line for a host to show: {@code 2 of 3 (67 %) — level-2.json}, or {@code 2 done — ...} without a total */
        public String describe() {
            String count =
                    total > 0 ? done + " of " + total + " (" + Math.round(fraction() * 100) + " %)" : done + " done";
            return current.isEmpty() ? count : count + " — " + current;
        }
    }

    private static final Snapshot IDLE = new Snapshot(false, 0, 0, "");

    private volatile Snapshot state = IDLE;

    /** Creates progress that has not started. */
    public LoadingProgress() {}

    /**
     * Starts (or starts again) a load of {@code total} steps.
     *
     * @param total how many steps; 0 when unknown
     * @param what  what is loading, e.g. {@code "level 3"}
     */
    public synchronized void start(int total, String what) {
        state = new Snapshot(true, 0, Math.max(0, total), text(what));
    }

    /**
     * One more step is done.
     *
     * @param what what was just loaded
     */
    public synchronized void advance(String what) {
        Snapshot s = state;
        state = new Snapshot(true, s.done() + 1, s.total(), text(what));
    }

    /** Loading is over: {@link Snapshot#active()} turns false, the counts stay readable. */
    public synchronized void finish() {
        Snapshot s = state;
        state = new Snapshot(false, s.total() > 0 ? s.total() : s.done(), s.total(), s.current());
    }

    /** @return the progress as it is now, all fields from one moment */
    public Snapshot snapshot() {
        return state;
    }

    private static String text(String what) {
        return what == null ? "" : what;
    }
}
