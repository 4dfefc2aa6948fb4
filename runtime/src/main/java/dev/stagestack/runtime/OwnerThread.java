package dev.stagestack.runtime;

/**
 * The one thread that drives a stack (docs/library.md, "Threads"): the first to make a request or
 * commit; every other thread is refused, naming the call it made, until the owner hands over.
 */
final class OwnerThread {

    private Thread owner;

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

    /** Lets the next thread that drives the stack become its owner; only the owner may hand over. */
    void handOver() {
        require("handOver");
        owner = null;
    }

    private void bindOrRefuse(Thread current, String call) {
        if (owner == null) {
            owner = current;
            return;
        }
        throw new IllegalStateException(call + " from thread \"" + current.getName()
                + "\": a stack is driven by one thread, the one that first drove it (\"" + owner.getName()
                + "\"); from other threads, post input with GraphRun.post or GraphRun.signal (docs/library.md)");
    }
}
