package dev.stagestack.runtime;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Strict mode: what callbacks throw is collected while the run goes on (every callback still
 * paired, docs/semantics.md §8) and thrown by {@link #throwIfAny()} at the end of the tick, so a
 * failing assertion inside a behaviour fails the test that drives it. Add it as a listener, then
 * call {@link #throwIfAny()} after each tick; {@code GraphRun.strict(true)} does both, and the
 * test kit's drivers are strict by default.
 *
 * <p>By default only callback faults count ({@link StackError#CALLBACK}): refused requests, depth
 * limits and runaway commits are the run's rules at work and stay reported as errors. {@link #failOn}
 * makes some of them count as well, e.g. {@code failOn(StackError.POP_EMPTY)} for a game whose code
 * should never pop an empty stack: each is collected as a {@link RequestRefusedException}.
 */
public final class StrictFaults implements StackListener {

    private final Set<StackError> refusalsThatFail = EnumSet.noneOf(StackError.class);
    private Throwable first;
    private String where;
    /** Who makes the requests now and why (the last {@link #because}), or null. */
    private String requester;

    /** Creates a collector with nothing collected. */
    public StrictFaults() {}

    /**
     * Makes these refusals count as faults too: a request refused with one of these codes
     * ({@code pop-empty}, {@code pop-to-missing}, {@code depth-limit}, {@code quitting}, or a
     * {@code runaway} commit) is thrown by {@link #throwIfAny()} as a {@link RequestRefusedException}.
     *
     * @param codes the refusals that fail the run's test
     * @return this collector
     */
    public StrictFaults failOn(StackError... codes) {
        refusalsThatFail.addAll(List.of(codes));
        return this;
    }

    @Override
    public void because(StateStack stack, Entry entry, String cause) {
        requester = cause == null ? null : (entry == null ? "" : "made by " + entry + " ") + "because " + cause;
    }

    @Override
    public void error(StateStack stack, StackError code, Entry entry, String message, Throwable cause) {
        if (cause == null) {
            if (refusalsThatFail.contains(code)) {
                String what = code == StackError.RUNAWAY ? "commit stopped" : "request refused";
                collect(new RequestRefusedException(
                        code,
                        "tick " + stack.tick() + ": " + what + " (" + code.code() + "): " + message
                                + (requester == null ? "" : "; " + requester)));
            }
            return;
        }
        collect(stack, entry, message, cause);
    }

    private void collect(RequestRefusedException refusal) {
        if (first == null) {
            first = refusal;
            where = refusal.getMessage();
        } else {
            first.addSuppressed(refusal);
        }
    }

    private void collect(StateStack stack, Entry entry, String message, Throwable cause) {
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
