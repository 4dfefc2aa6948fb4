package dev.stagestack.editor.layout;

import dev.stagestack.editor.command.MoveStatesCommand;
import dev.stagestack.editor.command.Position;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/** Align and distribute of selected states, as one move command each. Pure. */
public final class Arrange {

    /** The ways to line states up. */
    public enum Alignment {
        LEFT("Align left"),
        TOP("Align top"),
        CENTER_HORIZONTAL("Align centres vertically"),
        CENTER_VERTICAL("Align middles horizontally");

        private final String description;

        Alignment(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    private Arrange() {}

    /** Lines the states up on the first selected one's edge or centre; empty for fewer than two. */
    public static Optional<MoveStatesCommand> align(Graph graph, Set<String> ids, Alignment how) {
        List<StateDef> states = placed(graph, ids);
        if (states.size() < 2) {
            return Optional.empty();
        }
        StateDef anchor = states.get(0);
        Map<String, Position> targets = new LinkedHashMap<>();
        for (StateDef s : states) {
            boolean horizontal = how == Alignment.LEFT || how == Alignment.CENTER_HORIZONTAL;
            targets.put(s.id(), horizontal ? Position.of(anchor.x(), s.y()) : Position.of(s.x(), anchor.y()));
        }
        return Optional.of(MoveStatesCommand.to(how.description(), graph, targets));
    }

    /**
     * Spaces the states evenly between the outermost two, along x ({@code horizontal}) or y.
     * Empty for fewer than three states.
     */
    public static Optional<MoveStatesCommand> distribute(Graph graph, Set<String> ids, boolean horizontal) {
        List<StateDef> states = placed(graph, ids);
        if (states.size() < 3) {
            return Optional.empty();
        }
        ToDoubleFunction<StateDef> axis = horizontal ? StateDef::x : StateDef::y;
        states.sort(Comparator.comparingDouble(axis));
        double first = axis.applyAsDouble(states.get(0));
        double step = (axis.applyAsDouble(states.get(states.size() - 1)) - first) / (states.size() - 1);
        Map<String, Position> targets = new LinkedHashMap<>();
        for (int i = 0; i < states.size(); i++) {
            StateDef s = states.get(i);
            double at = first + step * i;
            targets.put(s.id(), horizontal ? Position.of(at, s.y()) : Position.of(s.x(), at));
        }
        String text = horizontal ? "Distribute horizontally" : "Distribute vertically";
        return Optional.of(MoveStatesCommand.to(text, graph, targets));
    }

    private static List<StateDef> placed(Graph graph, Set<String> ids) {
        List<StateDef> out = new ArrayList<>();
        for (String id : ids) {
            graph.state(id).filter(StateDef::hasPosition).ifPresent(out::add);
        }
        return out;
    }
}
