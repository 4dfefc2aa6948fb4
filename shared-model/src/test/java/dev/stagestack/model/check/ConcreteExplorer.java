package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardFacts;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardSyntaxException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An independent, brute-force simulation of docs/semantics.md §2-§5 and §21 on concrete entries,
 * written for the tests: variables, guards evaluated by {@link Expr#evaluate} over the
 * staging chain at the moment each transition is tried, {@code once} per entry, group and any-state
 * transitions ({@link Graph#transitionsApplyingTo}), {@code anyKey} after every key transition. It
 * explores every run state (stack with each entry's spent once-transitions, variables, visits capped
 * at {@value #VISITS_CAP}, and kept only when a guard reads them) reachable with up to {@code inputEventsPerTick} input events per tick and
 * any one timer group (timers "may fire"). Behaviour code is not run.
 */
final class ConcreteExplorer {

    /** Visits above this count as this: generated guards compare visits with 0..2 only. */
    static final int VISITS_CAP = 3;

    private static final String EMPTY = StackReport.EMPTY_STACK;
    private static final String OTHER_KEY = "\u0000other";

    /** What the explorer saw. */
    static final class Seen {
        final Set<List<String>> belowPairs = new HashSet<>();
        final Set<String> heads = new HashSet<>();
        final Set<String> pushed = new HashSet<>();
        final Set<String> fired = new HashSet<>();
        int maxDepth;
        int runStates;
        boolean complete;
    }

    private static final class Entry {
        final String state;
        final Entry parent;
        final int depth;
        boolean restart;
        final Set<String> spent = new TreeSet<>();

        Entry(String state, Entry parent) {
            this.state = state;
            this.parent = parent;
            this.depth = parent == null ? 1 : parent.depth + 1;
        }
    }

    /** A run state between ticks: the stack bottom first, each entry's spent set, variables, visits. */
    private record RunState(
            List<String> states, List<Set<String>> spent, Map<String, Long> variables, Map<String, Long> visits) {}

    private final Graph graph;
    private final AnalysisOptions options;
    private final int maxRunStates;
    private final Map<String, StateDef> states = new HashMap<>();
    private final Map<String, Expr> guards = new HashMap<>();
    private final boolean readsVisits;
    private final Seen seen = new Seen();
    private Entry head;
    private Entry staging;
    private boolean quitting;
    private Map<String, Long> variables;
    private Map<String, Long> visits;

    ConcreteExplorer(Graph graph, AnalysisOptions options, int maxRunStates) {
        this.graph = graph;
        this.options = options;
        this.maxRunStates = maxRunStates;
        boolean visitsRead = false;
        graph.states().forEach(s -> states.putIfAbsent(s.id(), s));
        for (Transition t : graph.transitions()) {
            if (t.isGuarded()) {
                try {
                    guards.put(t.id(), GuardParser.parse(t.when()));
                    visitsRead |= t.when().contains("visits(");
                } catch (GuardSyntaxException e) {
                    throw new IllegalArgumentException("generated guard does not parse: " + t.when(), e);
                }
            }
        }
        this.readsVisits = visitsRead;
    }

    Seen explore() {
        Set<RunState> visited = new HashSet<>();
        ArrayDeque<RunState> queue = new ArrayDeque<>();
        head = null;
        staging = null;
        quitting = false;
        variables = new LinkedHashMap<>();
        graph.variables().forEach(v -> variables.put(v.id(), v.initial()));
        visits = new LinkedHashMap<>();
        push(graph.initial());
        offer(commit(), visited, queue);
        while (!queue.isEmpty() && visited.size() < maxRunStates) {
            RunState state = queue.poll();
            String headState = state.states().get(state.states().size() - 1);
            for (List<Object> tick : tickChoices(headState)) {
                offer(runTick(state, tick), visited, queue);
            }
        }
        seen.runStates = visited.size();
        seen.complete = queue.isEmpty();
        return seen;
    }

    private void offer(RunState state, Set<RunState> visited, ArrayDeque<RunState> queue) {
        if (state != null && visited.add(state)) {
            seen.heads.add(state.states().get(state.states().size() - 1));
            queue.add(state);
        }
    }

    /** Every tick: a sequence of 0..k input events (key names, OTHER_KEY, or triggers), then maybe one timer group. */
    private List<List<Object>> tickChoices(String headState) {
        List<Object> events = inputEvents(headState);
        List<List<Object>> sequences = new ArrayList<>();
        sequences.add(new ArrayList<>());
        List<List<Object>> frontier = List.of(new ArrayList<>());
        for (int i = 0; i < Math.min(options.inputEventsPerTick(), 2); i++) {
            List<List<Object>> next = new ArrayList<>();
            for (List<Object> seq : frontier) {
                for (Object e : events) {
                    List<Object> longer = new ArrayList<>(seq);
                    longer.add(e);
                    next.add(longer);
                }
            }
            sequences.addAll(next);
            frontier = next;
        }
        List<List<Object>> out = new ArrayList<>(sequences);
        for (List<Transition> group : timerGroups(headState)) {
            for (List<Object> seq : sequences) {
                List<Object> withTimers = new ArrayList<>(seq);
                withTimers.add(group);
                out.add(withTimers);
            }
        }
        return out;
    }

    private List<Transition> applying(String state) {
        return graph.transitionsApplyingTo(states.get(state));
    }

    /** The distinct events the state answers to: each key, another key (for anyKey), each button and signal. */
    private List<Object> inputEvents(String state) {
        Set<Object> out = new LinkedHashSet<>();
        for (Transition t : applying(state)) {
            Trigger trigger = t.trigger();
            switch (trigger.type()) {
                case KEY -> out.add(trigger.text());
                case ANY_KEY -> out.add(OTHER_KEY);
                case BUTTON, SIGNAL -> out.add(trigger);
                default -> {}
            }
        }
        return new ArrayList<>(out);
    }

    private List<List<Transition>> timerGroups(String state) {
        Map<Long, List<Transition>> groups = new LinkedHashMap<>();
        for (Transition t : applying(state)) {
            if (t.trigger().type() == TriggerType.TIMER) {
                groups.computeIfAbsent(t.trigger().timerTicks(graph.tickRate()), x -> new ArrayList<>())
                        .add(t);
            }
        }
        return new ArrayList<>(groups.values());
    }

    private RunState runTick(RunState from, List<Object> firings) {
        restore(from);
        for (Object firing : firings) {
            if (firing instanceof List<?> group) {
                for (Object t : group) {
                    tryFire((Transition) t, head);
                }
            } else {
                dispatch(firing);
            }
        }
        return commit();
    }

    private void restore(RunState from) {
        head = null;
        quitting = false;
        for (int i = 0; i < from.states().size(); i++) {
            head = new Entry(from.states().get(i), head);
            head.spent.addAll(from.spent().get(i));
        }
        staging = head;
        variables = new LinkedHashMap<>(from.variables());
        visits = new LinkedHashMap<>(from.visits());
    }

    /** §21: the first matching transition whose guard holds and that is not spent fires; keys before anyKey. */
    private void dispatch(Object event) {
        List<Transition> candidates = new ArrayList<>();
        for (Transition t : applying(head.state)) {
            if (matches(t.trigger(), event)) {
                candidates.add(t);
            }
        }
        if (event instanceof String) {
            for (Transition t : applying(head.state)) {
                if (t.trigger().type() == TriggerType.ANY_KEY) {
                    candidates.add(t);
                }
            }
        }
        for (Transition t : candidates) {
            if (tryFire(t, head)) {
                return;
            }
        }
    }

    private static boolean matches(Trigger trigger, Object event) {
        if (event instanceof Trigger other) {
            return trigger.type() == other.type() && trigger.text().equals(other.text());
        }
        return trigger.type() == TriggerType.KEY && trigger.text().equals(event);
    }

    /** Fires {@code t} for entry {@code entry} if its guard holds now and it is not spent; returns whether it fired. */
    private boolean tryFire(Transition t, Entry entry) {
        if (quitting || (t.once() && entry.spent.contains(t.id()))) {
            return false;
        }
        Expr guard = guards.get(t.id());
        if (guard != null && guard.evaluate(facts()) == 0) {
            return false;
        }
        if (t.once()) {
            entry.spent.add(t.id());
        }
        seen.fired.add(t.id());
        for (Action a : t.actions()) {
            if (!quitting) {
                request(a);
            }
        }
        return true;
    }

    private GuardFacts facts() {
        return new GuardFacts() {
            @Override
            public long variable(String id) {
                return variables.get(id);
            }

            @Override
            public int depth() {
                return staging == null ? 0 : staging.depth;
            }

            @Override
            public int count(String stateId) {
                int n = 0;
                for (Entry e = staging; e != null; e = e.parent) {
                    n += e.state.equals(stateId) ? 1 : 0;
                }
                return n;
            }

            @Override
            public long visits(String stateId) {
                return visits.getOrDefault(stateId, 0L);
            }
        };
    }

    /** docs/semantics.md §3; returns the run state after it, or null when the run ends. */
    private RunState commit() {
        int steps = 0;
        while (head != staging || flagged() != null) {
            if (++steps > options.stepLimit()) {
                staging = head;
                for (Entry e = head; e != null; e = e.parent) {
                    e.restart = false;
                }
                break;
            }
            if (head == staging) {
                Entry restarted = flagged();
                restarted.restart = false;
                restarted.spent.clear();
            } else if (staging == null || isAncestor(staging, head) || !isAncestor(head, staging)) {
                retreat();
            } else {
                advance();
            }
        }
        if (quitting || head == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        List<Set<String>> spent = new ArrayList<>();
        for (Entry e = head; e != null; e = e.parent) {
            names.add(0, e.state);
            spent.add(0, Set.copyOf(e.spent));
        }
        return new RunState(names, spent, Map.copyOf(variables), Map.copyOf(visits));
    }

    private Entry flagged() {
        Entry lowest = null;
        for (Entry e = head; e != null; e = e.parent) {
            if (e.restart) {
                lowest = e;
            }
        }
        return lowest;
    }

    private static boolean isAncestor(Entry a, Entry b) {
        if (b == null) {
            return false;
        }
        for (Entry e = b.parent; e != null; e = e.parent) {
            if (e == a) {
                return true;
            }
        }
        return a == null;
    }

    private void retreat() {
        Entry x = head;
        head = x.parent;
        lifecycle(x, TriggerType.EXIT);
        if (head != null) {
            lifecycle(head, TriggerType.RESUME);
        }
    }

    private void advance() {
        Entry y = staging;
        while (y.parent != head) {
            y = y.parent;
        }
        Entry old = head;
        head = y;
        if (old != null) {
            lifecycle(old, TriggerType.PAUSE);
        }
        if (readsVisits) {
            visits.merge(y.state, 1L, (a, b) -> Math.min(VISITS_CAP, a + b));
        }
        lifecycle(y, TriggerType.ENTER);
    }

    private void lifecycle(Entry e, TriggerType callback) {
        for (Transition t : applying(e.state)) {
            if (t.trigger().type() == callback) {
                tryFire(t, e);
            }
        }
    }

    private void request(Action a) {
        switch (a.op()) {
            case PUSH -> push(a.target());
            case POP -> pop();
            case REPLACE -> {
                if (pop()) {
                    push(a.target());
                }
            }
            case POP_TO -> popTo(a.target());
            case CLEAR -> staging = null;
            case RESTART -> {
                if (staging != null) {
                    staging.restart = true;
                }
            }
            case QUIT -> {
                staging = null;
                quitting = true;
            }
            case SET -> variables.put(a.target(), Variable.valueOf(a.value()));
            case ADD -> {
                Variable v = graph.variable(a.target()).orElseThrow();
                variables.put(a.target(), v.clamp(variables.get(a.target()) + Variable.valueOf(a.value())));
            }
            case RESET ->
                variables.put(
                        a.target(), graph.variable(a.target()).orElseThrow().initial());
        }
    }

    private void push(String state) {
        int depth = staging == null ? 0 : staging.depth;
        if (depth + 1 > options.depthLimit()) {
            return;
        }
        seen.belowPairs.add(List.of(state, staging == null ? EMPTY : staging.state));
        seen.pushed.add(state);
        staging = new Entry(state, staging);
        seen.maxDepth = Math.max(seen.maxDepth, staging.depth);
    }

    private boolean pop() {
        if (staging == null) {
            return false;
        }
        staging = staging.parent;
        return true;
    }

    private void popTo(String state) {
        for (Entry e = staging; e != null; e = e.parent) {
            if (e.state.equals(state)) {
                staging = e;
                return;
            }
        }
    }
}
