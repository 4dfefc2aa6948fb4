package dev.stagestack.runtime.debug;

import java.util.List;
import java.util.Objects;

/**
 * What the overlay shows for one moment of a run: both chains, the entries discarded since
 * the previous snapshot and the log lines written since then. Time travel keeps one per tick;
 * chains and entries are shared with the previous snapshot when unchanged, so a snapshot of a
 * quiet tick costs one small object.
 *
 * @param tick      the tick the snapshot was taken in (after its commit, input and step)
 * @param head      the committed chain
 * @param staging   the requested chain
 * @param discarded entries discarded since the previous snapshot, in the order they were
 * @param log       the log lines written since the previous snapshot
 * @param restarting the lowest head entry flagged for restart by a request of this tick (its
 *                  restart is a step of the next commit), or null
 */
public record TickSnapshot(
        long tick,
        ChainSnapshot head,
        ChainSnapshot staging,
        List<EntryRef> discarded,
        List<LogLine> log,
        EntryRef restarting) {

    /** Checks that head and staging are given; copies the lists. */
    public TickSnapshot {
        Objects.requireNonNull(head, "head");
        Objects.requireNonNull(staging, "staging");
        discarded = List.copyOf(discarded);
        log = List.copyOf(log);
    }

    /** A snapshot with no restart pending. */
    public TickSnapshot(
            long tick, ChainSnapshot head, ChainSnapshot staging, List<EntryRef> discarded, List<LogLine> log) {
        this(tick, head, staging, discarded, log, null);
    }

    /**
     * What the next commit step does: {@code retreat}, {@code advance}, {@code restart level#2} (the
     * lowest head entry flagged for restart, once head equals staging) or {@code none}.
     */
    public String nextStep() {
        String step = diff().nextStep();
        return step.equals("none") && restarting != null ? "restart " + restarting.label() : step;
    }

    /** Whether head and staging are the same chain (nothing left to commit). */
    public boolean settled() {
        return head.equals(staging);
    }

    /** How head and staging differ: the overlay's highlighting. */
    public ChainDiff diff() {
        return ChainDiff.of(head, staging);
    }

    /** Whether any of this snapshot's log lines is an error. */
    public boolean hasError() {
        for (LogLine line : log) {
            if (line.kind() == LogKind.ERROR) {
                return true;
            }
        }
        return false;
    }
}
