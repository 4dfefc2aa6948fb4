package dev.stagestack.runtime.cli;

/** The exit codes of every {@code stagestack} command, in one place. */
final class ExitCodes {
    /** Everything was read and is valid (warnings allowed). */
    static final int OK = 0;
    /** A graph or script is invalid: the problems were printed. */
    static final int INVALID = 1;
    /** The command line itself is wrong (picocli's usage code). */
    static final int USAGE = 2;
    /** A file could not be read or written, no window could open (no display, no GTK 3), or another unexpected failure. */
    static final int IO_FAILURE = 3;

    private ExitCodes() {
    }
}
