package dev.stagestack.editor.command;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * Deletes states and transitions. Transitions that leave or name a deleted state go with it, so a
 * delete never leaves dangling references behind; undo puts everything back at its old index.
 */
public final class RemoveElementsCommand implements Command {
    private final Set<String> stateIds;
    private final Set<String> transitionIds;
    private final TreeMap<Integer, StateDef> removedStates = new TreeMap<>();
    private final TreeMap<Integer, Transition> removedTransitions = new TreeMap<>();

    public RemoveElementsCommand(Set<String> stateIds, Set<String> transitionIds) {
        this.stateIds = Set.copyOf(stateIds);
        this.transitionIds = Set.copyOf(transitionIds);
    }

    @Override
    public Graph apply(Graph graph) {
        removedStates.clear();
        removedTransitions.clear();
        List<StateDef> states = new ArrayList<>();
        for (int i = 0; i < graph.states().size(); i++) {
            StateDef s = graph.states().get(i);
            if (stateIds.contains(s.id())) {
                removedStates.put(i, s);
            } else {
                states.add(s);
            }
        }
        List<Transition> transitions = new ArrayList<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            if (goes(t)) {
                removedTransitions.put(i, t);
            } else {
                transitions.add(t);
            }
        }
        return graph.withStates(states).withTransitions(transitions);
    }

    private boolean goes(Transition t) {
        if (transitionIds.contains(t.id()) || stateIds.contains(t.from())) {
            return true;
        }
        for (Action a : t.actions()) {
            if (a.target() != null && stateIds.contains(a.target())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Graph revert(Graph graph) {
        List<StateDef> states = new ArrayList<>(graph.states());
        removedStates.forEach(states::add);
        List<Transition> transitions = new ArrayList<>(graph.transitions());
        removedTransitions.forEach(transitions::add);
        return graph.withStates(states).withTransitions(transitions);
    }

    /**
     * What went, as the user sees it: the state when it is one ({@code "Delete Title and 3
     * transitions"}), counts otherwise, and every transition that went with it.
     */
    @Override
    public String description() {
        int states = removedStates.isEmpty() ? stateIds.size() : removedStates.size();
        int transitions = removedStates.isEmpty() && removedTransitions.isEmpty()
                ? transitionIds.size()
                : removedTransitions.size();
        String what = states == 1 && removedStates.size() == 1
                ? removedStates.firstEntry().getValue().name()
                : Plural.count(states, "state");
        if (states > 0 && transitions > 0) {
            return "Delete " + what + " and " + Plural.count(transitions, "transition");
        }
        return "Delete " + (states > 0 ? what : Plural.count(transitions, "transition"));
    }
}
