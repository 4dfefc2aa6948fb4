package dev.stagestack.model;

import java.util.Objects;

/**
 * One problem found in a graph file or graph, as a value with a location.
 *
 * @param severity error or warning
 * @param file     the file's name as the user gave it, or null when there is no file
 * @param line     1-based line, or 0 when unknown
 * @param column   1-based column, or 0 when unknown
 * @param path     JSON path of the culprit, e.g. {@code transitions[3].actions[0].target}; {@code $} for the root
 * @param code     a stable machine-readable kind, e.g. {@code unknown-state}, {@code malformed-json}
 * @param message  human text; includes a suggestion where one exists
 *
 * <p>File, path and message are made safe for a terminal when the problem is made: control characters
 * are escaped and each part is cut to a bounded length, so one problem always prints as one line.
 */
public record Problem(Severity severity, String file, int line, int column, String path, String code, String message) {

    /** The most characters of a path kept in a problem. */
    public static final int MAX_PATH = 200;

    /** The most characters of a message kept in a problem. */
    public static final int MAX_MESSAGE = 1000;

    /** Keeps every part printable on one line and bounded in length ({@link DisplayText}). */
    public Problem {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        file = file == null ? null : DisplayText.oneLine(file, MAX_PATH);
        path = DisplayText.oneLine(path, MAX_PATH);
        message = DisplayText.oneLine(message, MAX_MESSAGE);
    }

    /** An error at a JSON path: the graph cannot run. */
    public static Problem error(String path, String code, String message) {
        return new Problem(Severity.ERROR, null, 0, 0, path, code, message);
    }

    /** A warning at a JSON path: the graph runs, but probably not as meant. */
    public static Problem warning(String path, String code, String message) {
        return new Problem(Severity.WARNING, null, 0, 0, path, code, message);
    }

    /** Whether this problem is an error. */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * Whether this problem lies at {@code other} or inside it ({@code transitions[2].actions[0].op}
     * lies inside {@code transitions[2].actions}): a problem found there by a later check follows
     * from this one when this one is an error.
     *
     * @param other a JSON path
     * @return whether this problem's path is {@code other} or starts with it followed by {@code .} or {@code [}
     */
    public boolean liesAtOrUnder(String other) {
        return path.equals(other) || path.startsWith(other + ".") || path.startsWith(other + "[");
    }

    /** This problem located in a file, at a 1-based line and column (0 when unknown). */
    public Problem at(String fileName, int atLine, int atColumn) {
        return new Problem(severity, fileName, atLine, atColumn, path, code, message);
    }

    /**
     * {@code file:line:col: path: message}, prefixed with {@code warning: } for warnings.
     * Parts that are unknown are left out.
     */
    public String format() {
        StringBuilder sb = new StringBuilder();
        if (file != null) {
            sb.append(file).append(':');
            if (line > 0) {
                sb.append(line).append(':').append(column > 0 ? column : 1).append(':');
            }
            sb.append(' ');
        }
        sb.append(path).append(": ");
        if (severity == Severity.WARNING) {
            sb.append("warning: ");
        }
        return sb.append(message).toString();
    }

    @Override
    public String toString() {
        return format();
    }
}
