package dev.stagestack.runtime.paths;

import dev.stagestack.runtime.graph.InputEvent;

import java.util.List;

/**
 * The run states an exploration found, numbered in the order found (0 is the run before tick 0), and
 * for each the ticks that leave it: what a tour needs to walk from one to another.
 */
final class RunStates {

    /** The target of a tick that ends the run. */
    static final int ENDED = -1;
    /** The target of a tick into a run state left unexplored (the budget was spent). */
    static final int UNEXPLORED = -2;

    /**
     * One tick from a run state.
     *
     * @param events    the tick's input events
     * @param target    the run state after it, {@link #ENDED} or {@link #UNEXPLORED}
     * @param committed the configuration committed in the tick, null when the run ends
     * @param fired     the transitions that fired in the tick
     */
    record Move(List<InputEvent> events, int target, Configuration committed, List<String> fired) {
    }

    private final List<List<Move>> moves;

    RunStates(List<List<Move>> moves) {
        this.moves = moves;
    }

    int size() {
        return moves.size();
    }

    List<Move> movesFrom(int runState) {
        return moves.get(runState);
    }
}
