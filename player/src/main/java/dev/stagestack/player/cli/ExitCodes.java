package dev.stagestack.player.cli;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import java.util.Collection;

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

    private ExitCodes() {}

    /**
     * The code of a command that refused its input for {@code problems}: {@link #IO_FAILURE} when a
     * file could not be read at all (missing, a folder, no permission), else {@link #INVALID}.
     */
    static int refused(Collection<Problem> problems) {
        return problems.stream().anyMatch(p -> p.isError() && ProblemCodes.UNREADABLE.equals(p.code()))
                ? IO_FAILURE
                : INVALID;
    }
}
