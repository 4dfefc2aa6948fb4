package dev.stagestack.runtime.look;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.runtime.Callback;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StagingEdit;
import dev.stagestack.runtime.StateStack;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * What a stack's entries did that the player and the web page show (docs/player.md "What you see"): how
 * many ticks each entry has been updated — its {@code active} callback as head, or {@code inactive} while
 * covered with policy {@code update} — which moves its {@linkplain MotionIndicator motion indicator}, and
 * the entries discarded (pushed and popped before any commit, so no callback of theirs ever ran) since
 * they were last taken, which the chain shows struck through in a row underneath. Add it to a run as a
 * listener. Memory stays bounded: an entry's count is dropped when it is unloaded or discarded.
 *
 * @param <R> how a discarded entry is kept: entries are pooled, so it is named when it is discarded
 */
public final class EntryActivity<R> implements StackListener {

    private final BiFunction<String, Integer, R> naming;
    private final Map<Integer, long[]> updates = new HashMap<>();
    private final List<R> discarded = new ArrayList<>();

    /** Keeps each discarded entry as {@code naming} makes it from its state id and serial. */
    public EntryActivity(BiFunction<String, Integer, R> naming) {
        this.naming = naming;
    }

    @Override
    public void edited(StateStack stack, StagingEdit edit, Entry entry) {
        if (edit == StagingEdit.DISCARD) {
            discarded.add(naming.apply(entry.stateId(), entry.serial()));
            updates.remove(entry.serial());
        }
    }

    @Override
    public void callback(StateStack stack, Callback callback, Entry entry) {
        switch (callback) {
            case ACTIVE -> count(entry);
            case INACTIVE -> {
                if (entry.type().covered() == CoveredPolicy.UPDATE) {
                    count(entry);
                }
            }
            case UNLOAD -> updates.remove(entry.serial());
            default -> {}
        }
    }

    /** How many ticks the entry of {@code serial} has been updated; 0 for one never updated or gone. */
    public long updates(int serial) {
        long[] n = updates.get(serial);
        return n == null ? 0 : n[0];
    }

    /** The entries discarded since the last call, in the order they were discarded; forgets them. */
    public List<R> takeDiscarded() {
        List<R> gone = discarded.isEmpty() ? List.of() : List.copyOf(discarded);
        discarded.clear();
        return gone;
    }

    /** Forgets everything: a new run. */
    public void reset() {
        updates.clear();
        discarded.clear();
    }

    private void count(Entry entry) {
        updates.computeIfAbsent(entry.serial(), k -> new long[1])[0]++;
    }
}
