package dev.stagestack.runtime.conditions;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;

/** Builds graphs with variables, guards, groups and once for the tests of docs/semantics.md §21. */
final class ConditionGraphs {

    private final String initial;
    private final List<StateDef> states = new ArrayList<>();
    private final List<Transition> transitions = new ArrayList<>();
    private final List<Variable> variables = new ArrayList<>();
    private double tickRate = 10;

    private ConditionGraphs(String initial) {
        this.initial = initial;
    }

    static ConditionGraphs startingAt(String initial, String... otherStates) {
        ConditionGraphs g = new ConditionGraphs(initial);
        g.states.add(StateDef.of(initial));
        for (String s : otherStates) {
            g.states.add(StateDef.of(s));
        }
        return g;
    }

    ConditionGraphs grouped(String state, String... groups) {
        states.replaceAll(s -> s.id().equals(state) ? s.withGroups(List.of(groups)) : s);
        return this;
    }

    ConditionGraphs variable(Variable v) {
        variables.add(v);
        return this;
    }

    ConditionGraphs tickRate(double rate) {
        tickRate = rate;
        return this;
    }

    ConditionGraphs on(String id, String from, Trigger trigger, Action... actions) {
        return add(Transition.of(id, from, trigger, List.of(actions)));
    }

    ConditionGraphs when(String id, String from, Trigger trigger, String guard, Action... actions) {
        return add(Transition.builder(id, from, trigger)
                .actions(List.of(actions))
                .when(guard)
                .build());
    }

    ConditionGraphs once(String id, String from, Trigger trigger, Action... actions) {
        return add(Transition.builder(id, from, trigger)
                .actions(List.of(actions))
                .once(true)
                .build());
    }

    ConditionGraphs add(Transition t) {
        transitions.add(t);
        return this;
    }

    Graph build() {
        return new Graph("conditions", initial, tickRate, states, transitions, variables);
    }
}
