package dev.stagestack.runtime.debug;

/** What a log line of the overlay is about; the overlay colours lines by kind. */
public enum LogKind {
    /** A request's effect on staging: push, pop, discard, restart, quit. */
    REQUEST,
    /** A lifecycle callback: load, init, enter, exit, free, unload, pause, resume. */
    CALLBACK,
    /** An error of docs/semantics.md §9 (pop-empty, runaway, callback, ...). */
    ERROR,
    /** The end of the run. */
    END,
    /** Why the lines that follow happen (not part of the trace): {@code # 12 level#2: key ESCAPE fires transition esc}. */
    CAUSE;

    /** The kind of a trace event word of docs/semantics.md §9, e.g. {@code push} or {@code error}. */
    public static LogKind ofEvent(String event) {
        switch (event) {
            case "push", "pop", "discard", "restart", "quit":
                return REQUEST;
            case "error":
                return ERROR;
            case "end":
                return END;
            default:
                return CALLBACK;
        }
    }
}
