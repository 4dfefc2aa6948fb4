package dev.stagestack.runtime;

import dev.stagestack.model.DisplayText;
import java.lang.System.Logger.Level;
import java.util.regex.Pattern;

/**
 * What a callback threw, made safe to report: its message read defensively (a {@code getMessage} that
 * throws does not escape), and, when no listener hears it, logged with its stack trace through
 * {@link System.Logger} so a fault is never silent (docs/semantics.md §8); so are refused requests and
 * runaway commits, on one line each. The first
 * {@link #LOGGED_WITH_TRACE} faults of a run are logged in full, later ones on one line, so a callback
 * that throws every tick cannot flood the log.
 */
final class Faults {

    static final int LOGGED_WITH_TRACE = 10;

    private static final System.Logger LOG = System.getLogger("dev.stagestack.runtime");

    /** How many refused requests and runaway commits of a run are logged when no listener hears them. */
    static final int ERRORS_LOGGED = 10;

    private int logged;
    private int errorsLogged;

    private Faults() {}

    static Faults forRun() {
        return new Faults();
    }

    /** The most characters of a fault's message kept in its report; the rest are counted (docs/semantics.md §8). */
    static final int MAX_MESSAGE = 1000;

    /** A line break ({@code \R} spelled out: the page's class library has no {@code \R}) and the blanks around it. */
    private static final Pattern LINE_BREAK =
            Pattern.compile("\\s*(?:\\r\\n|[\\n\\u000B\\f\\r\\u0085\\u2028\\u2029])\\s*");

    /**
     * The fault's message on one line, its controls escaped and cut after {@link #MAX_MESSAGE} characters
     * with a count of the rest ({@link DisplayText#oneLine}), or its class name when it has none or cannot give one.
     */
    static String describe(Throwable fault) {
        String message;
        try {
            message = fault.getMessage();
        } catch (Throwable broken) {
            return fault.getClass().getName() + " (its message could not be read: "
                    + broken.getClass().getName() + ")";
        }
        if (message == null || message.isBlank()) {
            return fault.getClass().getName();
        }
        return DisplayText.oneLine(LINE_BREAK.matcher(message).replaceAll(" ").strip(), MAX_MESSAGE);
    }

    /** Keeps a caught interrupt visible to the code that drives the stack. */
    static void keepInterrupt(Throwable fault) {
        if (fault instanceof InterruptedException) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Logs a refused request or a runaway commit that no listener hears, on one line; after the first
     * {@link #ERRORS_LOGGED} of a run, no more, so a request refused every tick cannot flood the log
     * ({@link #logsMoreErrors()} says whether the next would be, before its message is made).
     */
    void unheardError(String message) {
        errorsLogged++;
        if (errorsLogged < ERRORS_LOGGED) {
            LOG.log(Level.WARNING, message);
        } else if (errorsLogged == ERRORS_LOGGED) {
            LOG.log(
                    Level.WARNING,
                    message
                            + " (later refused requests and runaway commits of this run are not logged; a StackListener hears them all)");
        }
    }

    /** Whether {@link #unheardError} would still log, so a message need not be made for nothing. */
    boolean logsMoreErrors() {
        return errorsLogged < ERRORS_LOGGED;
    }

    /** Logs a fault that no listener hears. */
    void unheard(String where, Throwable fault) {
        logged++;
        if (logged <= LOGGED_WITH_TRACE) {
            LOG.log(
                    Level.WARNING,
                    "behaviour callback failed: " + where + ": " + describe(fault)
                            + (logged == LOGGED_WITH_TRACE
                                    ? " (later faults of this run are logged without a stack trace)"
                                    : ""),
                    fault);
        } else {
            LOG.log(Level.WARNING, "behaviour callback failed: " + where + ": " + describe(fault));
        }
    }
}
