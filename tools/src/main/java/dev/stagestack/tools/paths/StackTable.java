package dev.stagestack.tools.paths;

import dev.stagestack.model.internal.IntList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The configurations an exploration met, each numbered once and kept as its stack below head (a
 * number) plus head's state (a number): a stack of depth d costs what one entry costs, not d copies
 * of the ids below it. Numbers follow the order first met.
 */
final class StackTable {

    /** The number of "no stack below": the parent of a bottom entry. */
    static final int NONE = -1;
    /** Bytes one configuration costs in the hash table besides its ints (a boxed key, a boxed number, a node). */
    static final long BYTES_EACH = 72;

    private final List<String> stateIds;
    private final Map<String, Integer> stateNumbers = new HashMap<>();
    private final IntList parents = new IntList();
    private final IntList heads = new IntList();
    private final IntList depths = new IntList();
    private final Map<Long, Integer> numbers = new HashMap<>();
    private final IntList reachedFrom = new IntList();
    private final IntList reachedBy = new IntList();
    private final IntList reached = new IntList();

    /** @param stateIds the graph's state ids, in file order */
    StackTable(List<String> stateIds) {
        this.stateIds = List.copyOf(stateIds);
        for (int i = 0; i < stateIds.size(); i++) {
            stateNumbers.put(stateIds.get(i), i);
        }
    }

    /** @return the number of a state of the graph, in file order */
    int stateNumber(String stateId) {
        return stateNumbers.get(stateId);
    }

    /** @return the number of the configuration {@code below} (or {@link #NONE}) with {@code stateId} on top */
    int push(int below, String stateId) {
        int state = stateNumber(stateId);
        long key = ((long) below << 32) | state;
        Integer known = numbers.get(key);
        if (known != null) {
            return known;
        }
        int number = heads.size();
        parents.add(below);
        heads.add(state);
        depths.add(below == NONE ? 1 : depths.get(below) + 1);
        reachedFrom.add(NONE);
        reachedBy.add(NONE);
        numbers.put(key, number);
        return number;
    }

    /** @return the number of a configuration already met, if it was */
    Optional<Integer> find(Configuration configuration) {
        int number = NONE;
        for (String id : configuration.states()) {
            Integer state = stateNumbers.get(id);
            Integer next = state == null ? null : numbers.get(((long) number << 32) | state);
            if (next == null) {
                return Optional.empty();
            }
            number = next;
        }
        return Optional.of(number);
    }

    /**
     * Records that a tick committed configuration {@code number}: the first time, with where it came
     * from (the shortest path, as the exploration is breadth first).
     *
     * @param from the run state the tick started from
     * @param move the tick's move
     */
    void committed(int number, int from, int move) {
        if (reachedBy.get(number) == NONE) {
            reachedFrom.set(number, from);
            reachedBy.set(number, move);
            reached.add(number);
        }
    }

    /** @return how many configurations a tick committed (the stacks below them may have been met only as such) */
    int reachedCount() {
        return reached.size();
    }

    /** @return the number of the {@code i}th configuration committed, in the order first committed */
    int reachedNumber(int i) {
        return reached.get(i);
    }

    boolean isReached(int number) {
        return reachedBy.get(number) != NONE;
    }

    /** @return the run state the first tick committing {@code number} started from */
    int reachedFrom(int number) {
        return reachedFrom.get(number);
    }

    /** @return the move of the first tick committing {@code number} */
    int reachedBy(int number) {
        return reachedBy.get(number);
    }

    int depth(int number) {
        return depths.get(number);
    }

    String headState(int number) {
        return stateIds.get(heads.get(number));
    }

    /** @return the configuration numbered {@code number}, its ids bottom first */
    Configuration configuration(int number) {
        String[] states = new String[depths.get(number)];
        for (int n = number, i = states.length - 1; n != NONE; n = parents.get(n), i--) {
            states[i] = stateIds.get(heads.get(n));
        }
        return new Configuration(List.of(states));
    }

    int size() {
        return heads.size();
    }

    long bytes() {
        return BYTES_EACH * size()
                + parents.bytes()
                + heads.bytes()
                + depths.bytes()
                + reachedFrom.bytes()
                + reachedBy.bytes()
                + reached.bytes();
    }
}
