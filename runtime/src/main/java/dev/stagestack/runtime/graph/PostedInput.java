package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Postbox;
import java.util.concurrent.LinkedBlockingDeque;

/**
 * What other threads hand a run between its ticks (docs/semantics.md §17): one thread-safe queue for
 * {@link GraphRun#post}, {@link GraphRun#signal} and every entry's {@link Postbox}, in arrival order,
 * moved into the run's input queue by its owner thread when a tick starts. Closed when the run ends:
 * from then on nothing is taken.
 */
final class PostedInput {

    /** An event and the postbox it came through, or null for the host's own posts. */
    private record Posted(InputEvent event, Postbox from) {}

    // A blocking deque rather than a ConcurrentLinkedQueue: the browser's class library (TeaVM, the web module)
    // has the one and not the other; the run only adds, polls and clears, never waits.
    private final LinkedBlockingDeque<Posted> posted = new LinkedBlockingDeque<>();
    private volatile boolean closed;

    /**
     * From any thread: takes {@code event} for the next tick, unless the run has ended.
     *
     * @param from the entry's postbox it came through, or null for the host's
     * @return whether it was taken
     */
    boolean add(InputEvent event, Postbox from) {
        if (closed) {
            return false;
        }
        posted.add(new Posted(event, from));
        return true;
    }

    /**
     * On the owner thread, as a tick starts: moves everything posted so far into {@code queue}, in arrival
     * order, each with the postbox it came through (the input phase drops those whose entry has left).
     */
    void moveInto(InputQueue queue) {
        for (Posted p = posted.poll(); p != null; p = posted.poll()) {
            queue.add(p.event().kind(), p.event().text(), p.event().hold(), p.from());
        }
    }

    /** The run has ended: nothing more is taken, and what waits is dropped. */
    void close() {
        closed = true;
        posted.clear();
    }
}
