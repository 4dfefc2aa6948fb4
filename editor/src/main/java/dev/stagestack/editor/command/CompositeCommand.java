package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;
import java.util.List;

/** Several commands undone and redone as one step, e.g. a paste that adds states and transitions. */
public final class CompositeCommand implements Command {
    private final String description;
    private final List<Command> parts;

    public CompositeCommand(String description, List<? extends Command> parts) {
        this.description = description;
        this.parts = List.copyOf(parts);
    }

    @Override
    public Graph apply(Graph graph) {
        Graph result = graph;
        for (Command part : parts) {
            result = part.apply(result);
        }
        return result;
    }

    @Override
    public Graph revert(Graph graph) {
        Graph result = graph;
        for (int i = parts.size() - 1; i >= 0; i--) {
            result = parts.get(i).revert(result);
        }
        return result;
    }

    @Override
    public String description() {
        return description;
    }

    /** The renames of the parts, one after the other: {@code a -> b} then {@code b -> c} is {@code a -> c}. */
    @Override
    public java.util.Map<String, String> renamedStates() {
        java.util.Map<String, String> renames = java.util.Map.of();
        for (Command part : parts) {
            renames = StateRenames.then(renames, part.renamedStates());
        }
        return renames;
    }

    /** The commands this one runs, in order. */
    public List<Command> parts() {
        return parts;
    }
}
