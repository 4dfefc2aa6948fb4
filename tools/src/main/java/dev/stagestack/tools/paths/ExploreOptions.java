package dev.stagestack.tools.paths;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits of an exploration. Any budget spent stops it with what it found so far
 * ({@link ConfigurationGraph.Exploration#stoppedBy()}).
 *
 * @param eventsPerTick  the most input events one tick receives (1 unless several keys a tick matter)
 * @param maxDepth       configurations deeper than this are recorded but not explored further
 * @param maxRunStates   how many run states (a committed stack with its pending requests and timer
 *                       counter) are explored at most; past it the result is incomplete
 * @param maxMemoryBytes how many bytes the exploration's tables may take; the budget used is at most
 *                       a quarter of the Java heap's maximum, whatever this says
 * @param maxTime        how long the exploration may run
 */
public record ExploreOptions(int eventsPerTick, int maxDepth, int maxRunStates, long maxMemoryBytes, Duration maxTime) {

    /** The default memory budget: 64 MiB of tables. */
    public static final long DEFAULT_MEMORY_BYTES = 64L << 20;
    /** The default time budget: 5 seconds. */
    public static final Duration DEFAULT_TIME = Duration.ofSeconds(5);

    /** One event a tick, depth 256 (the runtime's limit), 200,000 run states, 64 MiB, 5 seconds. */
    public static final ExploreOptions DEFAULTS = new ExploreOptions(1, 256, 200_000);

    /**
     * The depth explored when the stack analysis finds a push cycle that grows the stack without
     * bound and the user gave no depth: 8 entries, deeper than any stack of a game's menus.
     */
    public static final int UNBOUNDED_DEPTH = 8;

    /** Checks that every limit is at least 1 and that at most 3 events come in a tick. */
    public ExploreOptions {
        Objects.requireNonNull(maxTime, "maxTime");
        if (eventsPerTick < 1 || eventsPerTick > 3 || maxDepth < 1 || maxRunStates < 1) {
            throw new IllegalArgumentException("need 1 <= eventsPerTick <= 3, maxDepth >= 1 and maxRunStates >= 1, was "
                    + eventsPerTick + ", " + maxDepth + ", " + maxRunStates);
        }
        if (maxMemoryBytes < 1 || maxTime.isNegative() || maxTime.isZero()) {
            throw new IllegalArgumentException("need a memory budget of at least 1 byte and a time budget above 0, was "
                    + maxMemoryBytes + " bytes and " + maxTime.toMillis() + " ms");
        }
    }

    /** The default memory and time budgets with these limits. */
    public ExploreOptions(int eventsPerTick, int maxDepth, int maxRunStates) {
        this(eventsPerTick, maxDepth, maxRunStates, DEFAULT_MEMORY_BYTES, DEFAULT_TIME);
    }

    /**
     * @param depth the new depth limit
     * @return these options with another depth limit
     */
    public ExploreOptions withMaxDepth(int depth) {
        return new ExploreOptions(eventsPerTick, depth, maxRunStates, maxMemoryBytes, maxTime);
    }

    /**
     * @param events the new number of events a tick
     * @return these options with another number of events a tick
     */
    public ExploreOptions withEventsPerTick(int events) {
        return new ExploreOptions(events, maxDepth, maxRunStates, maxMemoryBytes, maxTime);
    }

    /**
     * @param runStates the new budget
     * @return these options with another budget of run states
     */
    public ExploreOptions withMaxRunStates(int runStates) {
        return new ExploreOptions(eventsPerTick, maxDepth, runStates, maxMemoryBytes, maxTime);
    }

    /**
     * @param bytes the new memory budget
     * @return these options with another memory budget
     */
    public ExploreOptions withMaxMemoryBytes(long bytes) {
        return new ExploreOptions(eventsPerTick, maxDepth, maxRunStates, bytes, maxTime);
    }

    /**
     * @param time the new time budget
     * @return these options with another time budget
     */
    public ExploreOptions withMaxTime(Duration time) {
        return new ExploreOptions(eventsPerTick, maxDepth, maxRunStates, maxMemoryBytes, time);
    }

    /** @return the memory budget used: {@link #maxMemoryBytes}, at most a quarter of the heap's maximum */
    public long memoryBudgetBytes() {
        return Math.min(maxMemoryBytes, Runtime.getRuntime().maxMemory() / 4);
    }
}
