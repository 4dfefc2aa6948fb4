package dev.stagestack.runtime.paths;

/**
 * Limits of an exploration.
 *
 * @param eventsPerTick the most input events one tick receives (1 unless several keys a tick matter)
 * @param maxDepth      configurations deeper than this are recorded but not explored further
 * @param maxRunStates  how many run states (a committed stack with its pending requests and timer
 *                      counter) are explored at most; past it the result is incomplete
 */
public record ExploreOptions(int eventsPerTick, int maxDepth, int maxRunStates) {

    /** One event a tick, depth 256 (the runtime's limit), 200,000 run states. */
    public static final ExploreOptions DEFAULTS = new ExploreOptions(1, 256, 200_000);

    /**
     * The depth explored when the stack analysis finds a push cycle that grows the stack without
     * bound and the user gave no depth: 8 entries, deeper than any stack of a game's menus.
     */
    public static final int UNBOUNDED_DEPTH = 8;

    /** Checks that every limit is at least 1 and that at most 3 events come in a tick. */
    public ExploreOptions {
        if (eventsPerTick < 1 || eventsPerTick > 3 || maxDepth < 1 || maxRunStates < 1) {
            throw new IllegalArgumentException("need 1 <= eventsPerTick <= 3, maxDepth >= 1 and maxRunStates >= 1, was "
                    + eventsPerTick + ", " + maxDepth + ", " + maxRunStates);
        }
    }

    /**
     * @param depth the new depth limit
     * @return these options with another depth limit
     */
    public ExploreOptions withMaxDepth(int depth) {
        return new ExploreOptions(eventsPerTick, depth, maxRunStates);
    }

    /**
     * @param events the new number of events a tick
     * @return these options with another number of events a tick
     */
    public ExploreOptions withEventsPerTick(int events) {
        return new ExploreOptions(events, maxDepth, maxRunStates);
    }

    /**
     * @param runStates the new budget
     * @return these options with another budget of run states
     */
    public ExploreOptions withMaxRunStates(int runStates) {
        return new ExploreOptions(eventsPerTick, maxDepth, runStates);
    }
}
