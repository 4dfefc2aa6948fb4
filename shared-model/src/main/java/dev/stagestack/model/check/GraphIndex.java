package dev.stagestack.model.check;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A graph with states numbered {@code 0..n-1} (first occurrence of each id) and number {@code n}
 * standing for "no entry" (the empty stack), its transitions grouped the way docs/semantics.md
 * fires them: input transitions that can fire (not shadowed, §4.1), timers grouped by threshold (§4.3) and
 * lifecycle transitions per callback (§5). Tolerates invalid graphs: dangling names are ignored.
 */
final class GraphIndex {

    static final int ENTER = 0;
    static final int EXIT = 1;
    static final int PAUSE = 2;
    static final int RESUME = 3;
    private static final CompiledTransition[] NONE = new CompiledTransition[0];

    final Graph graph;
    final int stateCount;
    final int bottom;
    final String[] ids;
    final Map<String, Integer> numbers;
    final boolean[] hasBehavior;
    final int initial;
    final boolean[] shadowed;
    final CompiledTransition[][] input;
    final CompiledTransition[][][] timerGroups;
    final CompiledTransition[][][] lifecycle;
    /** Whether each transition may fire or be skipped when tried: guards, once (all fire when there are none). */
    final GuardOutcomes guards;

    GraphIndex(Graph graph) {
        this.graph = graph;
        this.numbers = numberStates(graph.states());
        this.stateCount = numbers.size();
        this.bottom = stateCount;
        this.ids = new String[stateCount];
        this.hasBehavior = new boolean[stateCount];
        for (StateDef s : graph.states()) {
            int k = numbers.get(s.id());
            if (ids[k] == null) {
                ids[k] = s.id();
                hasBehavior[k] = s.behavior() != null;
            }
        }
        this.initial = numbers.getOrDefault(graph.initial(), -1);
        this.shadowed = new boolean[graph.transitions().size()];
        this.input = new CompiledTransition[stateCount][];
        this.timerGroups = new CompiledTransition[stateCount][][];
        this.lifecycle = new CompiledTransition[stateCount][4][];
        this.guards = new GuardOutcomes(graph, ids, bottom);
        groupTransitions();
    }

    private static Map<String, Integer> numberStates(List<StateDef> states) {
        Map<String, Integer> out = new HashMap<>();
        for (StateDef s : states) {
            out.putIfAbsent(s.id(), out.size());
        }
        return out;
    }

    /** The id of state number {@code k}; {@code k == bottom} has none. */
    String id(int k) {
        return ids[k];
    }

    boolean anyBehavior() {
        for (boolean b : hasBehavior) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    private void groupTransitions() {
        List<List<CompiledTransition>> inputs = lists();
        List<Map<Long, List<CompiledTransition>>> timers = new ArrayList<>(stateCount);
        List<List<List<CompiledTransition>>> lifecycles = new ArrayList<>(stateCount);
        for (int k = 0; k < stateCount; k++) {
            timers.add(null);
            lifecycles.add(List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
        }
        List<Set<String>> seenInputs = new ArrayList<>(stateCount);
        for (int k = 0; k < stateCount; k++) {
            seenInputs.add(null);
        }
        Map<Transition, Integer> positions = new IdentityHashMap<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            positions.put(graph.transitions().get(i), i);
        }
        Map<String, List<Transition>> applying = ApplyingTransitions.byState(graph);
        for (int k = 0; k < stateCount; k++) {
            for (Transition t : applying.get(ids[k])) {
                int i = positions.get(t);
                CompiledTransition ct = CompiledTransition.compile(i, t, numbers);
                Trigger trigger = t.trigger();
                if (trigger.type().isInput()) {
                    if (seenInputs.get(k) == null) {
                        seenInputs.set(k, new HashSet<>());
                    }
                    if (!seenInputs.get(k).contains(inputKey(trigger))) {
                        inputs.get(k).add(ct);
                        if (guards.alwaysFires(i)) {
                            seenInputs.get(k).add(inputKey(trigger));
                        }
                    } else if (t.isFromOneState()) {
                        shadowed[i] = true;
                    }
                } else if (trigger.type() == TriggerType.TIMER) {
                    if (timers.get(k) == null) {
                        timers.set(k, new LinkedHashMap<>());
                    }
                    timers.get(k)
                            .computeIfAbsent(trigger.timerTicks(graph.tickRate()), x -> new ArrayList<>())
                            .add(ct);
                } else {
                    lifecycles.get(k).get(lifecycleSlot(trigger.type())).add(ct);
                }
            }
        }
        for (int k = 0; k < stateCount; k++) {
            input[k] = inputs.get(k).toArray(NONE);
            timerGroups[k] = timers.get(k) == null
                    ? new CompiledTransition[0][]
                    : timers.get(k).values().stream().map(g -> g.toArray(NONE)).toArray(CompiledTransition[][]::new);
            for (int slot = 0; slot < 4; slot++) {
                lifecycle[k][slot] = lifecycles.get(k).get(slot).toArray(NONE);
            }
        }
    }

    private List<List<CompiledTransition>> lists() {
        List<List<CompiledTransition>> out = new ArrayList<>(stateCount);
        for (int k = 0; k < stateCount; k++) {
            out.add(new ArrayList<>());
        }
        return out;
    }

    /** Two input triggers match the same events exactly when these keys are equal. */
    static String inputKey(Trigger trigger) {
        return trigger.type().jsonName() + '\u0000' + trigger.text();
    }

    private static int lifecycleSlot(TriggerType type) {
        switch (type) {
            case ENTER:
                return ENTER;
            case EXIT:
                return EXIT;
            case PAUSE:
                return PAUSE;
            default:
                return RESUME;
        }
    }
}
