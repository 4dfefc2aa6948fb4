package dev.stagestack.tools.paths;

import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The edges, made from the moves in the order they were tried: a move that commits another
 * configuration than the one its run state stands at (or ends the run) is an edge, carrying the
 * events and firings since that configuration was committed.
 */
final class EdgeWalk {

    private final StackTable stacks;
    private final RunStates runStates;

    EdgeWalk(StackTable stacks, RunStates runStates) {
        this.stacks = stacks;
        this.runStates = runStates;
    }

    Set<ConfigurationEdge> edges() {
        Set<ConfigurationEdge> all = new LinkedHashSet<>();
        for (int state = 0; state < runStates.size(); state++) {
            int from = runStates.committed(state);
            List<InputEvent> events = null;
            List<String> firedSince = null;
            for (int move = runStates.movesStart(state); move < runStates.movesEnd(state); move++) {
                int to = runStates.committedBy(move);
                boolean ends = runStates.target(move) == RunStates.ENDED;
                if (!ends && (from == StackTable.NONE || to == from)) {
                    continue;
                }
                if (events == null) {
                    events = eventsSince(state);
                    firedSince = firedSince(state);
                }
                all.add(new ConfigurationEdge(
                        from == StackTable.NONE ? null : stacks.configuration(from),
                        ends ? null : stacks.configuration(to),
                        events,
                        concat(firedSince, runStates.firedInCommit(move))));
            }
        }
        return all;
    }

    /** The run states since {@code state}'s configuration was committed, latest first, and the tick that did. */
    private List<Integer> ticksSinceCommit(int state) {
        List<Integer> moves = new ArrayList<>();
        for (int s = state; runStates.arrival(s) != StackTable.NONE; s = runStates.parent(s)) {
            moves.add(runStates.arrival(s));
            int parent = runStates.parent(s);
            if (runStates.committed(parent) != runStates.committed(s)) {
                break;
            }
        }
        Collections.reverse(moves);
        return moves;
    }

    private List<InputEvent> eventsSince(int state) {
        List<InputEvent> events = new ArrayList<>();
        ticksSinceCommit(state).forEach(move -> events.addAll(runStates.events(move)));
        return events;
    }

    /** The firings after the commit in the tick that committed it, then every firing of the ticks after. */
    private List<String> firedSince(int state) {
        List<String> fired = new ArrayList<>();
        List<Integer> moves = ticksSinceCommit(state);
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) {
                fired.addAll(runStates.firedInCommit(moves.get(i)));
            }
            fired.addAll(runStates.firedAfter(moves.get(i)));
        }
        return fired;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> both = new ArrayList<>(a);
        both.addAll(b);
        return both;
    }
}
