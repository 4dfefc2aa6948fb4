package dev.stagestack.runtime;

import java.util.Objects;

/**
 * How an entry's code hands signals to its run from another thread — a loader, the network — the one
 * thread-safe handle a behaviour gets (docs/semantics.md §17, docs/library.md "Threads"). Take it from
 * {@link Context#postbox()} in a callback and give it to the thread; the context itself stays on the
 * thread that drives the run.
 *
 * <p>A posted signal joins the run's input queue when the next tick starts, before its commit, after the
 * events offered before that tick, in the order posts arrive from every thread; it is delivered to head in
 * that tick's input phase (§4.1). Posting never runs behaviour code or makes a request itself.
 *
 * <p>A postbox lasts as long as its entry: from the entry's push until it leaves the stack (unloaded after
 * its exit, or discarded before it was committed); a restart keeps it. Once the entry has left, or the
 * run has ended, the postbox is closed: {@link #signal} takes nothing and returns false, and a signal it
 * took whose entry has left by the time the next tick starts is dropped.
 */
public final class Postbox {

    private final SignalSink sink;
    /** Written by the owner thread when the entry leaves, read by any thread. */
    private volatile boolean open = true;

    Postbox(SignalSink sink) {
        this.sink = sink;
    }

    /**
     * From any thread: raises the signal {@code name} on behalf of this postbox's entry, for the next tick.
     *
     * @param name the signal's name, as a graph's {@code signal} trigger names it
     * @return true when the run took it; false when nothing will come of it: the entry has left the stack,
     *         the run has ended, or the stack runs no graph (its {@link SignalSink} takes no posts)
     */
    public boolean signal(String name) {
        Objects.requireNonNull(name, "name");
        return open && sink.post(this, name);
    }

    /**
     * Whether this postbox's entry is still on the stack, so that what is posted now can be delivered:
     * a loader may stop working once it is false.
     */
    public boolean isOpen() {
        return open;
    }

    /** The entry has left the stack: nothing posted from now on, or still waiting, is delivered. */
    void close() {
        open = false;
    }
}
