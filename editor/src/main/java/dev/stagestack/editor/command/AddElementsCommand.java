package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Appends states and transitions: add state, connect, paste and duplicate. */
public final class AddElementsCommand implements Command {
    private final String description;
    private final List<StateDef> states;
    private final List<Transition> transitions;

    public AddElementsCommand(String description, List<StateDef> states, List<Transition> transitions) {
        this.description = description;
        this.states = List.copyOf(states);
        this.transitions = List.copyOf(transitions);
    }

    public static AddElementsCommand state(StateDef state) {
        return new AddElementsCommand("Add state " + state.id(), List.of(state), List.of());
    }

    public static AddElementsCommand transition(Transition transition) {
        return new AddElementsCommand("Add transition " + transition.id(), List.of(), List.of(transition));
    }

    @Override
    public Graph apply(Graph graph) {
        List<StateDef> newStates = new ArrayList<>(graph.states());
        newStates.addAll(states);
        List<Transition> newTransitions = new ArrayList<>(graph.transitions());
        newTransitions.addAll(transitions);
        return graph.withStates(newStates).withTransitions(newTransitions);
    }

    @Override
    public Graph revert(Graph graph) {
        Set<StateDef> addedStates = new HashSet<>(states);
        Set<Transition> addedTransitions = new HashSet<>(transitions);
        List<StateDef> keptStates = new ArrayList<>(graph.states());
        keptStates.removeIf(addedStates::contains);
        List<Transition> keptTransitions = new ArrayList<>(graph.transitions());
        keptTransitions.removeIf(addedTransitions::contains);
        return graph.withStates(keptStates).withTransitions(keptTransitions);
    }

    @Override
    public String description() {
        return description;
    }

    public List<StateDef> states() {
        return states;
    }

    public List<Transition> transitions() {
        return transitions;
    }
}
