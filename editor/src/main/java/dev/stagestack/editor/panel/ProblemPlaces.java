package dev.stagestack.editor.panel;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.document.ProblemLocator;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns problems and the stack analysis into rows that name their places as the designer sees
 * them: "Pause menu (pause)", "transition esc (from World)". Every finding of the analysis is a
 * row: an unbounded push cycle, a pop that can find the stack empty, a runaway lifecycle loop.
 */
final class ProblemPlaces {
    static final String UNBOUNDED_STACK = "unbounded-stack";
    static final String POP_EMPTY = "pop-empty";
    static final String RUNAWAY_LOOP = "runaway-loop";

    private final Graph graph;

    ProblemPlaces(Graph graph) {
        this.graph = graph;
    }

    ProblemRow rowOf(Problem p) {
        List<ElementRef> elements = ProblemLocator.elementOf(graph, p).map(List::of).orElse(List.of());
        String place = elements.isEmpty() ? graphPlace(p) : nameOf(elements.get(0));
        return new ProblemRow(p, elements, withFileLocation(place, p));
    }

    /** The analysis findings, warnings each, in the order: growth, empty pops, runaway loops. */
    List<ProblemRow> findingsOf(StackInsight insight) {
        List<ProblemRow> rows = new ArrayList<>();
        if (insight.isUnbounded()) {
            List<String> stack = insight.unboundedCycle();
            List<String> cycle = repeatingPart(stack);
            String reached = stack.size() > cycle.size() + 1
                    ? " (reached through " + String.join(" → ", names(stack.subList(0, stack.size() - cycle.size() - 1))) + ")" : "";
            rows.add(statesRow(UNBOUNDED_STACK, cycle, "the stack can grow without limit: "
                    + String.join(" → ", names(cycle)) + " → " + names(cycle.subList(0, 1)).get(0) + " → … keeps pushing"
                    + reached + "; only the runtime's depth limit stops it (pop or replace somewhere in the cycle)"));
        }
        for (String id : insight.popEmptyTransitions()) {
            ElementRef ref = ElementRef.transition(id);
            rows.add(new ProblemRow(Problem.warning("transitions", POP_EMPTY, "transition \"" + id
                    + "\" can pop when the stack is already empty (a pop-empty error at run time)"), List.of(ref), nameOf(ref)));
        }
        for (List<String> loop : insight.runawayLoops()) {
            rows.add(statesRow(RUNAWAY_LOOP, loop, "lifecycle loop " + String.join(" → ", names(loop))
                    + " runs away: every commit that enters it keeps entering it until the step limit"));
        }
        return rows;
    }

    /** The states that repeat: a stack, bottom first, ends with a state met earlier in it. */
    static List<String> repeatingPart(List<String> stack) {
        String last = stack.get(stack.size() - 1);
        int first = stack.indexOf(last);
        return first < stack.size() - 1 ? stack.subList(first, stack.size() - 1) : stack;
    }

    private ProblemRow statesRow(String code, List<String> stateIds, String message) {
        Set<String> distinct = new LinkedHashSet<>(stateIds);
        List<ElementRef> refs = distinct.stream().map(ElementRef::state).toList();
        return new ProblemRow(Problem.warning("states", code, message), refs, String.join(", ", names(List.copyOf(distinct))));
    }

    /** The names of states, in order. */
    List<String> names(List<String> stateIds) {
        return stateIds.stream().map(id -> graph.state(id).map(StateDef::name).orElse(id)).toList();
    }

    /** "Pause menu (pause)", or just the name when it is the id; "transition esc (from World)". */
    String nameOf(ElementRef ref) {
        if (ref.isState()) {
            return graph.state(ref.id()).map(s -> s.name().equals(s.id()) ? s.id() : s.name() + " (" + s.id() + ")")
                    .orElse(ref.id());
        }
        return graph.transitions().stream().filter(t -> t.id().equals(ref.id())).findFirst()
                .map(t -> "transition " + t.id() + " (from " + graph.state(t.from()).map(StateDef::name).orElse(t.from()) + ")")
                .orElse("transition " + ref.id());
    }

    private static String graphPlace(Problem p) {
        String path = p.path().startsWith("$.") ? p.path().substring(2) : p.path();
        return path.isEmpty() || path.equals("$") ? "the graph" : "graph " + path;
    }

    private static String withFileLocation(String place, Problem p) {
        if (p.file() == null) {
            return place;
        }
        return place + " · " + p.file() + (p.line() > 0 ? ":" + p.line() + ":" + Math.max(1, p.column()) : "");
    }
}
