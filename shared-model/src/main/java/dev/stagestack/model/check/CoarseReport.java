package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Transition;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The coarsest sound report, for a graph whose precise analysis ran past its work budget: every state
 * a push or replace can reach from the initial state may lie below every other such state or be the
 * bottom, the depth is not bounded, every transition that pops may find the stack empty. Nothing here
 * under-approximates, so it keeps the analysis' promise; it just says much less.
 */
final class CoarseReport {

    private CoarseReport() {}

    static StackReport of(GraphIndex index, AnalysisOptions options, String why) {
        List<String> reachable = reachable(index);
        List<String> below = new ArrayList<>(reachable);
        below.add(StackReport.EMPTY_STACK);
        Map<String, List<String>> popTargets = new LinkedHashMap<>();
        reachable.forEach(id -> popTargets.put(id, below));
        String note = "Incomplete: " + why + " (its budget for a graph of this size), so every answer is the"
                + " coarsest sound one: any reachable state may lie below any other or be the bottom, the depth"
                + " is not bounded, every pop may find the stack empty, and runaway loops were not searched.";
        return new StackReport(
                options,
                null,
                true,
                List.of(),
                popTargets,
                reachable,
                poppingTransitions(index),
                List.of(),
                List.of(),
                reachable,
                reachable,
                List.of(note),
                false);
    }

    /** The initial state and every push/replace target of a transition of a state found so far. */
    private static List<String> reachable(GraphIndex index) {
        BitSet seen = new BitSet();
        Deque<Integer> todo = new ArrayDeque<>();
        if (index.initial >= 0) {
            seen.set(index.initial);
            todo.add(index.initial);
        }
        List<List<Transition>> byFrom = transitionsByFrom(index);
        while (!todo.isEmpty()) {
            for (Transition t : byFrom.get(todo.poll())) {
                enqueueTargets(index, t, seen, todo);
            }
        }
        List<String> out = new ArrayList<>();
        for (int s = seen.nextSetBit(0); s >= 0; s = seen.nextSetBit(s + 1)) {
            out.add(index.id(s));
        }
        return out;
    }

    /** Each state's transitions, by state number: one pass, so the search is linear in the graph. */
    private static List<List<Transition>> transitionsByFrom(GraphIndex index) {
        List<List<Transition>> byFrom = new ArrayList<>(index.stateCount);
        for (int s = 0; s < index.stateCount; s++) {
            byFrom.add(new ArrayList<>());
        }
        ApplyingTransitions.byState(index.graph)
                .forEach((state, applying) ->
                        byFrom.get(index.numbers.get(state)).addAll(applying));
        return byFrom;
    }

    private static void enqueueTargets(GraphIndex index, Transition t, BitSet seen, Deque<Integer> todo) {
        for (Action a : t.actions()) {
            if (a.op() == ActionOp.PUSH || a.op() == ActionOp.REPLACE) {
                Integer k = index.numbers.get(a.target());
                if (k != null && !seen.get(k)) {
                    seen.set(k);
                    todo.add(k);
                }
            }
        }
    }

    private static List<String> poppingTransitions(GraphIndex index) {
        List<String> out = new ArrayList<>();
        for (Transition t : index.graph.transitions()) {
            for (Action a : t.actions()) {
                if (a.op() == ActionOp.POP
                        || a.op() == ActionOp.REPLACE
                        || a.op() == ActionOp.POP_TO
                        || a.op() == ActionOp.RESTART) {
                    out.add(t.id());
                    break;
                }
            }
        }
        return out;
    }
}
