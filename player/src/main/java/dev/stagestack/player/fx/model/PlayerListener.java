package dev.stagestack.player.fx.model;

import dev.stagestack.model.Transition;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;

/**
 * What a host of the player (the editor's play panel) hears about the run. Every method is a
 * no-op by default; all are called on the thread that drives the player (the FX thread).
 */
public interface PlayerListener {

    /**
     * A new run started in place of the last one (restart, a script loaded); tick 0 is recorded.
     * The run it replaced ended just before, with {@link #ended(long)}.
     */
    default void started() {}

    /** Head moved: {@code head} is the new committed top, or null when the stack is empty. */
    default void headChanged(EntryRef head, long tick) {}

    /** A transition fired on {@code entry}: its actions were requested. */
    default void transitionFired(Transition transition, EntryRef entry, long tick) {}

    /** The run reported an error (runaway, callback, depth-limit, ...); the run goes on. */
    default void error(LogLine line) {}

    /** The run ended (quit, empty stack, window closed); {@code end} was written. */
    default void ended(long tick) {}
}
