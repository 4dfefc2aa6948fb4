package dev.stagestack.editor.command;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import java.util.List;

/**
 * A variable renamed everywhere it is named: its declaration, every guard that reads it
 * ({@link GuardRenames}) and every set, add and reset of it.
 */
public final class VariableRenames {
    private VariableRenames() {}

    /** {@code graph} with the variable {@code from} called {@code to}. */
    public static Graph rename(Graph graph, String from, String to) {
        List<Variable> variables = graph.variables().stream()
                .map(v -> v.id().equals(from) ? new Variable(to, v.type(), v.min(), v.max(), v.initial()) : v)
                .toList();
        List<Transition> transitions =
                graph.transitions().stream().map(t -> renamedIn(t, from, to)).toList();
        return graph.withVariables(variables).withTransitions(transitions);
    }

    private static Transition renamedIn(Transition t, String from, String to) {
        List<Action> actions = t.actions().stream()
                .map(a -> a.op().isVariable() && from.equals(a.target()) ? a.withTarget(to) : a)
                .toList();
        Transition out = actions.equals(t.actions()) ? t : t.withActions(actions);
        return t.when() == null ? out : out.withWhen(GuardRenames.variable(t.when(), from, to));
    }
}
