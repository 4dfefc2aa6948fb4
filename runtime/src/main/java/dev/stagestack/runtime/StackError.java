package dev.stagestack.runtime;

/** The error codes of docs/semantics.md §9. Errors are reported to listeners; none stops the run. */
public enum StackError {
    /** pop, replace or restart with an empty staging stack. */
    POP_EMPTY("pop-empty"),
    /** popTo a state that has no entry in the staging chain. */
    POP_TO_MISSING("pop-to-missing"),
    /** A push that would make the staging chain deeper than the depth limit. */
    DEPTH_LIMIT("depth-limit"),
    /** A commit that took more than the step limit. */
    RUNAWAY("runaway"),
    /** A behaviour callback threw. */
    CALLBACK("callback"),
    /** A request made while the run is quitting. */
    QUITTING("quitting"),
    /** A request made while a save is being restored (docs/semantics.md §20). */
    RESTORING("restoring");

    private final String code;

    StackError(String code) {
        this.code = code;
    }

    /** The code written in trace lines, e.g. {@code pop-empty}. */
    public String code() {
        return code;
    }
}
