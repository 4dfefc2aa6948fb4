package dev.stagestack.runtime.debug;

import java.util.Objects;

/**
 * One line of the overlay's log, in the trace format of docs/semantics.md §9.
 *
 * @param tick the tick it happened in
 * @param kind what it is about, for its colour
 * @param text the full trace line, e.g. {@code 4 exit world#2}
 */
public record LogLine(long tick, LogKind kind, String text) {

    /** Checks that kind and text are given. */
    public LogLine {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
    }
}
