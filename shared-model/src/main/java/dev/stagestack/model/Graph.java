package dev.stagestack.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A state graph: the whole content of a graph file, format version 1 (docs/format.md).
 * Immutable. A graph may be invalid (dangling ids, duplicates); see {@code dev.stagestack.model.check}.
 *
 * @param variables the graph's variables (docs/format.md "Variables"), in file order; empty when the
 *                  file declares none
 */
public record Graph(
        String name,
        String initial,
        double tickRate,
        List<StateDef> states,
        List<Transition> transitions,
        List<Variable> variables) {

    /** The value of a graph file's {@code format} field. */
    public static final String FORMAT = "stagestack";
    /** The format version this model reads and writes. */
    public static final int VERSION = 1;
    /** Ticks per second when a graph gives none. */
    public static final double DEFAULT_TICK_RATE = 60;
    /** The lowest tick rate a graph may have. */
    public static final double MIN_TICK_RATE = 1;
    /** The highest tick rate a graph may have. */
    public static final double MAX_TICK_RATE = 1000;

    /** Checks that name and initial are given; copies the lists. */
    public Graph {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(initial, "initial");
        states = List.copyOf(states);
        transitions = List.copyOf(transitions);
        variables = variables == null ? List.of() : List.copyOf(variables);
    }

    /** A graph without variables. */
    public Graph(String name, String initial, double tickRate, List<StateDef> states, List<Transition> transitions) {
        this(name, initial, tickRate, states, transitions, List.of());
    }

    /** The first state with this id, if any. Linear: build an index for hot paths. */
    public Optional<StateDef> state(String id) {
        for (StateDef s : states) {
            if (s.id().equals(id)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** The variable with this id, if any. */
    public Optional<Variable> variable(String id) {
        for (Variable v : variables) {
            if (v.id().equals(id)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /**
     * The transitions an entry of {@code state} may fire, in the order they are tried
     * (docs/semantics.md §21): those leaving the state itself, then those leaving one of its
     * groups, then those leaving any state; each part in file order.
     */
    public List<Transition> transitionsApplyingTo(StateDef state) {
        List<Transition> out = new ArrayList<>(transitionsFrom(state.id()));
        for (Transition t : transitions) {
            if (t.fromGroup().filter(state::inGroup).isPresent()) {
                out.add(t);
            }
        }
        for (Transition t : transitions) {
            if (t.isFromAnyState()) {
                out.add(t);
            }
        }
        return out;
    }

    /** The transitions whose {@code from} names the state {@code stateId} itself, in file order. */
    public List<Transition> transitionsFrom(String stateId) {
        List<Transition> out = new ArrayList<>();
        for (Transition t : transitions) {
            if (t.from().equals(stateId)) {
                out.add(t);
            }
        }
        return out;
    }

    /** A copy with another name. */
    public Graph withName(String newName) {
        return new Graph(newName, initial, tickRate, states, transitions, variables);
    }

    /** A copy with another initial state id. */
    public Graph withInitial(String newInitial) {
        return new Graph(name, newInitial, tickRate, states, transitions, variables);
    }

    /** A copy with another tick rate. */
    public Graph withTickRate(double newRate) {
        return new Graph(name, initial, newRate, states, transitions, variables);
    }

    /** A copy with other states. */
    public Graph withStates(List<StateDef> newStates) {
        return new Graph(name, initial, tickRate, newStates, transitions, variables);
    }

    /** A copy with other transitions. */
    public Graph withTransitions(List<Transition> newTransitions) {
        return new Graph(name, initial, tickRate, states, newTransitions, variables);
    }

    /** A copy with other variables. */
    public Graph withVariables(List<Variable> newVariables) {
        return new Graph(name, initial, tickRate, states, transitions, newVariables);
    }

    /** Every group named by a state's {@code groups}, once each, in the order first named. */
    public List<String> groups() {
        java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
        for (StateDef s : states) {
            out.addAll(s.groups());
        }
        return List.copyOf(out);
    }

    /**
     * @return this graph with every state's position on the canvas taken out: a graph that runs,
     *         validates and analyses exactly as this one, equal to any other that differs only in
     *         where its cards are drawn
     */
    public Graph withoutPositions() {
        return withStates(states.stream().map(s -> s.withPosition(null, null)).toList());
    }
}
