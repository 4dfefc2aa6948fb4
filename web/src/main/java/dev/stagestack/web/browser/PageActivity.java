package dev.stagestack.web.browser;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.look.EntryActivity;
import java.util.List;

/**
 * What the live run's entries did, counted as the player counts it ({@link EntryActivity}): how many ticks
 * each was updated, for its card's motion indicator, and the entries discarded at the run's latest moment —
 * its last tick, or the last step of a commit taken with F7, the moments the player's overlay shows — for
 * the row struck through under the chain (docs/player.md "What you see").
 */
final class PageActivity implements StackListener {

    private final EntryActivity<DiscardedEntry> activity = new EntryActivity<>(DiscardedEntry::new);
    private List<DiscardedEntry> latest = List.of();
    private boolean stepTaken;

    /** Counts what {@code run} does from now on. */
    void watch(GraphRun run) {
        run.addListener(activity);
        run.addListener(this);
    }

    @Override
    public void stepped(StateStack stack, CommitStep step, Entry entry) {
        stepTaken = true;
    }

    /** A tick has run: its discards are the latest moment's. */
    void tickDone() {
        latest = activity.takeDiscarded();
        stepTaken = false;
    }

    /** The run is shown again, after a commit step taken with F7 or leaving time travel: a step is a moment. */
    void shownAgain() {
        if (stepTaken) {
            tickDone();
        }
    }

    /** The entries discarded at the latest moment, in the order they were discarded. */
    List<DiscardedEntry> discarded() {
        return latest;
    }

    /** How many ticks the entry of {@code serial} has been updated. */
    long updates(int serial) {
        return activity.updates(serial);
    }
}
