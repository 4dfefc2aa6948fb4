package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;

/** Changes the graph's own fields: name, initial state and tick rate. */
public final class EditGraphCommand implements Command {
    private final Header before;
    private final Header after;

    /** The graph-level fields of docs/format.md "Top level" that the user edits. */
    public record Header(String name, String initial, double tickRate) {
        public static Header of(Graph graph) {
            return new Header(graph.name(), graph.initial(), graph.tickRate());
        }

        Graph applyTo(Graph graph) {
            return graph.withName(name).withInitial(initial).withTickRate(tickRate);
        }
    }

    public EditGraphCommand(Header before, Header after) {
        this.before = before;
        this.after = after;
    }

    @Override
    public Graph apply(Graph graph) {
        return after.applyTo(graph);
    }

    @Override
    public Graph revert(Graph graph) {
        return before.applyTo(graph);
    }

    @Override
    public String description() {
        if (!before.initial().equals(after.initial())) {
            return "Set initial state to " + after.initial();
        }
        return "Edit graph properties";
    }
}
