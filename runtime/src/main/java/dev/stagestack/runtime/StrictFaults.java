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
            if (cause instanceof RuntimeException || cause instanceof Error) {
                cause.addSuppressed(new Place(where + " this"));
            }
        } else if (cause != first) {
            first.addSuppressed(cause);
        }
    }

    /**
     * Where in the run an unchecked fault was thrown, attached to it as suppressed so a failing test
     * says which entry's callback at which tick (its own stack trace says which line); the fault
     * itself is thrown as it is, so a test may still catch it by its type.
     */
    private static final class Place extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Place(String where) {
            super(where, null, false, false);
        }
    }

    /** Whether a callback has thrown since the last {@link #throwIfAny()}. */
    public boolean any() {
        return first != null;
    }

    /**
     * Throws the first callback fault collected since the last call, later ones attached as
     * suppressed, and forgets them; does nothing when there were none. An unchecked exception or
     * an error ({@link AssertionError} included) is thrown as it is, with where it was thrown
     * ({@code tick 2: callback enter of level#2 threw this}) attached first among its suppressed; a
     * checked exception is thrown inside a {@link CallbackFailedException} that says which callback
     * threw it.
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
