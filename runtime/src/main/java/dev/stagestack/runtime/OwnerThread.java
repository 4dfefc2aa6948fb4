package dev.stagestack.runtime;

/**
 * The one thread that drives a stack (docs/library.md, "Threads"): the first to drive it (a request,
 * a commit, a tick number); every other thread is refused, naming the call it made, until the owner hands
 * over. Each check comes first in its call, so a refused call has changed nothing.
 */
final class OwnerThread {

    /** Volatile, so a thread that drives nothing sees the owner a moment ago made itself, and is refused. */
    private volatile Thread owner;

    /**
     * Binds the stack to the calling thread if none drives it yet, and refuses any other.
     *
     * @param call the method called, named in the refusal: {@code draw from thread "render": ...}
     */
    void require(String call) {
        Thread current = Thread.currentThread();
        if (owner != current) {
            bindOrRefuse(current, call);
        }
    }

    /**
     * Refuses the call when another thread drives the stack, without making the caller its owner: for
     * setting a stack up (listeners, assets) on one thread before another drives it.
     */
    void check(String call) {
        Thread current = Thread.currentThread();
        if (owner != null && owner != current) {
            throw refusal(current, call);
        }
    }

    /** Lets the next thread that drives the stack become its owner; only the owner may hand over. */
    void handOver() {
        require("handOver");
        owner = null;
    }

    private synchronized void bindOrRefuse(Thread current, String call) {
        if (owner == null || owner == current) {
            owner = current;
            return;
        }
        throw refusal(current, call);
    }

    private IllegalStateException refusal(Thread current, String call) {
        return new IllegalStateException(call + " from thread \"" + current.getName()
                + "\": a stack is driven by one thread, the one that first drove it (\"" + owner.getName()
                + "\"); from other threads, post input with GraphRun.post or GraphRun.signal, or a behaviour's"
                + " Context.postbox() (docs/library.md, \"Threads\")");
    }
}
