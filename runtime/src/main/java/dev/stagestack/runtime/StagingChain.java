package dev.stagestack.runtime;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Effect;
import dev.stagestack.model.JsonData;
import dev.stagestack.model.SavedEntry;
import java.util.Map;
import java.util.Objects;

/**
 * The requested chain of a {@link StateStack} (docs/semantics.md §2) and the requests that edit it: its top,
 * the serial the next push gets, and whether quit was requested. Each request checks the thread that drives
 * the stack, then is refused — an error listeners hear, nothing changed — while quitting, while a save is
 * restored, or when it cannot apply (the depth limit, an empty chain, a {@code popTo} of a missing state).
 * Entries come from the stack's pool, and an entry popped before it was ever committed goes back to it at once.
 */
final class StagingChain implements Requests {

    /** What a failed behaviour factory is reported as: {@code error callback level#2 create: ...}. */
    private static final String CREATE = "create";

    private final StateStack stack;
    private final EntryPool pool;
    private final StackEvents events;
    private final EffectTracker effects;
    private final Committer committer;
    private Entry top;
    private int nextSerial = 1;
    private boolean quitting;

    StagingChain(StateStack stack, EntryPool pool, StackEvents events, EffectTracker effects, Committer committer) {
        this.stack = stack;
        this.pool = pool;
        this.events = events;
        this.effects = effects;
        this.committer = committer;
    }

    /** The requested top; null when the chain is empty. */
    Entry top() {
        return top;
    }

    /** Whether {@code quit} was requested: every later request is refused. */
    boolean quitting() {
        return quitting;
    }

    /** The serial the next push gets. */
    int nextSerial() {
        return nextSerial;
    }

    @Override
    public void push(StateType state, Map<String, Object> data) {
        stack.requireOwnerThread("push");
        stack.states().requireOwn(state);
        Objects.requireNonNull(data, "data");
        if (refusedWhileQuitting(ActionOp.PUSH, state)) {
            return;
        }
        if (top != null && top.depth >= stack.options().maxDepth()) {
            events.refused(StackError.DEPTH_LIMIT, ActionOp.PUSH, state);
            return;
        }
        pushEntry(state, JsonData.frozen(data));
    }

    @Override
    public void pop(Object result) {
        stack.requireOwnerThread("pop");
        if (!refusedWhileQuitting(ActionOp.POP, null) && !refusedWhenEmpty(ActionOp.POP, null)) {
            popOne(result);
        }
    }

    @Override
    public void replace(StateType state, Map<String, Object> data) {
        stack.requireOwnerThread("replace");
        stack.states().requireOwn(state);
        Objects.requireNonNull(data, "data");
        if (!refusedWhileQuitting(ActionOp.REPLACE, state) && !refusedWhenEmpty(ActionOp.REPLACE, state)) {
            Map<String, Object> frozen = JsonData.frozen(data);
            popOne(null);
            pushEntry(state, frozen);
        }
    }

    @Override
    public void popTo(StateType state) {
        stack.requireOwnerThread("popTo");
        stack.states().requireOwn(state);
        if (refusedWhileQuitting(ActionOp.POP_TO, state)) {
            return;
        }
        Entry e = top;
        while (e != null && e.type != state) {
            e = e.parent;
        }
        if (e == null) {
            events.refused(StackError.POP_TO_MISSING, ActionOp.POP_TO, state);
            return;
        }
        while (top != e) {
            popOne(null);
        }
    }

    @Override
    public void push(StateType state, Map<String, Object> data, Effect effect) {
        int before = topSerial();
        push(state, data);
        effects.requested(effect, topSerial() != before);
    }

    @Override
    public void pop(Object result, Effect effect) {
        int before = topSerial();
        pop(result);
        effects.requested(effect, topSerial() != before);
    }

    @Override
    public void replace(StateType state, Map<String, Object> data, Effect effect) {
        int before = topSerial();
        replace(state, data);
        effects.requested(effect, topSerial() != before);
    }

    @Override
    public void popTo(StateType state, Effect effect) {
        int before = topSerial();
        popTo(state);
        effects.requested(effect, topSerial() != before);
    }

    /** The serial of the top, 0 when the chain is empty: changes with every request that moves staging. */
    private int topSerial() {
        return top == null ? 0 : top.serial;
    }

    @Override
    public void clear() {
        stack.requireOwnerThread("clear");
        if (!refusedWhileQuitting(ActionOp.CLEAR, null)) {
            popAll();
        }
    }

    @Override
    public void restart() {
        stack.requireOwnerThread("restart");
        if (refusedWhileQuitting(ActionOp.RESTART, null) || refusedWhenEmpty(ActionOp.RESTART, null)) {
            return;
        }
        events.edited(StagingEdit.RESTART, top);
        committer.flag(top);
    }

    @Override
    public void quit() {
        stack.requireOwnerThread("quit");
        if (refusedWhileQuitting(ActionOp.QUIT, null)) {
            return;
        }
        events.edited(StagingEdit.QUIT, null);
        popAll();
        quitting = true;
    }

    /** Refuses a request while quitting, and while a save is restored (error {@code restoring}). */
    private boolean refusedWhileQuitting(ActionOp request, StateType target) {
        if (stack.restoring()) {
            events.refused(StackError.RESTORING, request, target);
            return true;
        }
        if (quitting) {
            events.refused(StackError.QUITTING, request, target);
        }
        return quitting;
    }

    private boolean refusedWhenEmpty(ActionOp request, StateType target) {
        if (top == null) {
            events.refused(StackError.POP_EMPTY, request, target);
        }
        return top == null;
    }

    /**
     * Pushes a new entry of {@code state}. A behaviour factory (a graph's provider) that throws or gives
     * null is behaviour code at fault, contained as a callback is (docs/semantics.md §8): the entry is
     * pushed all the same, runs without code, and the fault is reported as its {@code create}.
     */
    private void pushEntry(StateType state, Map<String, Object> data) {
        StateBinding binding = stack.states().binding(state);
        Behavior behavior;
        Throwable failed = null;
        try {
            behavior = binding.behaviorForNewEntry();
        } catch (Throwable fault) {
            behavior = binding.withoutCode();
            failed = fault;
        }
        Entry entry = pool.take();
        entry.assign(binding, behavior, nextSerial++, top, data);
        top = entry;
        events.edited(StagingEdit.PUSH, entry);
        if (failed != null) {
            events.failed(CREATE, entry, failed);
        }
    }

    private void popAll() {
        while (top != null) {
            popOne(null);
        }
    }

    /** Pops the top, handing {@code result} to the entry below; an entry never committed is discarded. */
    void popOne(Object result) {
        Entry popped = top;
        top = popped.parent;
        events.edited(StagingEdit.POP, popped);
        if (top != null) {
            top.lastPopResult = result;
        }
        if (!popped.inHead) {
            discard(popped);
        }
    }

    /** Drops an entry that was never committed: no callback of it ever runs. */
    void discard(Entry entry) {
        events.edited(StagingEdit.DISCARD, entry);
        release(entry);
    }

    /** Returns an entry that left both chains to the pool. */
    void release(Entry entry) {
        committer.unflag(entry);
        pool.give(entry);
    }

    /** Staging = head, after a runaway commit dropped the uncommitted rest of the staging chain. */
    void resetTo(Entry newTop) {
        top = newTop;
    }

    /** Pushes a saved entry with its own serial and data, to be restored when it is committed. */
    void pushSaved(StateType state, SavedEntry saved) {
        nextSerial = saved.serial();
        pushEntry(state, saved.data());
        top.restoreFrom = saved;
    }

    /** After a restore's pushes: later pushes are numbered from the save's next serial on. */
    void continueSerialsAt(int next) {
        nextSerial = next;
    }
}
