package dev.stagestack.runtime.trace;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.ArrayList;
import java.util.List;

/** Builds small graphs for tests: states in the order first named, transitions in call order. */
public final class TestGraph {

    private final String initial;
    private final List<StateDef> states = new ArrayList<>();
    private final List<Transition> transitions = new ArrayList<>();
    private double tickRate = 60;

    private TestGraph(String initial) {
        this.initial = initial;
    }

    /** A graph whose initial state is {@code initial}. */
    public static TestGraph startingAt(String initial) {
        return new TestGraph(initial);
    }

    public TestGraph state(String id) {
        return state(StateDef.of(id));
    }

    public TestGraph state(String id, CoveredPolicy covered) {
        return state(StateDef.of(id).withCovered(covered));
    }

    public TestGraph behavior(String id, String behaviorId) {
        return state(StateDef.of(id).withBehavior(behaviorId));
    }

    public TestGraph state(StateDef def) {
        states.removeIf(s -> s.id().equals(def.id()));
        states.add(def);
        return this;
    }

    public TestGraph on(String from, Trigger trigger, Action... actions) {
        if (states.stream().noneMatch(s -> s.id().equals(from))) {
            state(from);
        }
        transitions.add(new Transition("t" + (transitions.size() + 1), from, trigger, List.of(actions)));
        return this;
    }

    public TestGraph tickRate(double rate) {
        tickRate = rate;
        return this;
    }

    public Graph build() {
        List<StateDef> all = new ArrayList<>(states);
        if (all.stream().noneMatch(s -> s.id().equals(initial))) {
            all.add(0, StateDef.of(initial));
        }
        for (Transition t : transitions) {
            for (Action a : t.actions()) {
                if (a.target() != null && all.stream().noneMatch(s -> s.id().equals(a.target()))) {
                    all.add(StateDef.of(a.target()));
                }
            }
        }
        return new Graph("test", initial, tickRate, all, transitions);
    }
}
