package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.ArrayList;
import java.util.List;

/** Terse construction of small test graphs. */
final class GraphBuilder {

    private final String initial;
    private final List<StateDef> states = new ArrayList<>();
    private final List<Transition> transitions = new ArrayList<>();
    private double tickRate = 60;

    private GraphBuilder(String initial) {
        this.initial = initial;
    }

    static GraphBuilder graph(String initial) {
        return new GraphBuilder(initial);
    }

    GraphBuilder states(String... ids) {
        for (String id : ids) {
            states.add(StateDef.of(id));
        }
        return this;
    }

    GraphBuilder overlay(String id) {
        states.add(StateDef.of(id).withOverlay(true));
        return this;
    }

    GraphBuilder coded(String id, String behavior) {
        states.add(StateDef.of(id).withBehavior(behavior));
        return this;
    }

    GraphBuilder tickRate(double rate) {
        tickRate = rate;
        return this;
    }

    /** A transition with the next free id {@code t1, t2, ...}. */
    GraphBuilder on(String from, Trigger trigger, Action... actions) {
        return on("t" + (transitions.size() + 1), from, trigger, actions);
    }

    GraphBuilder on(String id, String from, Trigger trigger, Action... actions) {
        transitions.add(Transition.of(id, from, trigger, List.of(actions)));
        return this;
    }

    Graph build() {
        return new Graph("test", initial, tickRate, states, transitions);
    }
}
