package dev.stagestack.runtime.debug;

import dev.stagestack.runtime.Callback;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StagingEdit;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.look.EntryActivity;
import java.util.ArrayList;
import java.util.List;

/**
 * Watches a stack and turns it into what the player shows: chain snapshots that share
 * unchanged entries and chains with the previous snapshot, the entries discarded since the
 * last snapshot, and how often each entry was updated (the motion indicator), both counted by the
 * runtime's {@link EntryActivity} as the web page counts them. Memory stays bounded: per-entry counters
 * are dropped when the entry is unloaded or discarded.
 */
public final class ChainRecorder implements StackListener {

    private final EntryActivity<EntryRef> activity = new EntryActivity<>(EntryRef::new);
    private ChainSnapshot lastHead = ChainSnapshot.EMPTY;
    private ChainSnapshot lastStaging = ChainSnapshot.EMPTY;
    private Entry drawing;

    @Override
    public void edited(StateStack stack, StagingEdit edit, Entry entry) {
        activity.edited(stack, edit, entry);
    }

    @Override
    public void callback(StateStack stack, Callback callback, Entry entry) {
        activity.callback(stack, callback, entry);
        if (callback == Callback.DRAW) {
            drawing = entry;
        }
    }

    /** The entry whose {@code draw} callback runs now, or null outside the draw walk. */
    public Entry drawing() {
        return drawing;
    }

    /** Marks the end of a draw walk. */
    public void drawDone() {
        drawing = null;
    }

    /** How many ticks the entry of {@code serial} has been updated. */
    public long updates(int serial) {
        return activity.updates(serial);
    }

    /** A snapshot of the stack now, with the discards and log lines since the previous one. */
    public TickSnapshot snapshot(StateStack stack, long tick, List<LogLine> log) {
        lastHead = headChain(stack, lastHead);
        lastStaging = stagingChain(stack, lastStaging, lastHead);
        return new TickSnapshot(
                tick, lastHead, lastStaging, activity.takeDiscarded(), log, restarting(stack, lastHead));
    }

    /** The lowest head entry flagged for restart (the one the next restart step frees and inits), or null. */
    private static EntryRef restarting(StateStack stack, ChainSnapshot head) {
        for (int level = 0; level < stack.headDepth(); level++) {
            if (stack.headAt(level).restartFlagged()) {
                return head.bottomUp().get(level);
            }
        }
        return null;
    }

    /** Forgets everything: a new run. */
    public void reset() {
        activity.reset();
        lastHead = ChainSnapshot.EMPTY;
        lastStaging = ChainSnapshot.EMPTY;
        drawing = null;
    }

    private static ChainSnapshot headChain(StateStack stack, ChainSnapshot previous) {
        int depth = stack.headDepth();
        List<EntryRef> refs = new ArrayList<>(depth);
        for (int level = 0; level < depth; level++) {
            refs.add(share(stack.headAt(level), level, previous));
        }
        return sameAs(previous, refs) ? previous : new ChainSnapshot(refs);
    }

    private static ChainSnapshot stagingChain(StateStack stack, ChainSnapshot previous, ChainSnapshot head) {
        List<Entry> topDown = new ArrayList<>();
        for (Entry e = stack.staging(); e != null; e = e.parent()) {
            topDown.add(e);
        }
        List<EntryRef> refs = new ArrayList<>(topDown.size());
        for (int level = 0; level < topDown.size(); level++) {
            Entry e = topDown.get(topDown.size() - 1 - level);
            EntryRef fromHead = level < head.depth() ? head.bottomUp().get(level) : null;
            refs.add(fromHead != null && matches(fromHead, e) ? fromHead : share(e, level, previous));
        }
        if (sameAs(head, refs)) {
            return head;
        }
        return sameAs(previous, refs) ? previous : new ChainSnapshot(refs);
    }

    private static EntryRef share(Entry e, int level, ChainSnapshot previous) {
        if (level < previous.depth() && matches(previous.bottomUp().get(level), e)) {
            return previous.bottomUp().get(level);
        }
        return new EntryRef(e.stateId(), e.serial());
    }

    private static boolean matches(EntryRef ref, Entry e) {
        return ref.serial() == e.serial() && ref.stateId().equals(e.stateId());
    }

    private static boolean sameAs(ChainSnapshot chain, List<EntryRef> refs) {
        return chain.bottomUp().equals(refs);
    }
}
