package dev.stagestack.runtime;

import java.util.Arrays;

/**
 * Moves head towards staging (docs/semantics.md §3) and runs the tick and frame walks (§4.2, §6).
 * Owns the head chain as an array, bottom first, so walks need neither recursion nor allocation.
 */
final class Committer {

    private final StateStack stack;
    private final StackEvents events;
    private final EffectTracker effects;
    private final StepTable steps = new StepTable();
    private Entry[] headChain = new Entry[8];
    private int headDepth;
    /** The top of {@link #headChain}, kept apart because every tick reads it. */
    private Entry head;

    private int flaggedCount;
    private boolean busy;
    private StateType[] entered;
    private int[] enteredStamp;
    private int enteredCount;
    private int commitStamp;
    private long stepsTick = Long.MIN_VALUE;
    private int stepsInTick;

    Committer(StateStack stack, StackEvents events, EffectTracker effects, int stateCount) {
        this.stack = stack;
        this.events = events;
        this.effects = effects;
        this.entered = new StateType[stateCount];
        this.enteredStamp = new int[stateCount];
    }

    Entry head() {
        return head;
    }

    /**
     * The stack's states were reloaded (docs/semantics.md §19): size the table of states entered for
     * {@code stateCount} states, and read each head level's covered triggers again from its entry's binding.
     */
    void statesChanged(int stateCount) {
        entered = new StateType[stateCount];
        enteredStamp = new int[stateCount];
        enteredCount = 0;
        for (int level = 0; level < headDepth; level++) {
            Entry e = headChain[level];
            steps.leave(level);
            steps.enter(level, e, stack.hasState(e.type) ? stack.triggersWhenCovered(e.type) : null);
        }
    }

    int headDepth() {
        return headDepth;
    }

    Entry headAt(int level) {
        if (level < 0 || level >= headDepth) {
            throw new IndexOutOfBoundsException("level " + level + " of a head chain of " + headDepth);
        }
        return headChain[level];
    }

    boolean settled() {
        return head() == stack.staging() && flaggedCount == 0;
    }

    void flag(Entry entry) {
        if (!entry.restartFlagged) {
            entry.restartFlagged = true;
            flaggedCount++;
        }
    }

    void unflag(Entry entry) {
        if (entry.restartFlagged) {
            entry.restartFlagged = false;
            flaggedCount--;
        }
    }

    void requireIdle() {
        if (busy) {
            throw new IllegalStateException("the stack cannot be committed, stepped or drawn from inside a callback");
        }
    }

    CommitStep stepOnce() {
        requireIdle();
        busy = true;
        try {
            return takeStep();
        } finally {
            busy = false;
        }
    }

    /**
     * Commits until settled. Once the run is quitting no request can change staging, so the rest
     * of the commit is retreats only and always ends: the step limit then no longer applies, so a
     * runaway can never undo the teardown that {@code quit} asked for (docs/semantics.md §3).
     */
    boolean commitAll() {
        requireIdle();
        if (settled()) {
            effects.commitOver(reportCommitted());
            return true;
        }
        busy = true;
        try {
            commitStamp++;
            enteredCount = 0;
            int steps = 0;
            while (!settled()) {
                if (steps >= stack.options().maxSteps() && !stack.quitting()) {
                    stopRunaway(steps);
                    effects.commitOver(false);
                    return false;
                }
                takeStep();
                steps++;
            }
            effects.commitOver(reportCommitted());
            return true;
        } finally {
            busy = false;
        }
    }

    /** Tells listeners the tick's commit is done and how many steps it took, those taken one at a time included. */
    private boolean reportCommitted() {
        if (stepsInTick > 0 && stepsTick == stack.tick()) {
            events.committed(stepsInTick);
            stepsInTick = 0;
            return true;
        }
        return false;
    }

    private void countStep(CommitStep step) {
        if (step == CommitStep.NONE) {
            return;
        }
        if (stepsTick != stack.tick()) {
            stepsTick = stack.tick();
            stepsInTick = 0;
        }
        stepsInTick++;
    }

    void walkActive() {
        requireIdle();
        busy = true;
        try {
            int top = headDepth - 1;
            events.stepCovered(steps, top);
            if (top >= 0) {
                head.activeTicks++;
                events.stepHead(head);
            }
        } finally {
            busy = false;
        }
    }

    void walkDraw(Surface surface) {
        requireIdle();
        busy = true;
        try {
            int top = headDepth - 1;
            for (int i = 0; i <= top; i++) {
                Entry e = headChain[i];
                if (i == top || e.type.covered().drawnWhenCovered()) {
                    events.invoke(Callback.DRAW, e, surface);
                }
            }
        } finally {
            busy = false;
        }
    }

    private CommitStep takeStep() {
        CommitStep step = nextStep();
        countStep(step);
        return step;
    }

    private CommitStep nextStep() {
        Entry head = head();
        if (head != stack.staging()) {
            Entry next = childOfHeadOnStaging(head);
            return next == null ? retreat(head) : advance(head, next);
        }
        return flaggedCount > 0 ? restartLowest() : CommitStep.NONE;
    }

    /** The staging entry whose parent is head, or null when head is not an ancestor of staging. */
    private Entry childOfHeadOnStaging(Entry head) {
        Entry e = stack.staging();
        int headLevel = head == null ? 0 : head.depth;
        if (e == null || e.depth <= headLevel) {
            return null;
        }
        while (e.depth > headLevel + 1) {
            e = e.parent;
        }
        return e.parent == head ? e : null;
    }

    private CommitStep retreat(Entry leaving) {
        headChain[--headDepth] = null;
        steps.leave(headDepth);
        head = headDepth == 0 ? null : headChain[headDepth - 1];
        leaving.inHead = false;
        events.stepped(CommitStep.RETREAT, leaving);
        events.invoke(Callback.EXIT, leaving, null);
        events.invoke(Callback.FREE, leaving, null);
        leaving.clearOwned();
        events.invoke(Callback.UNLOAD, leaving, null);
        stack.release(leaving);
        Entry revealed = head();
        if (revealed != null) {
            revealed.activeTicks = 0;
            events.invoke(Callback.RESUME, revealed, null);
        }
        return CommitStep.RETREAT;
    }

    private CommitStep advance(Entry old, Entry next) {
        if (headDepth == headChain.length) {
            headChain = Arrays.copyOf(headChain, headDepth * 2);
        }
        steps.enter(headDepth, next, stack.triggersWhenCovered(next.type));
        headChain[headDepth++] = next;
        head = next;
        next.inHead = true;
        noteEntered(next.type);
        events.stepped(CommitStep.ADVANCE, next);
        if (old != null) {
            events.invoke(Callback.PAUSE, old, null);
        }
        events.invoke(Callback.LOAD, next, null);
        events.invoke(Callback.INIT, next, null);
        if (next.restoreFrom != null) {
            events.invoke(Callback.RESTORE, next, null);
            next.restoreFrom = null;
        }
        next.activeTicks = 0;
        stack.noteVisit(next.type);
        events.invoke(Callback.ENTER, next, null);
        return CommitStep.ADVANCE;
    }

    private CommitStep restartLowest() {
        for (int i = 0; i < headDepth; i++) {
            Entry r = headChain[i];
            if (r.restartFlagged) {
                unflag(r);
                r.activeTicks = 0;
                events.stepped(CommitStep.RESTART, r);
                events.invoke(Callback.FREE, r, null);
                r.clearOwned();
                events.invoke(Callback.INIT, r, null);
                return CommitStep.RESTART;
            }
        }
        throw new IllegalStateException("a restart flag is counted but no entry of the chain has it");
    }

    private void noteEntered(StateType type) {
        if (enteredStamp[type.index()] != commitStamp) {
            enteredStamp[type.index()] = commitStamp;
            entered[enteredCount++] = type;
        }
    }

    /** Runaway: report, drop the uncommitted staging entries top down, staging = head, clear flags. */
    private void stopRunaway(int steps) {
        events.runaway(steps, entered, enteredCount);
        Entry e = stack.staging();
        while (e != null && !e.inHead) {
            Entry below = e.parent;
            stack.discard(e);
            e = below;
        }
        stack.resetStaging(head());
        for (int i = 0; i < headDepth; i++) {
            unflag(headChain[i]);
        }
    }
}
