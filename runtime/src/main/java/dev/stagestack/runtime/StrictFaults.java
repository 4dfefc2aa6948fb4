package dev.stagestack.runtime;

/**
 * Strict mode: what callbacks throw is collected while the run goes on (every callback still
 * paired, docs/semantics.md §8) and thrown by {@link #throwIfAny()} at the end of the tick, so a
 * failing assertion inside a behaviour fails the test that drives it. Add it as a listener, then
 * call {@link #throwIfAny()} after each tick; {@code GraphRun.strict(true)} does both, and the
 * test kit's drivers are strict by default.
 *
 * <p>Only callback faults count ({@link StackError#CALLBACK}): refused requests, depth limits and
 * runaway commits are the run's rules at work and stay reported as errors.
 */
public final class StrictFaults implements StackListener {

    private Throwable first;
    private String where;

    /** Creates a collector with nothing collected. */
    public StrictFaults() {
    }

    @Override
    public void error(StateStack stack, StackError code, Entry entry, String message, Throwable cause) {
        if (cause == null) {
            return;
        }
        if (first == null) {
            first = cause;
            where = "tick " + stack.tick() + ": callback " + message.split(":", 2)[0] + " of " + entry + " threw";
        } else if (cause != first) {
            first.addSuppressed(cause);
        }
    }

    /** Whether a callback has thrown since the last {@link #throwIfAny()}. */
    public boolean any() {
        return first != null;
    }

    /**
     * Throws the first callback fault collected since the last call, later ones attached as
     * suppressed, and forgets them; does nothing when there were none. An unchecked exception or
     * an error ({@link AssertionError} included) is thrown as it is; a checked exception is thrown
     * inside a {@link CallbackFailedException} that says which callback threw it.
     */
    public void throwIfAny() {
        Throwable fault = first;
        String place = where;
        first = null;
        where = null;
        if (fault == null) {
            return;
        }
        if (fault instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (fault instanceof Error error) {
            throw error;
        }
        throw new CallbackFailedException(place, fault);
    }
}
