package dev.stagestack.runtime;

/** A checked exception a callback threw, rethrown by {@link StrictFaults#throwIfAny()}. */
public final class CallbackFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param where which callback of which entry threw, and at which tick
     * @param cause what it threw
     */
    public CallbackFailedException(String where, Throwable cause) {
        super(where + ": " + cause, cause);
    }
}
