package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Moves states to new positions: a drag, an align, a distribute or an auto-layout. */
public final class MoveStatesCommand implements Command {
    private final String description;
    private final Map<String, Position> before;
    private final Map<String, Position> after;

    /**
     * @param description the menu text; null for the default {@code "Move N states"}
     * @param before      position of each moved state before the edit
     * @param after       position of each moved state after it (same keys)
     */
    public MoveStatesCommand(String description, Map<String, Position> before, Map<String, Position> after) {
        this.before = Map.copyOf(before);
        this.after = Map.copyOf(after);
        this.description = description != null ? description : "Move " + Plural.count(after.size(), "state");
    }

    /** A move of {@code ids} from their positions in {@code graph} to {@code targets}. */
    public static MoveStatesCommand to(String description, Graph graph, Map<String, Position> targets) {
        Map<String, Position> old = new LinkedHashMap<>();
        for (StateDef s : graph.states()) {
            if (targets.containsKey(s.id())) {
                old.put(s.id(), Position.of(s));
            }
        }
        return new MoveStatesCommand(description, old, targets);
    }

    @Override
    public Graph apply(Graph graph) {
        return place(graph, after);
    }

    @Override
    public Graph revert(Graph graph) {
        return place(graph, before);
    }

    private static Graph place(Graph graph, Map<String, Position> positions) {
        List<StateDef> states = new ArrayList<>(graph.states().size());
        for (StateDef s : graph.states()) {
            Position p = positions.get(s.id());
            states.add(p == null ? s : s.withPosition(p.x(), p.y()));
        }
        return graph.withStates(states);
    }

    @Override
    public String description() {
        return description;
    }

    /** The target positions, by state id. */
    public Map<String, Position> after() {
        return after;
    }
}
