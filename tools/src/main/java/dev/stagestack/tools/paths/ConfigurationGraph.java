package dev.stagestack.tools.paths;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The reachable stack configurations of a graph and how a run moves between them, found by running
 * the graph (its own transitions, no behaviour code) through the real runtime from its start, every
 * possible input each tick. Each configuration and each transition that fired comes with the shortest
 * path (fewest ticks) that reaches it. Held as numbers ({@link StackTable}, {@link RunStates}); the
 * configurations, paths and edges are made when asked for.
 */
public final class ConfigurationGraph {

    private final StackTable stacks;
    private final RunStates runStates;
    private final Map<String, int[]> firedTransitions;
    private final List<String> neverFired;
    private final int[] end;
    private final Exploration exploration;
    private Set<ConfigurationEdge> edges;

    /** The budget that stopped an exploration before it was complete, if one did. */
    public enum Limit {
        /** No budget was spent (the depth limit may still have cut stacks). */
        NONE,
        /** The run states budget: run states found past it were not explored; those found before were. */
        RUN_STATES,
        /** The memory budget: the exploration stopped where it stood. */
        MEMORY,
        /** The time budget: the exploration stopped where it stood. */
        TIME;

        /** @return how a person calls it, e.g. {@code memory} */
        public String word() {
            return this == RUN_STATES ? "run states" : name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * How far an exploration went.
     *
     * @param runStates     run states explored (a committed stack, its pending requests and head's timer counter)
     * @param unexplored    run states found but not explored because a budget was spent
     * @param depthCut      configurations deeper than the depth limit, found but not explored further
     * @param eventsPerTick the most input events a tick received
     * @param maxDepth      the depth limit
     * @param stoppedBy     the budget spent, or {@link Limit#NONE}
     * @param bytes         the bytes the exploration's tables took
     * @param budget        the budget spent as a person reads it ({@code 64 MiB}, {@code 5.0 s}); empty when none was
     */
    public record Exploration(
            int runStates,
            int unexplored,
            int depthCut,
            int eventsPerTick,
            int maxDepth,
            Limit stoppedBy,
            long bytes,
            String budget) {

        /** @return whether every reachable run state was explored: no budget spent, no depth cut */
        public boolean complete() {
            return unexplored == 0 && depthCut == 0 && stoppedBy == Limit.NONE;
        }

        /**
         * @return when a budget stopped the exploration, the sentence that says so, e.g. {@code stopped at
         *         the memory budget (64 MiB): 2,000 run states explored, 41,000 more found; the results
         *         are partial}
         */
        public Optional<String> stopped() {
            if (stoppedBy == Limit.NONE) {
                return Optional.empty();
            }
            return Optional.of(String.format(
                    Locale.ROOT,
                    "stopped at the %s budget (%s): %,d run states explored, "
                            + "%,d more found; the results are partial",
                    stoppedBy.word(),
                    budget,
                    runStates,
                    unexplored));
        }
    }

    ConfigurationGraph(
            StackTable stacks,
            RunStates runStates,
            Map<String, int[]> firedTransitions,
            List<String> neverFired,
            int[] end,
            Exploration exploration) {
        this.stacks = stacks;
        this.runStates = runStates;
        this.firedTransitions = Collections.unmodifiableMap(new LinkedHashMap<>(firedTransitions));
        this.neverFired = List.copyOf(neverFired);
        this.end = end;
        this.exploration = exploration;
    }

    /** @return the reachable configurations, nearest first (by the ticks their shortest path takes) */
    public List<Configuration> configurations() {
        List<Configuration> all = new ArrayList<>(stacks.reachedCount());
        for (int i = 0; i < stacks.reachedCount(); i++) {
            all.add(stacks.configuration(stacks.reachedNumber(i)));
        }
        return all;
    }

    /** @return how many configurations were found, as {@code configurations().size()} without making them */
    public int configurationCount() {
        return stacks.reachedCount();
    }

    /**
     * @param configuration a configuration
     * @return whether the exploration found it reachable, as {@code configurations().contains} but at once
     */
    public boolean contains(Configuration configuration) {
        return stacks.find(configuration).filter(stacks::isReached).isPresent();
    }

    /**
     * @param configuration a configuration of this graph
     * @return the shortest path that reaches it, or empty when it was not found
     */
    public Optional<TestPath> pathTo(Configuration configuration) {
        return stacks.find(configuration)
                .filter(stacks::isReached)
                .map(n -> runStates.pathThrough(stacks.reachedFrom(n), stacks.reachedBy(n)));
    }

    /** @return each transition that fired somewhere, in the order first fired, with the shortest path firing it */
    public Map<String, TestPath> firedTransitions() {
        Map<String, TestPath> paths = new LinkedHashMap<>();
        firedTransitions.forEach((id, at) -> paths.put(id, runStates.pathThrough(at[0], at[1])));
        return Collections.unmodifiableMap(paths);
    }

    /** @return the ids of the graph's transitions that never fired, in file order */
    public List<String> neverFired() {
        return neverFired;
    }

    /** @return the moves between configurations, each once, in the order found */
    public Set<ConfigurationEdge> edges() {
        if (edges == null) {
            edges = Collections.unmodifiableSet(new EdgeWalk(stacks, runStates).edges());
        }
        return edges;
    }

    /** @return the shortest path that ends the run (a quit, or the stack emptied), if any does */
    public Optional<TestPath> endPath() {
        return Optional.ofNullable(end).map(at -> runStates.pathThrough(at[0], at[1]));
    }

    /** The run states and the ticks between them, for tours over them ({@link PathCover}). */
    RunStates runStates() {
        return runStates;
    }

    /** The configurations by number, for tours over them ({@link PathCover}). */
    StackTable stacks() {
        return stacks;
    }

    /** @return how far the exploration went, and whether it is complete */
    public Exploration exploration() {
        return exploration;
    }
}
