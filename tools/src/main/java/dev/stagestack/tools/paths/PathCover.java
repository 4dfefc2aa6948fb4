package dev.stagestack.tools.paths;

import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;

/**
 * A small set of paths that together exercise every transition (or every configuration) an
 * exploration found. Greedy tours: each path starts with the run and keeps walking, by the fewest
 * ticks, to the nearest tick that exercises something not yet covered, until nothing left to cover is
 * reachable from where it stands (the run ended, or it is at {@link #MAX_TICKS}); then the next path
 * starts.
 */
public final class PathCover {

    /** The longest path a tour makes, in ticks, so that every script stays readable. */
    public static final int MAX_TICKS = 600;

    /**
     * The most moves the searches for the nearest new tick may look at over all tours: 50 million, a
     * few seconds. Past it no more tours are made ({@link Tours#stopped()}).
     */
    public static final long MAX_WORK = 50_000_000L;

    /**
     * The tours made, and how much they cover.
     *
     * @param paths   the tours, in the order made
     * @param covered how many of the things to cover (configurations, and transitions when they are the goal) they cover
     * @param total   how many things there were to cover
     * @param stopped whether the tours stopped at {@link #MAX_WORK} with things left that they could still reach
     */
    public record Tours(List<TestPath> paths, int covered, int total, boolean stopped) {

        /** Copies the list. */
        public Tours {
            paths = List.copyOf(paths);
        }
    }

    /** What the paths must cover. */
    public enum Goal {
        /** Every transition that fired in the exploration, and every configuration. */
        TRANSITIONS,
        /** Every configuration found. */
        CONFIGURATIONS
    }

    private final RunStates runStates;
    private final CoverLeft left;
    /** Run states from which nothing left to cover can be reached: left only shrinks, so they stay so. */
    private final BitSet exhausted = new BitSet();
    /** The breadth-first search's tables, reused: which search last reached a run state, from where, how. */
    private final int[] reachedIn;

    private final int[] from;
    private final int[] via;
    private int search;
    /** The run states in breadth-first order from the start, with how the search reached each. */
    private final int[] startOrder;

    private final int[] startFrom;
    private final int[] startVia;
    private int startStates;
    /** Where the scan of the moves from the start, in breadth-first order, stands: nothing new lies before it. */
    private int scanState;

    private int scanMove = -1;
    private long work;
    private final long maxWork;

    private PathCover(ConfigurationGraph explored, Goal goal, long maxWork) {
        this.maxWork = maxWork;
        this.runStates = explored.runStates();
        this.left = new CoverLeft(explored, goal);
        reachedIn = new int[runStates.size()];
        from = new int[runStates.size()];
        via = new int[runStates.size()];
        startOrder = new int[runStates.size()];
        startFrom = new int[runStates.size()];
        startVia = new int[runStates.size()];
        orderFromStart();
    }

    /** The breadth-first order of the run states from the start; the graph does not change, so it is made once. */
    private void orderFromStart() {
        BitSet reached = new BitSet();
        reached.set(0);
        startOrder[startStates++] = 0;
        for (int i = 0; i < startStates; i++) {
            int state = startOrder[i];
            for (int move = runStates.movesStart(state); move < runStates.movesEnd(state); move++) {
                int target = runStates.target(move);
                if (target >= 0 && !reached.get(target)) {
                    reached.set(target);
                    startFrom[target] = state;
                    startVia[target] = move;
                    startOrder[startStates++] = target;
                }
            }
        }
    }

    /**
     * @param explored an exploration
     * @param goal     what to cover
     * @return the paths, in the order made; empty when there is nothing to cover
     */
    public static List<TestPath> cover(ConfigurationGraph explored, Goal goal) {
        return tours(explored, goal).paths();
    }

    /**
     * @param explored an exploration
     * @param goal     what to cover
     * @return the tours, and how much they cover
     */
    public static Tours tours(ConfigurationGraph explored, Goal goal) {
        return tours(explored, goal, MAX_WORK);
    }

    /** As {@link #tours(ConfigurationGraph, Goal)}, looking at {@code maxWork} moves at most. */
    static Tours tours(ConfigurationGraph explored, Goal goal, long maxWork) {
        return new PathCover(explored, goal, maxWork).tours();
    }

    private Tours tours() {
        List<TestPath> tours = new ArrayList<>();
        while (left.left() > 0 && work <= maxWork) {
            TestPath tour = tour();
            if (tour == null) {
                break;
            }
            tours.add(tour);
        }
        return new Tours(tours, left.total() - left.left(), left.total(), left.left() > 0 && work > maxWork);
    }

    /** One tour from the start, or null when it covers nothing new. */
    private TestPath tour() {
        List<List<InputEvent>> ticks = new ArrayList<>();
        int at = 0;
        boolean coveredSome = false;
        while (at >= 0 && ticks.size() < MAX_TICKS) {
            List<Integer> route = routeToNearestNew(at);
            if (route == null || ticks.size() + route.size() > MAX_TICKS) {
                break;
            }
            for (int move : route) {
                ticks.add(runStates.events(move));
                coveredSome |= left.cover(move);
                at = runStates.target(move);
            }
        }
        return coveredSome ? new TestPath(ticks) : null;
    }

    /**
     * Breadth first from {@code start}: the fewest ticks (moves) ending with one that exercises something
     * new; null when nothing new is reachable, and then every run state searched is exhausted.
     */
    private List<Integer> routeToNearestNew(int start) {
        if (start == 0) {
            return routeFromStart();
        }
        if (exhausted.get(start)) {
            return null;
        }
        search++;
        List<Integer> searched = new ArrayList<>(List.of(start));
        reachedIn[start] = search;
        from[start] = start;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            int state = queue.poll();
            for (int move = runStates.movesStart(state); move < runStates.movesEnd(state); move++) {
                if (++work > maxWork) {
                    return null;
                }
                if (left.coversNew(move)) {
                    return routeTo(state, move, from, via);
                }
                int target = runStates.target(move);
                if (target >= 0 && reachedIn[target] != search && !exhausted.get(target)) {
                    reachedIn[target] = search;
                    from[target] = state;
                    via[target] = move;
                    queue.add(target);
                    searched.add(target);
                }
            }
        }
        searched.forEach(exhausted::set);
        return null;
    }

    /**
     * From the start: the first move, in breadth-first order, that exercises something new. What is
     * covered stays covered, so the scan goes on from where the last one stopped.
     */
    private List<Integer> routeFromStart() {
        for (; scanState < startStates; scanState++, scanMove = -1) {
            int state = startOrder[scanState];
            if (scanMove < 0) {
                scanMove = runStates.movesStart(state);
            }
            for (; scanMove < runStates.movesEnd(state); scanMove++) {
                if (++work > maxWork) {
                    return null;
                }
                if (left.coversNew(scanMove)) {
                    return routeTo(state, scanMove, startFrom, startVia);
                }
            }
        }
        return null;
    }

    private List<Integer> routeTo(int state, int last, int[] from, int[] via) {
        List<Integer> route = new ArrayList<>(List.of(last));
        for (int s = state; from[s] != s; s = from[s]) {
            route.add(via[s]);
        }
        Collections.reverse(route);
        return route;
    }
}
