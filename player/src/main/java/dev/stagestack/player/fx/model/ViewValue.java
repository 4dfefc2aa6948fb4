package dev.stagestack.player.fx.model;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * One value the player's view shows, observable without a toolkit: a part of the view watches it
 * and is told the value now and each time it changes (an equal value is no change). The
 * {@link PlayerViewModel} sets it; single-threaded, like the session it comes from.
 *
 * @param <T> what is shown; null where the view shows nothing (a hidden banner)
 */
public final class ViewValue<T> {

    private final List<Consumer<? super T>> watchers = new CopyOnWriteArrayList<>();
    /** Whether only another instance is a change (a snapshot: each tick's is new), not an unequal value. */
    private final boolean byInstance;

    private T value;

    ViewValue(T initial) {
        this(initial, false);
    }

    private ViewValue(T initial, boolean byInstance) {
        this.value = initial;
        this.byInstance = byInstance;
    }

    /** A value whose every new instance is a change, even when equal to the last (each a moment of its own). */
    static <T> ViewValue<T> byInstance(T initial) {
        return new ViewValue<>(initial, true);
    }

    /** The value as of the latest refresh. */
    public T get() {
        return value;
    }

    /** Tells {@code watcher} the value now and after each change; returns what stops it. */
    public Runnable watch(Consumer<? super T> watcher) {
        watchers.add(watcher);
        watcher.accept(value);
        return () -> watchers.remove(watcher);
    }

    /** Runs {@code watcher} now and after each change of any of {@code values} (a part that shows several). */
    public static void watchAll(Runnable watcher, ViewValue<?>... values) {
        for (ViewValue<?> v : values) {
            v.watchers.add(changed -> watcher.run());
        }
        watcher.run();
    }

    /** Takes {@code next} without telling anyone yet; whether it is a change ({@link #tell()} then). */
    boolean update(T next) {
        if (value == next || !byInstance && Objects.equals(value, next)) {
            return false;
        }
        value = next;
        return true;
    }

    /** Tells the watchers the value: after all the values of a refresh are set, so each sees them all current. */
    void tell() {
        T now = value;
        watchers.forEach(w -> w.accept(now));
    }
}
