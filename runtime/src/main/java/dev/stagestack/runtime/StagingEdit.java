package dev.stagestack.runtime;

/**
 * The primitive effects of requests on {@code staging}, as the trace writes them (docs/semantics.md §9).
 * {@code replace}, {@code popTo} and {@code clear} appear only as the pops and pushes they make.
 */
public enum StagingEdit {
    /** A new entry became the staging top. */
    PUSH("push"),
    /** The staging top was popped. */
    POP("pop"),
    /** A popped entry that was never committed was dropped: none of its callbacks ever runs. */
    DISCARD("discard"),
    /** The staging top was flagged for restart. */
    RESTART("restart"),
    /** The run started quitting; written before the pops it causes. Has no entry. */
    QUIT("quit");

    private final String traceName;

    StagingEdit(String traceName) {
        this.traceName = traceName;
    }

    /** The word written in trace lines. */
    public String traceName() {
        return traceName;
    }
}
