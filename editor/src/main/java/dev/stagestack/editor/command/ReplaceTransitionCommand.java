package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;

/** Replaces one transition in place (trigger, actions, label, id or source edited). */
public final class ReplaceTransitionCommand implements Command {
    private final Transition before;
    private final Transition after;

    public ReplaceTransitionCommand(Transition before, Transition after) {
        this.before = before;
        this.after = after;
    }

    @Override
    public Graph apply(Graph graph) {
        return swap(graph, before, after);
    }

    @Override
    public Graph revert(Graph graph) {
        return swap(graph, after, before);
    }

    private static Graph swap(Graph graph, Transition from, Transition to) {
        List<Transition> transitions = new ArrayList<>(graph.transitions());
        for (int i = 0; i < transitions.size(); i++) {
            if (transitions.get(i).id().equals(from.id())) {
                transitions.set(i, to);
                break;
            }
        }
        return graph.withTransitions(transitions);
    }

    @Override
    public String description() {
        return "Edit transition " + before.id();
    }
}
