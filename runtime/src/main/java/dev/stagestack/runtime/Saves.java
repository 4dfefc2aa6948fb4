package dev.stagestack.runtime;

import java.util.Map;

/**
 * What a behaviour keeps across a save game (docs/semantics.md §20, docs/library.md "Save games"): a
 * behaviour that implements it is asked, at {@code snapshot()}, for the JSON-like values its entry needs
 * again, and is handed them back when a restore rebuilds the entry, right after its {@code init} and before
 * its {@code enter}. A behaviour without it is restored from its push data alone.
 *
 * <p>The entry's {@link Context#objects() store} is saved through it too: every object of the store that is a
 * {@link SavedObject} is saved, in the store's order, and {@link #restoreObject} makes each one again.
 */
public interface Saves {

    /**
     * What this entry keeps: JSON-like values only ({@code String}, {@code Boolean}, numbers, {@code null},
     * {@code List}, {@code Map}; docs/semantics.md §2). Called by {@code snapshot()}, between ticks, for
     * every entry of the stack that has been entered; it must change nothing.
     *
     * @param context the entry's context
     * @return the values to save; an empty map saves nothing
     */
    Map<String, Object> save(Context context);

    /**
     * Takes back what {@link #save} gave, on the restored entry: called after {@code load} and {@code init},
     * before {@code enter}, once the store's objects have been made again ({@link #restoreObject}). Requests
     * made here are refused (error {@code restoring}): the save already holds the stack they led to.
     *
     * @param context the restored entry's context
     * @param saved   a deep, unmodifiable copy of what {@link #save} gave; empty when it gave nothing
     */
    void restore(Context context, Map<String, Object> saved);

    /**
     * Makes one object of the entry's store again from what its {@link SavedObject#save()} gave; the restore
     * adds it to the store, in the saved order. By default nothing is made again.
     *
     * @param context the restored entry's context
     * @param saved   the object's saved value
     * @return the object to add to the store, or null to leave it out
     */
    default EntryObject restoreObject(Context context, Object saved) {
        return null;
    }

    /**
     * The {@code Saves} of a behaviour: the behaviour itself, or the one a {@link BehaviorWrapper} wraps
     * (a graph run wraps behaviours whose states declare assets); null when it saves nothing.
     *
     * @param behavior an entry's behaviour
     * @return its {@code Saves}, or null
     */
    static Saves of(Behavior behavior) {
        Behavior b = behavior;
        while (!(b instanceof Saves) && b instanceof BehaviorWrapper wrapper) {
            b = wrapper.wrapped();
        }
        return b instanceof Saves saves ? saves : null;
    }
}
