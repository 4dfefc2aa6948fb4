package dev.stagestack.tools.paths;

import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a set of tours has still to cover: configurations by number and, when transitions are the
 * goal, the transitions that fired somewhere. It only shrinks, which the tours' searches rely on.
 */
final class CoverLeft {

    private final RunStates runStates;
    private final boolean transitions;
    private final BitSet configurations = new BitSet();
    private final Set<String> transitionIds = new HashSet<>();
    /** Per list of fired transitions (by number): it holds none left, so it never will again. */
    private final BitSet firedListsDone = new BitSet();

    private final int total;
    private int left;

    CoverLeft(ConfigurationGraph explored, PathCover.Goal goal) {
        this.runStates = explored.runStates();
        this.transitions = goal == PathCover.Goal.TRANSITIONS;
        StackTable stacks = explored.stacks();
        for (int i = 0; i < stacks.reachedCount(); i++) {
            configurations.set(stacks.reachedNumber(i));
        }
        if (transitions) {
            transitionIds.addAll(explored.firedTransitions().keySet());
        }
        total = configurations.cardinality() + transitionIds.size();
        left = total;
    }

    int total() {
        return total;
    }

    int left() {
        return left;
    }

    /** Takes off what a tick exercises; whether it took anything. */
    boolean cover(int move) {
        boolean any = false;
        int committed = runStates.committedBy(move);
        if (committed != StackTable.NONE && configurations.get(committed)) {
            configurations.clear(committed);
            left--;
            any = true;
        }
        if (transitions) {
            any |= coverFired(runStates.firedList(runStates.firedInCommitNumber(move)));
            any |= coverFired(runStates.firedList(runStates.firedAfterNumber(move)));
        }
        return any;
    }

    private boolean coverFired(List<String> ids) {
        boolean any = false;
        for (String id : ids) {
            if (transitionIds.remove(id)) {
                left--;
                any = true;
            }
        }
        return any;
    }

    /** Whether a tick exercises something left. */
    boolean coversNew(int move) {
        int committed = runStates.committedBy(move);
        if (committed != StackTable.NONE && configurations.get(committed)) {
            return true;
        }
        return transitions
                && (firesNew(runStates.firedInCommitNumber(move)) || firesNew(runStates.firedAfterNumber(move)));
    }

    private boolean firesNew(int list) {
        if (firedListsDone.get(list)) {
            return false;
        }
        for (String id : runStates.firedList(list)) {
            if (transitionIds.contains(id)) {
                return true;
            }
        }
        firedListsDone.set(list);
        return false;
    }
}
