package dev.stagestack.editor.command;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces one state's definition (an inspector edit or an inline rename). When the id changes,
 * every reference follows: transitions' {@code from}, action targets and the graph's {@code initial}.
 */
public final class ReplaceStateCommand implements Command {
    private final StateDef before;
    private final StateDef after;
    private final String description;
    /** The graph this command was last applied to: undo is last in, first out, so revert meets its result. */
    private Graph referencesBefore;

    public ReplaceStateCommand(StateDef before, StateDef after, String description) {
        this.before = before;
        this.after = after;
        this.description = description;
    }

    /** An edit whose description names the state: {@code "Edit state title"}. */
    public static ReplaceStateCommand edit(StateDef before, StateDef after) {
        String text = before.id().equals(after.id())
                ? "Edit state " + before.id()
                : "Rename state " + before.id() + " to " + after.id();
        return new ReplaceStateCommand(before, after, text);
    }

    @Override
    public Graph apply(Graph graph) {
        referencesBefore = graph;
        return swap(graph, before, after);
    }

    /**
     * The state back, and the transitions and {@code initial} exactly as they were before {@link
     * #apply}: renaming the references back would also take the ones that named the new id already
     * (a transition to a state not yet made), which the rename never touched.
     */
    @Override
    public Graph revert(Graph graph) {
        Graph swapped = swap(graph, after, before);
        if (before.id().equals(after.id()) || referencesBefore == null) {
            return swapped;
        }
        return swapped.withTransitions(referencesBefore.transitions()).withInitial(referencesBefore.initial());
    }

    private static Graph swap(Graph graph, StateDef from, StateDef to) {
        List<StateDef> states = new ArrayList<>(graph.states());
        for (int i = 0; i < states.size(); i++) {
            if (states.get(i).id().equals(from.id())) {
                states.set(i, to);
                break;
            }
        }
        Graph result = graph.withStates(states);
        return from.id().equals(to.id()) ? result : renameReferences(result, from.id(), to.id());
    }

    private static Graph renameReferences(Graph graph, String oldId, String newId) {
        List<Transition> transitions = new ArrayList<>(graph.transitions().size());
        for (Transition t : graph.transitions()) {
            Transition moved = t.from().equals(oldId) ? t.withFrom(newId) : t;
            if (moved.when() != null) {
                moved = moved.withWhen(GuardRenames.state(moved.when(), oldId, newId));
            }
            transitions.add(moved.withActions(retarget(moved.actions(), oldId, newId)));
        }
        String initial = graph.initial().equals(oldId) ? newId : graph.initial();
        return graph.withTransitions(transitions).withInitial(initial);
    }

    private static List<Action> retarget(List<Action> actions, String oldId, String newId) {
        List<Action> out = new ArrayList<>(actions.size());
        for (Action a : actions) {
            boolean hit = !a.op().isVariable() && oldId.equals(a.target()); // set/add/reset name a variable
            out.add(hit ? a.withTarget(newId) : a);
        }
        return out;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public java.util.Map<String, String> renamedStates() {
        return before.id().equals(after.id()) ? java.util.Map.of() : java.util.Map.of(before.id(), after.id());
    }
}
