package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What decides a graph-only run's next ticks besides its stack, timers and variables
 * (docs/paths.md "Once and visits"): each entry's spent {@code once} transitions, and the counts of
 * {@code visits(S)} its guards read, kept as {@link VisitCounts} says. A graph with neither has none,
 * and its run states are keyed exactly as before.
 */
public final class RunConditions {

    /** Per state id, the numbers (the runtime's, file order among once transitions) of the once transitions applying to it. */
    private final Map<String, int[]> onceByState = new HashMap<>();
    /** Per once number, its transition id. */
    private final List<String> onceIds = new ArrayList<>();

    private final VisitCounts visits;

    private RunConditions(Graph graph, VisitCounts visits) {
        this.visits = visits;
        Map<Transition, Integer> numbers = new IdentityHashMap<>();
        for (Transition t : graph.transitions()) {
            if (t.once()) {
                numbers.put(t, onceIds.size());
                onceIds.add(t.id());
            }
        }
        if (onceIds.isEmpty()) {
            return;
        }
        for (StateDef state : graph.states()) {
            onceByState.put(
                    state.id(),
                    graph.transitionsApplyingTo(state).stream()
                            .filter(Transition::once)
                            .mapToInt(numbers::get)
                            .toArray());
        }
    }

    /** The conditions of {@code graph} run with the runtime's default depth limit. */
    public static RunConditions of(Graph graph) {
        return of(graph, StackOptions.DEFAULT_MAX_DEPTH);
    }

    /** The conditions of {@code graph} run with {@code depthLimit}, which bounds {@code depth} and {@code count}. */
    public static RunConditions of(Graph graph, int depthLimit) {
        return new RunConditions(graph, VisitCounts.of(graph, depthLimit));
    }

    /** Whether the graph has once transitions or guards reading visits: only then is there anything to key. */
    public boolean any() {
        return !onceIds.isEmpty() || !visits.isEmpty();
    }

    public VisitCounts visits() {
        return visits;
    }

    /** The once transitions {@code entry} has spent, in file order: {@code [hint]}. */
    public List<String> spent(Entry entry) {
        List<String> out = new ArrayList<>();
        for (int number : onceByState.getOrDefault(entry.stateId(), new int[0])) {
            if (entry.spent(number)) {
                out.add(onceIds.get(number));
            }
        }
        return out;
    }

    /** The counts of the states a guard reads, in {@link VisitCounts#states()} order, each as kept. */
    public List<Long> keptVisits(StateStack stack) {
        return visits.states().stream()
                .map(s -> visits.kept(s, stack.visits(s)))
                .toList();
    }

    /**
     * Appends the conditions to a run state's key: the spent flags of each of {@code entries} (16 once
     * transitions a char), then the kept counts (two chars each, or four for one kept exactly).
     */
    void appendKey(StringBuilder key, List<Entry> entries, StateStack stack) {
        if (!onceIds.isEmpty()) {
            for (Entry e : entries) {
                appendSpent(key, e);
            }
        }
        for (String state : visits.states()) {
            long kept = visits.kept(state, stack.visits(state));
            key.append((char) (kept >>> 48)).append((char) (kept >>> 32));
            key.append((char) (kept >>> 16)).append((char) kept);
        }
    }

    private void appendSpent(StringBuilder key, Entry entry) {
        int[] numbers = onceByState.get(entry.stateId());
        char bits = 0;
        for (int i = 0; i < numbers.length; i++) {
            if (entry.spent(numbers[i])) {
                bits |= (char) (1 << (i % 16));
            }
            if (i % 16 == 15 || i == numbers.length - 1) {
                key.append(bits);
                bits = 0;
            }
        }
    }
}
