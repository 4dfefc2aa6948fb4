package dev.stagestack.runtime.debug;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A run as a debugger of commits, the player's and the web page's: breakpoints that stop a tick before a commit step entering or
 * exiting a watched state, or at its end after an error, a divergence or a discard; and the commit
 * taken one step at a time (F7), with a snapshot before it and after each step. Every step goes
 * through the run ({@link GraphRun#commitStep()}), so a commit stepped calls what the whole tick calls. Part of a
 * host's session (the player's, the web page's), which records the snapshots and owns the clock it pauses.
 */
public final class CommitDebugger {

    /** What the debugger needs of the session it belongs to. */
    public interface Session {
        /** Records the stack as it is now, as of {@code tick}, and returns the snapshot. */
        TickSnapshot record(long tick);

        /** Pauses the session's clock. */
        void pause();
    }

    private final Session session;
    private final Breakpoints breakpoints = new Breakpoints();
    private final List<TickSnapshot> commitSteps = new ArrayList<>();
    private String lastBreak;
    private Entry passingBreak;
    private CommitStep lastStep = CommitStep.NONE;

    /** A debugger of the runs of {@code session}, with no breakpoint set. */
    public CommitDebugger(Session session) {
        this.session = session;
    }

    /** A new run: nothing stepped, no break. The breakpoints stay (they belong to the session). */
    public void newRun() {
        commitSteps.clear();
        lastStep = CommitStep.NONE;
        lastBreak = null;
        passingBreak = null;
    }

    /**
     * Before a whole tick: forgets the last break, then steps the coming commit (or the rest of one
     * begun with F7 or at a breakpoint) up to a watched step; true when it stopped there (the commit
     * left half done, as F7 leaves it, the clock paused; the next tick takes that step). The moments
     * of the commit's steps taken up to there are kept, as F7 keeps them, so Step back walks them
     * and numbers them as the log does; otherwise the tick goes on and they are forgotten.
     */
    public boolean stoppedBeforeTick(GraphRun run, TickSnapshot live) {
        lastBreak = null;
        List<TickSnapshot> moments =
                new ArrayList<>(commitBegun() ? commitSteps : List.of(beforeCommit(live, run.nextTick())));
        commitSteps.clear();
        return breakpoints.watchesSteps() && stoppedBeforeAStep(run, moments);
    }

    /** Steps the commit up to a watched step; {@code moments} are those of the commit so far, the step moments are added. */
    private boolean stoppedBeforeAStep(GraphRun run, List<TickSnapshot> moments) {
        StateStack stack = run.stack();
        for (int steps = 0; steps < StackOptions.DEFAULT_MAX_STEPS && !stack.settled(); steps++) {
            Optional<Breakpoints.Hit> hit = breakpoints.beforeStep(stack);
            if (hit.isPresent() && hit.get().entry() != passingBreak) {
                passingBreak = hit.get().entry();
                if (moments.size() == 1) {
                    session.record(run.nextTick()); // the live moment is of the commit's tick
                }
                commitSteps.addAll(moments);
                breakHere(hit.get().words());
                return true;
            }
            passingBreak = null;
            lastStep = run.commitStep();
            moments.add(session.record(run.nextTick()));
        }
        return false;
    }

    /**
     * The moment before the first step of tick {@code tick}'s commit: the chains of {@code live}, the
     * latest tick's end, named by the tick whose commit it begins (as the trace numbers that commit's lines).
     */
    private static TickSnapshot beforeCommit(TickSnapshot live, long tick) {
        return new TickSnapshot(tick, live.head(), live.staging(), List.of(), List.of(), live.restarting());
    }

    /** The run goes on after a break: the break's words are no longer current. */
    public void resumed() {
        lastBreak = null;
    }

    /** After a tick that goes on: stops on an error, a divergence or a discard if watched. */
    public void afterTick(TickSnapshot live, boolean newError) {
        breakpoints.afterTick(live, newError).ifPresent(this::breakHere);
    }

    private void breakHere(String words) {
        session.pause();
        lastBreak = words;
    }

    /**
     * Takes one step of the next tick's commit through the run (F7), keeping the moment after it;
     * {@code live} is the session's latest snapshot. {@link CommitStep#NONE} when head and staging
     * agree. A step taken leaves the break behind: its words were of the moment before it.
     */
    public CommitStep stepCommit(GraphRun run, TickSnapshot live) {
        if (commitSteps.isEmpty()) {
            commitSteps.add(beforeCommit(live, run.nextTick()));
        }
        CommitStep step = run.commitStep(); // through the run: the step begins its tick as a whole tick does
        TickSnapshot after = session.record(run.nextTick());
        if (step != CommitStep.NONE) {
            lastStep = step;
            commitSteps.add(after);
            lastBreak = null;
        }
        return step;
    }

    /** Whether a step of the coming tick's commit has been taken (F7 or up to a breakpoint): the tick has begun. */
    public boolean commitBegun() {
        return commitSteps.size() > 1;
    }

    /** The breakpoints, set by the host's view; they stay from run to run. */
    public Breakpoints breakpoints() {
        return breakpoints;
    }

    /** What the last breakpoint hit said ({@code before entering boss-dialog#5}), until the run goes on. */
    public Optional<String> lastBreak() {
        return Optional.ofNullable(lastBreak);
    }

    /**
     * The commit being stepped, one snapshot per moment: before its first step, then after each step
     * taken so far (with F7 or up to a breakpoint); empty when no commit is being stepped.
     */
    public List<TickSnapshot> commitSteps() {
        return List.copyOf(commitSteps);
    }

    /** The kind of the latest step taken of the commit being stepped ({@link CommitStep#NONE} before the first). */
    public CommitStep lastStep() {
        return commitBegun() ? lastStep : CommitStep.NONE;
    }
}
