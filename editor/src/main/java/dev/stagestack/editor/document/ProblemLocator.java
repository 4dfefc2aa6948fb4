package dev.stagestack.editor.document;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the element a problem is about from its JSON path: {@code states[2].color} is the third
 * state, {@code transitions[3].actions[0].target} the fourth transition, {@code initial} the state
 * it names. Pure.
 */
public final class ProblemLocator {
    private static final Pattern INDEXED = Pattern.compile("^(states|transitions)\\[(\\d+)]");

    private ProblemLocator() {}

    /** The element {@code problem} points at in {@code graph}, if it points at one. */
    public static Optional<ElementRef> elementOf(Graph graph, Problem problem) {
        String path = problem.path().startsWith("$.") ? problem.path().substring(2) : problem.path();
        Matcher m = INDEXED.matcher(path);
        if (m.find()) {
            int index = Integer.parseInt(m.group(2));
            if (m.group(1).equals("states")) {
                return index < graph.states().size()
                        ? Optional.of(ElementRef.state(graph.states().get(index).id()))
                        : Optional.empty();
            }
            return index < graph.transitions().size()
                    ? Optional.of(
                            ElementRef.transition(graph.transitions().get(index).id()))
                    : Optional.empty();
        }
        if (path.equals("initial")) {
            return graph.state(graph.initial()).map(s -> ElementRef.state(s.id()));
        }
        return Optional.empty();
    }
}
