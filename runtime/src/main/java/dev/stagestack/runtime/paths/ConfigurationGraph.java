package dev.stagestack.runtime.paths;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The reachable stack configurations of a graph and how a run moves between them, found by running
 * the graph (its own transitions, no behaviour code) through the real runtime from its start, every
 * possible input each tick. Each configuration and each transition that fired comes with the shortest
 * path (fewest ticks) that reaches it.
 */
public final class ConfigurationGraph {

    private final Map<Configuration, TestPath> configurations;
    private final Map<String, TestPath> firedTransitions;
    private final List<String> neverFired;
    private final Set<ConfigurationEdge> edges;
    private final TestPath endPath;
    private final RunStates runStates;
    private final Exploration exploration;

    /**
     * How far an exploration went.
     *
     * @param runStates    run states explored (a committed stack, its pending requests and head's timer counter)
     * @param unexplored   run states found but not explored because the budget was spent
     * @param depthCut     configurations deeper than the depth limit, found but not explored further
     * @param eventsPerTick the most input events a tick received
     * @param maxDepth     the depth limit
     */
    public record Exploration(int runStates, int unexplored, int depthCut, int eventsPerTick, int maxDepth) {

        /** @return whether every reachable run state was explored: no budget spent, no depth cut */
        public boolean complete() {
            return unexplored == 0 && depthCut == 0;
        }
    }

    ConfigurationGraph(Map<Configuration, TestPath> configurations, Map<String, TestPath> firedTransitions,
                       List<String> neverFired, Set<ConfigurationEdge> edges, TestPath endPath,
                       RunStates runStates, Exploration exploration) {
        this.configurations = Collections.unmodifiableMap(new LinkedHashMap<>(configurations));
        this.firedTransitions = Collections.unmodifiableMap(new LinkedHashMap<>(firedTransitions));
        this.neverFired = List.copyOf(neverFired);
        this.edges = Collections.unmodifiableSet(edges);
        this.endPath = endPath;
        this.runStates = runStates;
        this.exploration = exploration;
    }

    /** @return the reachable configurations, nearest first (by the ticks their shortest path takes) */
    public List<Configuration> configurations() {
        return new ArrayList<>(configurations.keySet());
    }

    /**
     * @param configuration a configuration of this graph
     * @return the shortest path that reaches it, or empty when it was not found
     */
    public Optional<TestPath> pathTo(Configuration configuration) {
        return Optional.ofNullable(configurations.get(configuration));
    }

    /** @return each transition that fired somewhere, in the order first fired, with the shortest path firing it */
    public Map<String, TestPath> firedTransitions() {
        return firedTransitions;
    }

    /** @return the ids of the graph's transitions that never fired, in file order */
    public List<String> neverFired() {
        return neverFired;
    }

    /** @return the moves between configurations, each once, in the order found */
    public Set<ConfigurationEdge> edges() {
        return edges;
    }

    /** @return the shortest path that ends the run (a quit, or the stack emptied), if any does */
    public Optional<TestPath> endPath() {
        return Optional.ofNullable(endPath);
    }

    /** The run states and the ticks between them, for tours over them ({@link PathCover}). */
    RunStates runStates() {
        return runStates;
    }

    /** @return how far the exploration went, and whether it is complete */
    public Exploration exploration() {
        return exploration;
    }
}
