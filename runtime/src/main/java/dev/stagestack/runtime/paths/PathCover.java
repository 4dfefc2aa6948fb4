package dev.stagestack.runtime.paths;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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

    /** What the paths must cover. */
    public enum Goal {
        /** Every transition that fired in the exploration, and every configuration. */
        TRANSITIONS,
        /** Every configuration found. */
        CONFIGURATIONS
    }

    private final RunStates runStates;
    private final Set<Object> left;
    private final Goal goal;

    private PathCover(ConfigurationGraph explored, Goal goal) {
        this.runStates = explored.runStates();
        this.goal = goal;
        this.left = new HashSet<>(explored.configurations());
        if (goal == Goal.TRANSITIONS) {
            left.addAll(explored.firedTransitions().keySet());
        }
    }

    /**
     * @param explored an exploration
     * @param goal     what to cover
     * @return the paths, in the order made; empty when there is nothing to cover
     */
    public static List<TestPath> cover(ConfigurationGraph explored, Goal goal) {
        return new PathCover(explored, goal).tours();
    }

    private List<TestPath> tours() {
        List<TestPath> tours = new ArrayList<>();
        while (!left.isEmpty()) {
            TestPath tour = tour();
            if (tour == null) {
                break;
            }
            tours.add(tour);
        }
        return tours;
    }

    /** One tour from the start, or null when it covers nothing new. */
    private TestPath tour() {
        TestPath path = TestPath.START;
        int at = 0;
        boolean coveredSome = false;
        while (at >= 0 && path.length() < MAX_TICKS) {
            List<RunStates.Move> route = routeToNearestNew(at);
            if (route == null || path.length() + route.size() > MAX_TICKS) {
                break;
            }
            for (RunStates.Move move : route) {
                path = path.then(move.events());
                coveredSome |= cover(move);
                at = move.target();
            }
        }
        return coveredSome ? path : null;
    }

    /** Takes off what a tick exercises; whether it took anything. */
    private boolean cover(RunStates.Move move) {
        boolean any = move.committed() != null && left.remove(move.committed());
        if (goal == Goal.TRANSITIONS) {
            for (String id : move.fired()) {
                any |= left.remove(id);
            }
        }
        return any;
    }

    private boolean coversNew(RunStates.Move move) {
        if (move.committed() != null && left.contains(move.committed())) {
            return true;
        }
        return goal == Goal.TRANSITIONS && move.fired().stream().anyMatch(left::contains);
    }

    /** Breadth first from {@code start}: the fewest ticks ending with one that exercises something new. */
    private List<RunStates.Move> routeToNearestNew(int start) {
        RunStates.Move[] via = new RunStates.Move[runStates.size()];
        int[] from = new int[runStates.size()];
        Arrays.fill(from, -1);
        from[start] = start;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            int state = queue.poll();
            for (RunStates.Move move : runStates.movesFrom(state)) {
                if (coversNew(move)) {
                    return routeTo(state, move, via, from);
                }
                if (move.target() >= 0 && from[move.target()] < 0) {
                    from[move.target()] = state;
                    via[move.target()] = move;
                    queue.add(move.target());
                }
            }
        }
        return null;
    }

    private static List<RunStates.Move> routeTo(int state, RunStates.Move last, RunStates.Move[] via, int[] from) {
        List<RunStates.Move> route = new ArrayList<>(List.of(last));
        for (int s = state; from[s] != s; s = from[s]) {
            route.add(via[s]);
        }
        Collections.reverse(route);
        return route;
    }
}
