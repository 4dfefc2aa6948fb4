package dev.stagestack.model.diagram;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.StackReport;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One arrow of a text diagram (Mermaid, DOT): a transition from its state to where it goes. A pop
 * that can reveal three states is three arrows, one to each (as on the editor's canvas).
 *
 * @param transition the transition drawn
 * @param kind       how it is drawn
 * @param to         the state it goes to; {@link #END} when the run ends there (quit, clear, or a pop
 *                   that can empty the stack); {@link #UNKNOWN} for a pop the analysis cannot tell about
 */
public record DiagramEdge(Transition transition, TransitionKind kind, String to) {
    /** Where a run ends. Never a state id (only {@code A-Z a-z 0-9 _ . -} are, docs/format.md "State"). */
    public static final String END = "<end>";
    /** Where a pop goes that the analysis cannot tell about. */
    public static final String UNKNOWN = "<unknown>";

    /** The state the arrow leaves: the transition's. */
    public String from() {
        return transition.from();
    }

    /** The trigger and the actions, e.g. {@code key ESCAPE / push pause}. */
    public String label() {
        return transition.trigger().describe() + " / "
                + transition.actions().stream().map(Action::describe).collect(Collectors.joining(", "));
    }

    /**
     * The arrows of every transition, in file order.
     *
     * @param reveals what each pop can reveal ({@link PopReveals#of}); a pop absent from it goes to
     *                {@link #UNKNOWN}
     */
    public static List<DiagramEdge> of(Graph graph, Map<String, Set<String>> reveals) {
        List<DiagramEdge> edges = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            TransitionKind.Classified c = TransitionKind.classify(t);
            switch (c.kind()) {
                case POP -> {
                    Set<String> revealed = reveals.get(t.id());
                    if (revealed == null || revealed.isEmpty()) {
                        edges.add(new DiagramEdge(t, c.kind(), UNKNOWN));
                    } else {
                        revealed.forEach(state -> edges.add(new DiagramEdge(t, c.kind(),
                                state.equals(StackReport.EMPTY_STACK) ? END : state)));
                    }
                }
                case RESTART -> edges.add(new DiagramEdge(t, c.kind(), t.from()));
                case QUIT -> edges.add(new DiagramEdge(t, c.kind(), END));
                default -> edges.add(new DiagramEdge(t, c.kind(), c.target()));
            }
        }
        return edges;
    }
}
