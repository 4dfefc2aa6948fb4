package dev.stagestack.runtime;

/**
 * Receives the signals that behaviours raise through {@link Context#signal(String)}, and those they post
 * from other threads through a {@link Postbox}.
 */
@FunctionalInterface
public interface SignalSink {

    /** A sink that drops every signal: for stacks that run no graph. */
    SignalSink NONE = name -> {};

    /** Raises the signal {@code name} for a later input phase (docs/semantics.md §12); on the owner thread. */
    void signal(String name);

    /**
     * From any thread: takes the signal {@code name} posted through {@code from} for the next tick, where
     * it is delivered if {@code from} is still {@link Postbox#isOpen() open} then (docs/semantics.md §17).
     * A sink that queues posts must be thread-safe here. By default it takes none: a stack that runs no
     * graph has no queue of input to put them in.
     *
     * @return whether the signal was taken; false when it never will be delivered
     */
    default boolean post(Postbox from, String name) {
        return false;
    }
}
