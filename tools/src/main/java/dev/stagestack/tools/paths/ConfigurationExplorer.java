package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.check.ApplyingTransitions;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Explores a graph's reachable run states breadth first (one tick per move), through the real
 * runtime: from each run state, a tick without input, and a tick with each sequence of up to
 * {@link ExploreOptions#eventsPerTick()} of the events head's state answers to. Only the graph's own
 * transitions act; behaviour code is not run. Events nothing answers to change nothing in such a run,
 * and head's timer counter is part of the run state, so every run of the graph passes only through
 * run states this finds (within the limits).
 */
public final class ConfigurationExplorer {

    private final Graph graph;
    private final ExploreOptions options;
    private final RunProbe probe;
    private final Map<String, List<InputEvent>> inputsByState;
    private final Map<String, List<List<InputEvent>>> sequencesByState = new HashMap<>();

    private final StackTable stacks;
    private final RunStates runStates = new RunStates();
    /** The run states seen after tick 0, by key; their number is their place in {@link #runStates}. */
    private final Map<String, Integer> seen = new HashMap<>();
    /** Per transition fired, the first tick firing it: run state and move. */
    private final Map<String, int[]> fired = new LinkedHashMap<>();

    private int[] end;
    private int unexplored;
    private final Set<Integer> depthCut = new HashSet<>();
    private final long memoryBudget;
    private final long deadline;
    private ConfigurationGraph.Limit stoppedBy = ConfigurationGraph.Limit.NONE;

    private ConfigurationExplorer(Graph graph, ExploreOptions options) {
        this.graph = graph;
        this.options = options;
        this.stacks = new StackTable(graph.states().stream().map(s -> s.id()).toList());
        this.probe = new RunProbe(GraphOnly.compile(graph), timerCaps(graph), stacks);
        this.inputsByState = inputsByState(graph);
        this.memoryBudget = options.memoryBudgetBytes();
        this.deadline = System.nanoTime() + options.maxTime().toNanos();
    }

    /**
     * Explores {@code graph} within {@code options}.
     *
     * @param graph   a graph without errors
     * @param options the limits
     * @return the configurations, transitions and paths found
     * @throws IllegalArgumentException when the graph does not compile (validate it first)
     */
    public static ConfigurationGraph explore(Graph graph, ExploreOptions options) {
        return new ConfigurationExplorer(graph, options).run();
    }

    private ConfigurationGraph run() {
        int expanded = 0;
        while (expanded < runStates.size() && !spent()) {
            expand(expanded++);
        }
        if (stoppedBy == ConfigurationGraph.Limit.NONE && unexplored > 0) {
            stoppedBy = ConfigurationGraph.Limit.RUN_STATES;
        }
        List<String> never = graph.transitions().stream()
                .map(Transition::id)
                .filter(id -> !fired.containsKey(id))
                .toList();
        int left = runStates.size() - expanded;
        return new ConfigurationGraph(
                stacks,
                runStates,
                fired,
                never,
                end,
                new ConfigurationGraph.Exploration(
                        expanded,
                        unexplored + left,
                        depthCut.size(),
                        options.eventsPerTick(),
                        options.maxDepth(),
                        stoppedBy,
                        bytes(),
                        limitOf(stoppedBy)));
    }

    private void expand(int node) {
        runStates.expanding(node);
        int committed = runStates.committed(node);
        if (committed != StackTable.NONE && stacks.depth(committed) > options.maxDepth()) {
            depthCut.add(committed);
            return;
        }
        TestPath path = runStates.pathTo(node);
        RunProbe.Outcome idle = probe.replayThen(path, List.of());
        record(node, List.of(), idle);
        if (idle.ended()) {
            return;
        }
        for (List<InputEvent> events : sequencesByState.computeIfAbsent(
                stacks.headState(idle.committed()), head -> eventSequences(inputsByState.get(head)))) {
            if (spent()) {
                return;
            }
            record(node, events, probe.replayThen(path, events));
        }
    }

    /** Whether the memory or time budget is spent; then the exploration stops where it is. */
    private boolean spent() {
        if (bytes() > memoryBudget) {
            stoppedBy = ConfigurationGraph.Limit.MEMORY;
        } else if (System.nanoTime() - deadline > 0) {
            stoppedBy = ConfigurationGraph.Limit.TIME;
        }
        return stoppedBy != ConfigurationGraph.Limit.NONE;
    }

    private long bytes() {
        return runStates.bytes() + stacks.bytes();
    }

    private String limitOf(ConfigurationGraph.Limit limit) {
        return switch (limit) {
            case NONE -> "";
            case RUN_STATES -> options.maxRunStates() + " run states";
            case MEMORY -> (memoryBudget >> 20) + " MiB";
            case TIME -> options.maxTime().toMillis() / 1000.0 + " s";
        };
    }

    /** Every sequence of 1 to eventsPerTick events over {@code inputs}, shortest first. */
    private List<List<InputEvent>> eventSequences(List<InputEvent> inputs) {
        List<List<InputEvent>> all = new ArrayList<>();
        List<List<InputEvent>> previous = List.of(List.of());
        for (int length = 1; length <= options.eventsPerTick() && !inputs.isEmpty(); length++) {
            List<List<InputEvent>> longer = new ArrayList<>();
            for (List<InputEvent> prefix : previous) {
                for (InputEvent event : inputs) {
                    List<InputEvent> sequence = new ArrayList<>(prefix);
                    sequence.add(event);
                    longer.add(sequence);
                }
            }
            all.addAll(longer);
            previous = longer;
        }
        return all;
    }

    private void record(int node, List<InputEvent> events, RunProbe.Outcome outcome) {
        if (outcome.ended()) {
            int move = runStates.addMove(
                    events, RunStates.ENDED, StackTable.NONE, outcome.firedInCommit(), outcome.firedAfter());
            noteFired(node, move, outcome);
            if (end == null) {
                end = new int[] {node, move};
            }
            return;
        }
        Integer known = seen.get(outcome.key());
        int move = runStates.addMove(
                events,
                known != null ? known : RunStates.UNEXPLORED,
                outcome.committed(),
                outcome.firedInCommit(),
                outcome.firedAfter());
        noteFired(node, move, outcome);
        stacks.committed(outcome.committed(), node, move);
        if (known != null) {
            return;
        }
        if (runStates.size() >= options.maxRunStates()) {
            unexplored++;
            return;
        }
        int next = runStates.add(node, move);
        seen.put(outcome.key(), next);
        runStates.retarget(move, next);
    }

    private void noteFired(int node, int move, RunProbe.Outcome outcome) {
        for (List<String> ids : List.of(outcome.firedInCommit(), outcome.firedAfter())) {
            ids.forEach(id -> fired.putIfAbsent(id, new int[] {node, move}));
        }
    }

    /**
     * Per state, the distinct input events the transitions applying to it answer to (its own, its
     * groups', every state's: docs/semantics.md §21), in that order; for {@code anyKey} transitions,
     * a key none of its key transitions names.
     */
    private static Map<String, List<InputEvent>> inputsByState(Graph graph) {
        Map<String, List<InputEvent>> lists = new HashMap<>();
        for (Map.Entry<String, List<Transition>> state :
                ApplyingTransitions.byState(graph).entrySet()) {
            List<Transition> applying = state.getValue();
            Set<InputEvent> events = new LinkedHashSet<>();
            for (Transition t : applying) {
                Trigger trigger = t.trigger();
                if (trigger.type() == TriggerType.ANY_KEY) {
                    events.add(InputEvent.key(keyNoneNames(applying)));
                } else if (trigger.type().isInput()) {
                    events.add(eventFor(trigger));
                }
            }
            lists.put(state.getKey(), List.copyOf(events));
        }
        return lists;
    }

    /** Keys an {@code anyKey} event may be, the first one no key transition of the state names is used. */
    private static final List<String> OTHER_KEYS = List.of("F24", "F23", "F22", "F21");

    private static String keyNoneNames(List<Transition> applying) {
        Set<String> named = new HashSet<>();
        for (Transition t : applying) {
            if (t.trigger().type() == TriggerType.KEY) {
                named.add(t.trigger().text());
            }
        }
        return OTHER_KEYS.stream().filter(k -> !named.contains(k)).findFirst().orElse(OTHER_KEYS.get(0));
    }

    private static InputEvent eventFor(Trigger trigger) {
        return trigger.type() == TriggerType.KEY
                ? InputEvent.key(trigger.text())
                : new InputEvent(trigger.type(), trigger.text());
    }

    /** Per state with timer transitions, its largest threshold in ticks: beyond it no timer fires again. */
    private static Map<String, Long> timerCaps(Graph graph) {
        Map<String, Long> caps = new HashMap<>();
        ApplyingTransitions.byState(graph).forEach((state, applying) -> {
            for (Transition t : applying) {
                if (t.trigger().type() == TriggerType.TIMER) {
                    caps.merge(state, t.trigger().timerTicks(graph.tickRate()), Math::max);
                }
            }
        });
        return caps;
    }
}
