package dev.stagestack.model.check;

import java.util.BitSet;

/** Everything the fixpoint found, in state numbers, for the report and for the checker's warnings. */
record AnalysisResult(
        AnalysisOptions options,
        GraphIndex index,
        AbstractExecution execution,
        CommitGraph commits,
        DepthBound depth,
        boolean refusalsModelled) {

    BelowRelation below() {
        return execution.below;
    }

    BitSet reachable() {
        return execution.hasEntry;
    }

    BitSet headStates() {
        return execution.tickHead;
    }

    /** Whether some commit may run away (a commit loop, or more steps than the limit allows). */
    boolean mayRunAway() {
        return StackAnalysis.mayRunAway(execution, commits, options);
    }

    /** States whose entries some graph request can remove: pops, popTo, replace, clear, quit. */
    BitSet removable() {
        BitSet out = (BitSet) execution.popped.clone();
        BitSet cleared = execution.clearedTops;
        BitSet seen = new BitSet();
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int s = cleared.nextSetBit(0); s >= 0; s = cleared.nextSetBit(s + 1)) {
            seen.set(s);
            queue.add(s);
        }
        while (!queue.isEmpty()) {
            int v = queue.poll();
            out.set(v);
            BitSet lower = below().below(v);
            for (int w = lower.nextSetBit(0); w >= 0 && w < index.bottom; w = lower.nextSetBit(w + 1)) {
                if (!seen.get(w)) {
                    seen.set(w);
                    queue.add(w);
                }
            }
        }
        return out;
    }
}
