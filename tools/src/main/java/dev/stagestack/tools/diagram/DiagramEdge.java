package dev.stagestack.tools.diagram;

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
 * One arrow of a drawing of the graph, the one model of what a transition draws that the editor's
 * canvas, its PNG and SVG exports, auto-layout, Mermaid and DOT all use (docs/editor.md "How
 * transitions are drawn"). A transition is drawn as what its whole action list does
 * ({@link StagingWalk}): an arrow to each entry it pushes that stays on the stack, numbered in the
 * order they are pushed, the last one where the run lands; with none, arrows to where the run lands
 * (a pop to each state the analysis says it can reveal).
 *
 * @param transition the transition drawn
 * @param kind       how it is drawn
 * @param to         the state it goes to; {@link #END} when the run ends there (quit, clear, or a pop
 *                   that can empty the stack); {@link #UNKNOWN} for a pop the analysis cannot tell about
 * @param step       which of the transition's steps this arrow is, from 1
 * @param steps      how many steps the transition is drawn as (1 for a single arrow or a pop's arrows)
 * @param actions    the actions this step stands for: all of them when {@code steps} is 1
 */
public record DiagramEdge(
        Transition transition, TransitionKind kind, String to, int step, int steps, List<Action> actions) {
    /** Where a run ends. Never a state id (only {@code A-Z a-z 0-9 _ . -} are, docs/format.md "State"). */
    public static final String END = "<end>";
    /** Where a pop goes that the analysis cannot tell about. */
    public static final String UNKNOWN = "<unknown>";

    /** Copies the actions. */
    public DiagramEdge {
        actions = List.copyOf(actions);
    }

    /** The state the arrow leaves: the transition's. */
    public String from() {
        return transition.from();
    }

    /** Whether the transition is drawn as several numbered arrows. */
    public boolean numbered() {
        return steps > 1;
    }

    /**
     * The trigger and the actions, e.g. {@code key ESCAPE / push pause}; a numbered step says its
     * number and its own actions, e.g. {@code enter / 2. push splash}.
     */
    public String label() {
        String actionText = actions.stream().map(Action::describe).collect(Collectors.joining(", "));
        return transition.trigger().describe() + " / " + (numbered() ? step + ". " : "") + actionText;
    }

    /**
     * The arrows of every transition, in file order.
     *
     * @param reveals state id to what a pop from it can reveal ({@link PopReveals#of}); a pop from a
     *                state absent from it goes to {@link #UNKNOWN}
     */
    public static List<DiagramEdge> of(Graph graph, Map<String, Set<String>> reveals) {
        List<DiagramEdge> edges = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            edges.addAll(of(t, reveals));
        }
        return edges;
    }

    /** The arrows of one transition: its numbered steps in order, or its arrows to where the run lands. */
    public static List<DiagramEdge> of(Transition t, Map<String, Set<String>> reveals) {
        StagingWalk walk = StagingWalk.of(t.from(), t.actions(), reveals);
        List<StagingWalk.Pushed> pushed = walk.pushed();
        if (!pushed.isEmpty()) {
            return steps(t, pushed);
        }
        if (walk.belowChange() == null) {
            TransitionKind kind = walk.restartsItself() ? TransitionKind.RESTART : TransitionKind.POP;
            return List.of(new DiagramEdge(t, kind, t.from(), 1, 1, t.actions()));
        }
        List<DiagramEdge> edges = new ArrayList<>();
        for (String state : walk.below()) {
            String to = state.equals(StackReport.EMPTY_STACK) ? END : state;
            TransitionKind kind = to.equals(END) && walk.belowChange() != TransitionKind.POP
                    ? TransitionKind.QUIT
                    : walk.belowChange();
            edges.add(new DiagramEdge(t, kind, to, 1, 1, t.actions()));
        }
        return edges;
    }

    /** One arrow per pushed entry that stays: each stands for the actions up to its push, the last for the rest too. */
    private static List<DiagramEdge> steps(Transition t, List<StagingWalk.Pushed> pushed) {
        List<DiagramEdge> edges = new ArrayList<>();
        int first = 0;
        for (int i = 0; i < pushed.size(); i++) {
            StagingWalk.Pushed p = pushed.get(i);
            int end = i == pushed.size() - 1 ? t.actions().size() : p.action() + 1;
            TransitionKind kind = p.fromGone() ? TransitionKind.REPLACE : TransitionKind.PUSH;
            edges.add(new DiagramEdge(
                    t, kind, p.state(), i + 1, pushed.size(), t.actions().subList(first, end)));
            first = end;
        }
        return edges;
    }
}
