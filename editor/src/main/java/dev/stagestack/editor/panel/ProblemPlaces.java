package dev.stagestack.editor.panel;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.document.ProblemLocator;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.tools.depth.DepthVerdict;
import dev.stagestack.tools.depth.PumpWitness;
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
        List<ElementRef> elements =
                ProblemLocator.elementOf(graph, p).map(List::of).orElse(List.of());
        String place = elements.isEmpty() ? graphPlace(p) : nameOf(elements.get(0));
        return new ProblemRow(p, elements, withFileLocation(place, p));
    }

    /** The analysis findings, warnings each, in the order: growth, empty pops, runaway loops. */
    List<ProblemRow> findingsOf(StackInsight insight) {
        List<ProblemRow> rows = new ArrayList<>();
        insight.depth().flatMap(DepthVerdict::witness).ifPresent(pump -> rows.add(growthRow(pump)));
        for (String id : insight.popEmptyTransitions()) {
            ElementRef ref = ElementRef.transition(id);
            rows.add(new ProblemRow(
                    Problem.warning(
                            "transitions",
                            POP_EMPTY,
                            "transition \"" + id
                                    + "\" can pop when the stack is already empty (a pop-empty error at run time)"),
                    List.of(ref),
                    nameOf(ref)));
        }
        for (List<String> loop : insight.runawayLoops()) {
            rows.add(statesRow(
                    RUNAWAY_LOOP,
                    loop,
                    "lifecycle loop " + String.join(" → ", names(loop))
                            + " runs away: every commit that enters it keeps entering it until the step limit"));
        }
        return rows;
    }

    /**
     * The unbounded stack as a row: the transitions that push in each turn of the witness's loop are
     * the culprits it names and selects, with the states the loop piles up.
     */
    private ProblemRow growthRow(PumpWitness pump) {
        List<ElementRef> refs = new ArrayList<>(
                pump.pushedBy().stream().map(ElementRef::transition).toList());
        new LinkedHashSet<>(pump.growth()).forEach(id -> refs.add(ElementRef.state(id)));
        List<String> pushers = pump.pushedBy().stream()
                .map(id -> nameOf(ElementRef.transition(id)))
                .toList();
        List<String> under = pump.stackBefore().subList(0, pump.insertAt());
        String message = "the stack can grow without limit: " + String.join(" and ", pushers) + " push "
                + String.join(" → ", names(pump.growth())) + " again and again"
                + (under.isEmpty() ? "" : " on top of " + String.join(" → ", names(under)))
                + "; only the runtime's depth limit stops it (pop or replace somewhere in the loop)";
        return new ProblemRow(
                Problem.warning("transitions", UNBOUNDED_STACK, message), refs, String.join(", ", pushers));
    }

    /**
     * The depth verdict for the panel's header: exact, an over-approximation, or unbounded naming
     * the transitions that push; empty before the first analysis.
     */
    String depthHeader(StackInsight insight) {
        if (insight.depth().isEmpty()) {
            return insight.maxDepth().isPresent()
                    ? "Max stack depth " + insight.maxDepth().getAsInt()
                    : "";
        }
        DepthVerdict verdict = insight.depth().get();
        return switch (verdict.kind()) {
            case EXACT -> "Max stack depth " + verdict.depth();
            case AT_MOST -> "Max stack depth at most " + verdict.depth() + " (over-approximation)";
            case UNSETTLED -> "Stack depth: no bound found";
            case UNBOUNDED ->
                "Stack grows without limit: pushed by "
                        + String.join(
                                ", ",
                                verdict.witness().orElseThrow().pushedBy().stream()
                                        .map(id -> nameOf(ElementRef.transition(id)))
                                        .toList());
        };
    }

    private ProblemRow statesRow(String code, List<String> stateIds, String message) {
        Set<String> distinct = new LinkedHashSet<>(stateIds);
        List<ElementRef> refs = distinct.stream().map(ElementRef::state).toList();
        return new ProblemRow(
                Problem.warning("states", code, message), refs, String.join(", ", names(List.copyOf(distinct))));
    }

    /** The names of states, in order. */
    List<String> names(List<String> stateIds) {
        return stateIds.stream()
                .map(id -> graph.state(id).map(StateDef::name).orElse(id))
                .toList();
    }

    /** "Pause menu (pause)", or just the name when it is the id; "transition esc (from World)". */
    String nameOf(ElementRef ref) {
        if (ref.isState()) {
            return graph.state(ref.id())
                    .map(s -> s.name().equals(s.id()) ? s.id() : s.name() + " (" + s.id() + ")")
                    .orElse(ref.id());
        }
        return graph.transitions().stream()
                .filter(t -> t.id().equals(ref.id()))
                .findFirst()
                .map(t -> "transition " + t.id() + " (from "
                        + graph.state(t.from()).map(StateDef::name).orElse(t.from()) + ")")
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
