package dev.stagestack.runtime.fx.model;

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
 * taken one step at a time (F7), with a snapshot before it and after each step. Part of a
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
     * Before a whole tick: forgets the last break and the stepped commit, then steps the coming
     * commit up to a watched step; true when it stopped there (the commit left half done, as F7
     * leaves it, the clock paused; the next tick takes that step).
     */
    boolean stoppedBeforeTick(GraphRun run) {
        lastBreak = null;
        commitSteps.clear();
        return breakpoints.watchesSteps() && stoppedBeforeAStep(run);
    }

    private boolean stoppedBeforeAStep(GraphRun run) {
        StateStack stack = run.stack();
        stack.setTick(run.nextTick());
        for (int steps = 0; steps < StackOptions.DEFAULT_MAX_STEPS && !stack.settled(); steps++) {
            Optional<Breakpoints.Hit> hit = breakpoints.beforeStep(stack);
            if (hit.isPresent() && hit.get().entry() != passingBreak) {
                passingBreak = hit.get().entry();
                session.record(run.nextTick());
                breakHere(hit.get().words());
                return true;
            }
            passingBreak = null;
            stack.commitStep();
        }
        return false;
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

    /** See {@link PlayerSession#stepCommit()}; {@code live} is the session's latest snapshot. */
    CommitStep stepCommit(GraphRun run, TickSnapshot live) {
        StateStack stack = run.stack();
        stack.setTick(run.nextTick());
        if (commitSteps.isEmpty()) {
            commitSteps.add(live);
        }
        CommitStep step = stack.commitStep();
        TickSnapshot after = session.record(run.nextTick());
        if (step != CommitStep.NONE) {
            commitSteps.add(after);
        }
        return step;
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
