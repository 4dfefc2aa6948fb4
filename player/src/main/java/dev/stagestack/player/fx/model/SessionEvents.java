package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The listeners of a {@link PlayerSession} and what its runs tell them: a run started, the head
 * changed, a transition fired, an error or the end was logged. It keeps the run's latest error, which
 * the session shows and its breakpoints compare across a tick.
 */
final class SessionEvents {

    private final List<PlayerListener> listeners = new CopyOnWriteArrayList<>();
    private LogLine lastError;

    void add(PlayerListener listener) {
        listeners.add(listener);
    }

    void remove(PlayerListener listener) {
        listeners.remove(listener);
    }

    /** A new run is being set up: the previous run's error is forgotten. */
    void newRun() {
        lastError = null;
    }

    /** The new run has started and its first moment is recorded. */
    void started() {
        listeners.forEach(PlayerListener::started);
    }

    void transitionFired(TransitionSpotter.Fired fired) {
        listeners.forEach(l -> l.transitionFired(fired.transition(), fired.entry(), fired.tick()));
    }

    /**
     * The moment of {@code tick} is recorded: the head moved from {@code before} to {@code after}
     * (told when they differ) and {@code lines} were logged (errors and ends told).
     */
    void recorded(EntryRef before, EntryRef after, List<LogLine> lines, long tick) {
        if (!Objects.equals(before, after)) {
            listeners.forEach(l -> l.headChanged(after, tick));
        }
        for (LogLine line : lines) {
            if (line.kind() == LogKind.ERROR) {
                lastError = line;
                listeners.forEach(l -> l.error(line));
            } else if (line.kind() == LogKind.END) {
                listeners.forEach(l -> l.ended(tick));
            }
        }
    }

    /** The run's latest error, or null. */
    LogLine lastError() {
        return lastError;
    }
}
