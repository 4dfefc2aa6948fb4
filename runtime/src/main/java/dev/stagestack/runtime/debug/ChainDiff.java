package dev.stagestack.runtime.debug;

import java.util.List;

/**
 * Head and staging split into the part they share and the parts where they differ
 * (docs/semantics.md §3): the next commit exits {@code exiting} top-down and enters {@code entering}
 * bottom-up. When both are non-empty the chains have diverged.
 *
 * @param shared   the common bottom of both chains, bottom first
 * @param exiting  head entries above the shared part, bottom first: about to be exited
 * @param entering staging entries above the shared part, bottom first: about to be entered
 */
public record ChainDiff(List<EntryRef> shared, List<EntryRef> exiting, List<EntryRef> entering) {

    /** Copies the lists. */
    public ChainDiff {
        shared = List.copyOf(shared);
        exiting = List.copyOf(exiting);
        entering = List.copyOf(entering);
    }

    /** Splits {@code head} and {@code staging} at their longest common bottom. */
    public static ChainDiff of(ChainSnapshot head, ChainSnapshot staging) {
        int common = head.commonPrefix(staging);
        List<EntryRef> h = head.bottomUp();
        List<EntryRef> s = staging.bottomUp();
        return new ChainDiff(h.subList(0, common), h.subList(common, h.size()), s.subList(common, s.size()));
    }

    /** Neither chain is an ancestor of the other (the §10 "diverged" case). */
    public boolean diverged() {
        return !exiting.isEmpty() && !entering.isEmpty();
    }

    /** Head and staging agree. */
    public boolean settled() {
        return exiting.isEmpty() && entering.isEmpty();
    }

    /** What the next commit step does: {@code retreat}, {@code advance} or {@code none} (docs/semantics.md §3). */
    public String nextStep() {
        if (!exiting.isEmpty()) {
            return "retreat";
        }
        return entering.isEmpty() ? "none" : "advance";
    }
}
