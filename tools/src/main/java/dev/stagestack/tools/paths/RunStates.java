package dev.stagestack.tools.paths;

import dev.stagestack.model.internal.IntList;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The run states an exploration found, numbered in the order found (0 is the run before tick 0), and
 * the ticks (moves) that leave each: what a tour needs to walk from one to another, and where each
 * shortest path comes from. Everything is numbers in flat int lists (about 20 bytes a move): a large
 * graph's exploration tries millions of ticks, and an object for each would take gigabytes.
 * A run state's moves are contiguous, since a run state is expanded at once, in the order found.
 */
final class RunStates {

    /** The target of a tick that ends the run. */
    static final int ENDED = -1;
    /** The target of a tick into a run state left unexplored (a budget was spent). */
    static final int UNEXPLORED = -2;
    /** Bytes a run state costs besides its moves: three ints and its key in the table of those seen. */
    static final long BYTES_EACH = 160;

    private final Interned<List<InputEvent>> eventSequences = new Interned<>();
    private final Interned<List<String>> firedLists = new Interned<>();
    private final IntList parents = new IntList();
    private final IntList arrivals = new IntList();
    private final IntList firstMoves = new IntList();
    private final IntList moveEvents = new IntList();
    private final IntList moveTargets = new IntList();
    private final IntList moveCommitted = new IntList();
    private final IntList moveFiredInCommit = new IntList();
    private final IntList moveFiredAfter = new IntList();

    RunStates() {
        add(StackTable.NONE, StackTable.NONE);
    }

    /** Adds a run state reached from {@code parent} by {@code move}; returns its number. */
    int add(int parent, int move) {
        parents.add(parent);
        arrivals.add(move);
        return parents.size() - 1;
    }

    /** Starts the moves of run state {@code runState}, the next one in order. */
    void expanding(int runState) {
        if (runState != firstMoves.size()) {
            throw new IllegalStateException(
                    "run states are expanded in order: " + runState + ", expected " + firstMoves.size());
        }
        firstMoves.add(moveTargets.size());
    }

    /** Adds a move of the run state being expanded; returns its number. */
    int addMove(
            List<InputEvent> events, int target, int committed, List<String> firedInCommit, List<String> firedAfter) {
        moveEvents.add(eventSequences.number(List.copyOf(events)));
        moveTargets.add(target);
        moveCommitted.add(committed);
        moveFiredInCommit.add(firedLists.number(List.copyOf(firedInCommit)));
        moveFiredAfter.add(firedLists.number(List.copyOf(firedAfter)));
        return moveTargets.size() - 1;
    }

    /** Points a move at the run state it found (numbered after the move was added). */
    void retarget(int move, int target) {
        moveTargets.set(move, target);
    }

    int size() {
        return parents.size();
    }

    int moveCount() {
        return moveTargets.size();
    }

    /** @return the first move of {@code runState}; it has moves up to {@link #movesEnd} */
    int movesStart(int runState) {
        return runState < firstMoves.size() ? firstMoves.get(runState) : 0;
    }

    int movesEnd(int runState) {
        if (runState >= firstMoves.size()) {
            return 0;
        }
        return runState + 1 < firstMoves.size() ? firstMoves.get(runState + 1) : moveTargets.size();
    }

    int parent(int runState) {
        return parents.get(runState);
    }

    /** @return the move that first reached {@code runState}, or {@link StackTable#NONE} for the start */
    int arrival(int runState) {
        return arrivals.get(runState);
    }

    /** @return the configuration committed when {@code runState} was reached; NONE before tick 0 */
    int committed(int runState) {
        int move = arrivals.get(runState);
        return move == StackTable.NONE ? StackTable.NONE : moveCommitted.get(move);
    }

    List<InputEvent> events(int move) {
        return eventSequences.value(moveEvents.get(move));
    }

    int target(int move) {
        return moveTargets.get(move);
    }

    /** @return the configuration the move commits, or NONE when it ends the run */
    int committedBy(int move) {
        return moveCommitted.get(move);
    }

    List<String> firedInCommit(int move) {
        return firedLists.value(moveFiredInCommit.get(move));
    }

    List<String> firedAfter(int move) {
        return firedLists.value(moveFiredAfter.get(move));
    }

    /** @return the number of a list of fired transitions: the same list, the same number */
    int firedInCommitNumber(int move) {
        return moveFiredInCommit.get(move);
    }

    int firedAfterNumber(int move) {
        return moveFiredAfter.get(move);
    }

    List<String> firedList(int number) {
        return firedLists.value(number);
    }

    int firedListCount() {
        return firedLists.size();
    }

    /** @return the shortest path found to {@code runState}: the events of each tick that first reached it */
    TestPath pathTo(int runState) {
        List<List<InputEvent>> ticks = new ArrayList<>();
        for (int s = runState; arrivals.get(s) != StackTable.NONE; s = parents.get(s)) {
            ticks.add(events(arrivals.get(s)));
        }
        Collections.reverse(ticks);
        return new TestPath(ticks);
    }

    /** @return the path to where {@code move} starts, followed by its tick */
    TestPath pathThrough(int from, int move) {
        return pathTo(from).then(events(move));
    }

    /** @return the bytes these tables take, room to grow included */
    long bytes() {
        return BYTES_EACH * parents.size()
                + moveEvents.bytes()
                + moveTargets.bytes()
                + moveCommitted.bytes()
                + moveFiredInCommit.bytes()
                + moveFiredAfter.bytes();
    }
}
