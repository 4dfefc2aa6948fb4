package dev.stagestack.runtime.fx.model;

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
 */
public record TickSnapshot(long tick, ChainSnapshot head, ChainSnapshot staging,
                           List<EntryRef> discarded, List<LogLine> log) {

    public TickSnapshot {
        Objects.requireNonNull(head, "head");
        Objects.requireNonNull(staging, "staging");
        discarded = List.copyOf(discarded);
        log = List.copyOf(log);
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
