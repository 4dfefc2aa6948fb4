package dev.stagestack.runtime;

/**
 * Strict mode's failure for a refused request it was told to fail on ({@link StrictFaults#failOn}):
 * thrown at the end of the tick that refused it, saying when, what and, when known, who asked and why
 * ({@code tick 3: request refused (pop-empty): pop: the staging stack is empty; made by level#2 because
 * key ESCAPE fires transition back}). The run itself went on as the rules say (docs/semantics.md §2).
 */
public final class RequestRefusedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    private final StackError code;

    /**
     * A refusal that fails strict mode.
     *
     * @param code    the refusal, e.g. {@link StackError#POP_EMPTY}
     * @param message when, what, who and why
     */
    public RequestRefusedException(StackError code, String message) {
        super(message);
        this.code = code;
    }

    /** The refusal's code, e.g. {@link StackError#POP_EMPTY}. */
    public StackError code() {
        return code;
    }
}
