package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The player as a debugger of commits: breakpoints that stop a tick before a commit step entering or
 * exiting a watched state, or at its end after an error, a divergence or a discard; and the commit
 * taken one step at a time (F7), with a snapshot before it and after each step. Every step goes
 * through the run ({@link GraphRun#commitStep()}), so a commit stepped calls what the whole tick calls. Part of a
 * {@link PlayerSession}, which records the snapshots and owns the clock it pauses.
 */
final class CommitDebugger {

    /** What the debugger needs of the session it belongs to. */
    interface Session {
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

    CommitDebugger(Session session) {
        this.session = session;
    }

    /** A new run: nothing stepped, no break. The breakpoints stay (they belong to the session). */
    void newRun() {
        commitSteps.clear();
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
    boolean stoppedBeforeTick(GraphRun run, TickSnapshot live) {
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
            run.commitStep();
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
    void resumed() {
        lastBreak = null;
    }

    /** After a tick that goes on: stops on an error, a divergence or a discard if watched. */
    void afterTick(TickSnapshot live, boolean newError) {
        breakpoints.afterTick(live, newError).ifPresent(this::breakHere);
    }

    private void breakHere(String words) {
        session.pause();
        lastBreak = words;
    }

    /**
     * See {@link PlayerSession#stepCommit()}; {@code live} is the session's latest snapshot. A step
     * taken leaves the break behind: its words were of the moment before it.
     */
    CommitStep stepCommit(GraphRun run, TickSnapshot live) {
        if (commitSteps.isEmpty()) {
            commitSteps.add(beforeCommit(live, run.nextTick()));
        }
        CommitStep step = run.commitStep(); // through the run: the step begins its tick as a whole tick does
        TickSnapshot after = session.record(run.nextTick());
        if (step != CommitStep.NONE) {
            commitSteps.add(after);
            lastBreak = null;
        }
        return step;
    }

    /** Whether a step of the coming tick's commit has been taken (F7 or up to a breakpoint): the tick has begun. */
    boolean commitBegun() {
        return commitSteps.size() > 1;
    }

    Breakpoints breakpoints() {
        return breakpoints;
    }

    Optional<String> lastBreak() {
        return Optional.ofNullable(lastBreak);
    }

    List<TickSnapshot> commitSteps() {
        return List.copyOf(commitSteps);
    }
}
