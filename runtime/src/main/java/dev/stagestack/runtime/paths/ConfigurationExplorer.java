package dev.stagestack.runtime.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.graph.InputEvent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
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

    private final Map<String, Node> seen = new HashMap<>();
    private final List<List<RunStates.Move>> moves = new ArrayList<>();
    private final Queue<Node> queue = new ArrayDeque<>();
    private final Map<Configuration, TestPath> configurations = new LinkedHashMap<>();
    private final Map<String, TestPath> fired = new LinkedHashMap<>();
    private final Set<ConfigurationEdge> edges = new LinkedHashSet<>();
    private TestPath endPath;
    private int unexplored;
    private final Set<Configuration> depthCut = new HashSet<>();

    /** A run state found: the shortest path to it, and what happened since its stack was committed. */
    private record Node(int index, TestPath path, Configuration committed, List<InputEvent> eventsSince,
                        List<String> firedSince) {
    }

    private ConfigurationExplorer(Graph graph, ExploreOptions options) {
        this.graph = graph;
        this.options = options;
        this.probe = new RunProbe(GraphOnly.compile(graph), timerCaps(graph));
        this.inputsByState = inputsByState(graph);
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
        Node start = new Node(0, TestPath.START, null, List.of(), List.of());
        seen.put("start", start);
        moves.add(new ArrayList<>());
        queue.add(start);
        while (!queue.isEmpty()) {
            expand(queue.poll());
        }
        List<String> never = graph.transitions().stream().map(Transition::id).filter(id -> !fired.containsKey(id))
                .toList();
        return new ConfigurationGraph(configurations, fired, never, edges, endPath, new RunStates(moves),
                new ConfigurationGraph.Exploration(seen.size(), unexplored, depthCut.size(),
                        options.eventsPerTick(), options.maxDepth()));
    }

    private void expand(Node node) {
        if (node.committed() != null && node.committed().depth() > options.maxDepth()) {
            depthCut.add(node.committed());
            return;
        }
        RunProbe.Outcome idle = probe.replayThen(node.path(), List.of());
        record(node, List.of(), idle);
        if (idle.ended()) {
            return;
        }
        for (List<InputEvent> events : eventSequences(inputsByState.get(idle.committed().head()))) {
            record(node, events, probe.replayThen(node.path(), events));
        }
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

    private void record(Node node, List<InputEvent> events, RunProbe.Outcome outcome) {
        TestPath path = node.path().then(events);
        List<String> firedInTick = concat(outcome.firedInCommit(), outcome.firedAfter());
        firedInTick.forEach(id -> fired.putIfAbsent(id, path));
        if (outcome.ended()) {
            if (endPath == null) {
                endPath = path;
            }
            edges.add(new ConfigurationEdge(node.committed(), null, node.eventsSince(),
                    concat(node.firedSince(), outcome.firedInCommit())));
            moves.get(node.index()).add(new RunStates.Move(events, RunStates.ENDED, null, firedInTick));
            return;
        }
        configurations.putIfAbsent(outcome.committed(), path);
        Node known = seen.get(outcome.key());
        if (known != null) {
            addEdge(node, outcome);
            moves.get(node.index()).add(new RunStates.Move(events, known.index(), outcome.committed(), firedInTick));
            return;
        }
        Node next = successor(node, events, outcome, path);
        if (seen.size() >= options.maxRunStates()) {
            unexplored++;
            moves.get(node.index()).add(new RunStates.Move(events, RunStates.UNEXPLORED, outcome.committed(),
                    firedInTick));
            return;
        }
        seen.put(outcome.key(), next);
        moves.add(new ArrayList<>());
        moves.get(node.index()).add(new RunStates.Move(events, next.index(), outcome.committed(), firedInTick));
        queue.add(next);
    }

    /** The run state after a tick from {@code node}, as found on this path; adds the edge if the stack changed. */
    private Node successor(Node node, List<InputEvent> events, RunProbe.Outcome outcome, TestPath path) {
        int index = seen.size();
        if (outcome.committed().equals(node.committed())) {
            return new Node(index, path, node.committed(), concat(node.eventsSince(), events),
                    concat(node.firedSince(), concat(outcome.firedInCommit(), outcome.firedAfter())));
        }
        addEdge(node, outcome);
        return new Node(index, path, outcome.committed(), events, outcome.firedAfter());
    }

    private void addEdge(Node node, RunProbe.Outcome outcome) {
        if (node.committed() != null && !outcome.committed().equals(node.committed())) {
            edges.add(new ConfigurationEdge(node.committed(), outcome.committed(), node.eventsSince(),
                    concat(node.firedSince(), outcome.firedInCommit())));
        }
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        if (b.isEmpty()) {
            return a;
        }
        List<T> both = new ArrayList<>(a);
        both.addAll(b);
        return List.copyOf(both);
    }

    /** Per state, the distinct input events its transitions answer to, in file order. */
    private static Map<String, List<InputEvent>> inputsByState(Graph graph) {
        Map<String, Set<InputEvent>> inputs = new HashMap<>();
        graph.states().forEach(s -> inputs.put(s.id(), new LinkedHashSet<>()));
        for (Transition t : graph.transitions()) {
            Trigger trigger = t.trigger();
            if (trigger.type().isInput() && inputs.containsKey(t.from())) {
                inputs.get(t.from()).add(eventFor(trigger));
            }
        }
        Map<String, List<InputEvent>> lists = new HashMap<>();
        inputs.forEach((state, events) -> lists.put(state, List.copyOf(events)));
        return lists;
    }

    private static InputEvent eventFor(Trigger trigger) {
        return trigger.type() == TriggerType.KEY ? InputEvent.key(trigger.text())
                : new InputEvent(trigger.type(), trigger.text());
    }

    /** Per state with timer transitions, its largest threshold in ticks: beyond it no timer fires again. */
    private static Map<String, Long> timerCaps(Graph graph) {
        Map<String, Long> caps = new HashMap<>();
        for (Transition t : graph.transitions()) {
            if (t.trigger().type() == TriggerType.TIMER) {
                caps.merge(t.from(), t.trigger().timerTicks(graph.tickRate()), Math::max);
            }
        }
        return caps;
    }
}
