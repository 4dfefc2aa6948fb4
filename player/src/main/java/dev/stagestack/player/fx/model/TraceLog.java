package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.LineSink;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Receives the runtime's trace text (from its {@code TraceWriter}, so the format lives in one
 * place) and keeps it three ways: the lines since the last snapshot, a bounded window of recent
 * lines for the overlay's log, and the run's trace for export, capped at {@link #MAX_TRACE_LINES}.
 */
public final class TraceLog extends LineSink {

    /** Lines kept for export; a run that writes more keeps its first lines and says so. */
    public static final int MAX_TRACE_LINES = 1_000_000;

    private static final int RECENT_LINES = 2_000;

    private final List<LogLine> pending = new ArrayList<>();
    private final ArrayDeque<LogLine> recent = new ArrayDeque<>();
    private final List<String> trace = new ArrayList<>();
    private long dropped;
    private long version;

    @Override
    protected void line(String line) {
        complete(line);
    }

    /** The lines since the previous call, in order; the list is handed over. */
    public List<LogLine> takePending() {
        if (pending.isEmpty()) {
            return List.of();
        }
        List<LogLine> out = List.copyOf(pending);
        pending.clear();
        return out;
    }

    /** The most recent lines, oldest first. */
    public List<LogLine> recent() {
        return new ArrayList<>(recent);
    }

    /** Changes whenever a line is added: the overlay redraws its log only then. */
    public long version() {
        return version;
    }

    /** The trace of the run as written so far, one line per element, without line ends. */
    public List<String> trace() {
        if (dropped == 0) {
            return Collections.unmodifiableList(trace);
        }
        List<String> out = new ArrayList<>(trace);
        out.add("# " + dropped + " more lines were not kept (limit " + MAX_TRACE_LINES + ")");
        return out;
    }

    private void complete(String text) {
        LogLine line = parse(text);
        pending.add(line);
        recent.addLast(line);
        if (recent.size() > RECENT_LINES) {
            recent.removeFirst();
        }
        if (line.kind() == LogKind.CAUSE) {
            version++;
            return; // an explanation, shown in the log but no part of the trace
        }
        if (trace.size() < MAX_TRACE_LINES) {
            trace.add(text);
        } else {
            dropped++;
        }
        version++;
    }

    /** Reads {@code <tick> <event> ...}; the kind comes from the event word (docs/semantics.md §9). */
    static LogLine parse(String text) {
        if (text.startsWith(ExplainWriter.PREFIX)) {
            String rest = text.substring(ExplainWriter.PREFIX.length());
            int space = rest.indexOf(' ');
            return new LogLine(space < 0 ? 0 : parseTick(rest.substring(0, space)), LogKind.CAUSE, text);
        }
        int first = text.indexOf(' ');
        int second = first < 0 ? -1 : text.indexOf(' ', first + 1);
        long tick = first < 0 ? 0 : parseTick(text.substring(0, first));
        String event = first < 0 ? text : text.substring(first + 1, second < 0 ? text.length() : second);
        return new LogLine(tick, LogKind.ofEvent(event), text);
    }

    private static long parseTick(String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
