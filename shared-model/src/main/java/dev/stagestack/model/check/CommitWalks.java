package dev.stagestack.model.check;

import dev.stagestack.model.internal.IntList;
import java.util.BitSet;

/**
 * The commit configurations of {@link AbstractExecution} that move an unknown number of entries
 * ({@link Config#SOME} heights). Instead of enumerating every head on the way, a walk summarises the
 * quiet steps (no lifecycle transition) with {@link QuietSteps} and explores only the other steps.
 * Walks run after the work list drains, without recording reads, and are re-run until they find
 * nothing new.
 */
final class CommitWalks {

    private final AbstractExecution exec;

    CommitWalks(AbstractExecution execution) {
        this.exec = execution;
    }

    /** Re-runs every walk with the current relation; true when something grew or work was queued. */
    boolean run() {
        long before = fingerprint();
        QuietSteps down = QuietSteps.retreats(exec.index, exec.below, exec.hasEntry);
        QuietSteps up = QuietSteps.advances(exec.index, exec.below, exec.hasEntry);
        exec.work.stopRecording();
        for (int k = exec.walkItems.nextSetBit(0); k >= 0; k = exec.walkItems.nextSetBit(k + 1)) {
            exec.spend();
            if (Config.d(exec.commitConfigs.get(k)) == Config.SOME) {
                walkDown(k, down);
            } else {
                walkUp(k, up);
            }
        }
        return fingerprint() != before || !exec.work.isEmpty();
    }

    private long fingerprint() {
        long edges = 0;
        for (int k = exec.walkItems.nextSetBit(0); k >= 0; k = exec.walkItems.nextSetBit(k + 1)) {
            edges += exec.commitSuccessors.get(k).length;
        }
        return exec.below.pairCount() * 31L
                + exec.commitConfigs.size() * 17L
                + exec.tickHead.cardinality() * 7L
                + edges
                + exec.commitMayEnd.cardinality()
                + exec.transitHeads.cardinality() * 3L;
    }

    /**
     * Retreat an unknown number of entries: towards an ancestor staging entry or the empty stack
     * ({@code e == 0}), or towards the entry where the two chains diverged ({@code e > 0}), after which
     * the commit advances. Quiet steps (no request possible) are summarised by {@link QuietSteps};
     * the other steps are explored like any retreat step. Runs outside the work list, after it drains,
     * so the walk's many reads need no dependency records.
     */
    private void walkDown(int k, QuietSteps quiet) {
        long c = exec.commitConfigs.get(k);
        int s = Config.staging(c);
        int e = Config.e(c);
        IntList next = new IntList();
        BitSet reach = quiet.reach(Config.head(c));
        exec.transitHeads.or(reach);
        if (e == 0) {
            exec.commitMayEnd.set(k);
            if (s != exec.index.bottom) {
                exec.markTickHead(s);
            }
        } else {
            stopWhereChainsMeet(reach, s, e, next);
        }
        BitSet noisy = (BitSet) reach.clone();
        noisy.and(quiet.noisy());
        for (int x = noisy.nextSetBit(0); x >= 0; x = noisy.nextSetBit(x + 1)) {
            BitSet parents = exec.below.below(x);
            for (int p = parents.nextSetBit(0); p >= 0; p = parents.nextSetBit(p + 1)) {
                if (!quiet.quiet(x, p)) {
                    exec.retreatStep(k, x, p, s, Config.SOME, e, next);
                }
            }
        }
        exec.commitSuccessors.set(k, next.toArray());
    }

    /**
     * Advance an unknown number of entries up to staging: the head climbs every way the below pairs
     * allow, quietly where {@link QuietSteps} says so; the last step enters the staging top itself.
     */
    private void walkUp(int k, QuietSteps quiet) {
        long c = exec.commitConfigs.get(k);
        int s = Config.staging(c);
        IntList next = new IntList();
        BitSet reach = quiet.reach(Config.head(c));
        exec.transitHeads.or(reach);
        exec.transitHeads.clear(exec.index.bottom);
        BitSet last = (BitSet) reach.clone();
        last.and(exec.below.below(s));
        for (int x = last.nextSetBit(0); x >= 0; x = last.nextSetBit(x + 1)) {
            exec.advanceStep(k, x, s, Config.of(s, s, 0, 0), next);
        }
        BitSet noisy = (BitSet) reach.clone();
        noisy.and(quiet.noisy());
        for (int x = noisy.nextSetBit(0); x >= 0; x = noisy.nextSetBit(x + 1)) {
            BitSet upper = exec.below.above(x);
            for (int y = upper.nextSetBit(0); y >= 0; y = upper.nextSetBit(y + 1)) {
                if (!quiet.quiet(x, y)) {
                    exec.advanceStep(k, x, y, Config.of(y, s, 0, Config.SOME), next);
                }
            }
        }
        exec.commitSuccessors.set(k, next.toArray());
    }

    /** A diverged retreat may stop on any head it reaches (or the empty one) that can lie below staging. */
    private void stopWhereChainsMeet(BitSet reach, int s, int e, IntList next) {
        BitSet stops = (BitSet) reach.clone();
        stops.set(exec.index.bottom);
        if (e == 1) {
            stops.and(exec.below.below(s));
        }
        for (int p = stops.nextSetBit(0); p >= 0; p = stops.nextSetBit(p + 1)) {
            if (exec.effects.plausible(p, s, 0, e)) {
                next.add(exec.commitItem(Config.of(p, s, 0, e)));
            }
        }
    }
}
