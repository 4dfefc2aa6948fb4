package dev.stagestack.model.check;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@link Graph#transitionsApplyingTo} for every state at once, in one pass over the transitions: the
 * analysis and the exploration need it for each of thousands of states, where calling it per state
 * would read every transition once per state.
 */
public final class ApplyingTransitions {

    private ApplyingTransitions() {}

    /**
     * @return per state id (the first state with that id), the transitions an entry of it may fire, in
     *         the order {@link Graph#transitionsApplyingTo} gives them
     */
    public static Map<String, List<Transition>> byState(Graph graph) {
        Map<String, List<Transition>> own = new HashMap<>();
        Map<String, List<Integer>> byGroup = new HashMap<>();
        List<Transition> everyState = new ArrayList<>();
        List<Transition> all = graph.transitions();
        for (int i = 0; i < all.size(); i++) {
            Transition t = all.get(i);
            if (t.isFromAnyState()) {
                everyState.add(t);
            } else if (t.fromGroup().isPresent()) {
                byGroup.computeIfAbsent(t.fromGroup().get(), g -> new ArrayList<>())
                        .add(i);
            } else {
                own.computeIfAbsent(t.from(), s -> new ArrayList<>()).add(t);
            }
        }
        Map<String, List<Transition>> out = new LinkedHashMap<>();
        for (StateDef state : graph.states()) {
            if (!out.containsKey(state.id())) {
                out.put(state.id(), applying(state, all, own, byGroup, everyState));
            }
        }
        return out;
    }

    private static List<Transition> applying(
            StateDef state,
            List<Transition> all,
            Map<String, List<Transition>> own,
            Map<String, List<Integer>> byGroup,
            List<Transition> everyState) {
        List<Transition> out = new ArrayList<>(own.getOrDefault(state.id(), List.of()));
        TreeSet<Integer> grouped = new TreeSet<>();
        for (String group : state.groups()) {
            grouped.addAll(byGroup.getOrDefault(group, List.of()));
        }
        grouped.forEach(i -> out.add(all.get(i)));
        out.addAll(everyState);
        return out;
    }
}
