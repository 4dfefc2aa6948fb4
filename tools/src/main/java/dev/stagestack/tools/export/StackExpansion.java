package dev.stagestack.tools.export;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.export.ChainRun.Settled;
import dev.stagestack.tools.export.ExpandedMachine.Kind;
import dev.stagestack.tools.export.ExpandedMachine.Move;
import dev.stagestack.tools.paths.VisitCounts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The bounded expansion behind the state-machine exports (docs/export.md): breadth first from the
 * stack after tick 0, each configuration's moves, one event or one timer threshold per tick, each
 * followed by the next commit. Refuses a graph whose stack can grow for ever (unless a bound is given),
 * one with more than {@link #MAX_CONFIGURATIONS} configurations, and what no configuration can hold
 * (a visit count compared with another) or a machine's delays cannot follow. Each entry's spent once
 * transitions and the visit counts guards read, kept as {@link VisitCounts} says, are part of a
 * configuration.
 */
public final class StackExpansion {
    /** The most configurations an export holds. */
    public static final int MAX_CONFIGURATIONS = 10_000;

    /** The runtime's default depth limit (docs/semantics.md §2). */
    static final int RUNTIME_DEPTH_LIMIT = 256;

    private final Graph graph;
    private final RunRules rules;
    /** The configurations: stack, variables, spent once transitions and visit counts. */
    private final List<Settled> configurations = new ArrayList<>();

    private final Map<Settled, Integer> index = new HashMap<>();

    private StackExpansion(Graph graph, RunRules rules) {
        this.graph = graph;
        this.rules = rules;
    }

    /**
     * Expands {@code graph}.
     *
     * @param graph    a runnable graph
     * @param report   its stack analysis, whose unbounded finding refuses the graph when no bound is given
     * @param maxDepth a bound: pushes past it are refused as the runtime's depth limit refuses them
     * @return the machine
     * @throws ExportRefusedException when the graph cannot be expanded as asked, saying why in one line
     */
    public static ExpandedMachine expand(Graph graph, StackReport report, Optional<Integer> maxDepth)
            throws ExportRefusedException {
        RunRules rules = new RunRules(graph, maxDepth.orElse(RUNTIME_DEPTH_LIMIT));
        refuseUnsupported(rules);
        if (maxDepth.isEmpty() && report.unbounded()) {
            throw new ExportRefusedException("the stack can grow without end: the pushes of "
                    + String.join(" > ", report.unboundedCycle())
                    + " repeat; export it with --max-depth N to cut the stack at N entries");
        }
        return new StackExpansion(graph, rules).run();
    }

    /**
     * Refuses a count no configuration can hold, whether or not a run reaches it: one a guard compares
     * with another count, so that no cap makes its answers stand still (docs/export.md).
     */
    private static void refuseUnsupported(RunRules rules) throws ExportRefusedException {
        for (String state : rules.visits.states()) {
            if (rules.visits.cap(state) == VisitCounts.EXACT) {
                throw new ExportRefusedException("visits(" + state + ") is compared with a count that has no bound"
                        + " (another state's visits), so no number of configurations holds it: export the graph"
                        + " without that comparison");
            }
        }
    }

    private ExpandedMachine run() throws ExportRefusedException {
        ChainRun.Outcome first = ChainRun.start(rules);
        int initial = first.ended() ? ExpandedMachine.ENDED : indexOf(first);
        List<List<Move>> moves = new ArrayList<>();
        for (int i = 0; i < configurations.size(); i++) {
            moves.add(movesOf(configurations.get(i)));
        }
        Map<String, Long> caps = new LinkedHashMap<>();
        rules.visits.states().forEach(state -> caps.put(state, rules.visits.cap(state)));
        return new ExpandedMachine(
                graph.variables(),
                configurations.stream().map(Settled::stack).toList(),
                configurations.stream().map(Settled::values).toList(),
                initial,
                moves,
                rules.depthLimit,
                new ExpandedMachine.Counted(
                        !rules.onceIds.isEmpty(),
                        caps,
                        configurations.stream().map(this::spentIds).toList(),
                        configurations.stream().map(Settled::visits).toList()));
    }

    /** Per entry, the ids of the once transitions it has spent, in file order. */
    private List<List<String>> spentIds(Settled config) {
        return config.spent().stream()
                .map(bits -> bits.stream().mapToObj(rules.onceIds::get).toList())
                .toList();
    }

    private int indexOf(ChainRun.Outcome outcome) throws ExportRefusedException {
        Settled config = outcome.settled();
        Integer known = index.get(config);
        if (known != null) {
            return known;
        }
        if (configurations.size() >= MAX_CONFIGURATIONS) {
            throw new ExportRefusedException(
                    "more than " + MAX_CONFIGURATIONS + " configurations: export it with a smaller --max-depth");
        }
        configurations.add(config);
        index.put(config, configurations.size() - 1);
        return configurations.size() - 1;
    }

    private List<Move> movesOf(Settled config) throws ExportRefusedException {
        StateDef head = rules.states.get(config.stack().get(config.stack().size() - 1));
        Map<String, List<Transition>> keys = new LinkedHashMap<>();
        Map<String, List<Transition>> buttons = new LinkedHashMap<>();
        Map<String, List<Transition>> signals = new LinkedHashMap<>();
        List<Transition> anyKeys = new ArrayList<>();
        TreeMap<Long, List<Transition>> timers = new TreeMap<>();
        for (Transition t : graph.transitionsApplyingTo(head)) {
            switch (t.trigger().type()) {
                case KEY ->
                    keys.computeIfAbsent(t.trigger().text(), k -> new ArrayList<>())
                            .add(t);
                case BUTTON ->
                    buttons.computeIfAbsent(t.trigger().text(), k -> new ArrayList<>())
                            .add(t);
                case SIGNAL ->
                    signals.computeIfAbsent(t.trigger().text(), k -> new ArrayList<>())
                            .add(t);
                case ANY_KEY -> anyKeys.add(t);
                case TIMER ->
                    timers.computeIfAbsent(t.trigger().timerTicks(graph.tickRate()), k -> new ArrayList<>())
                            .add(t);
                default -> {} // lifecycle: fired by commits
            }
        }
        List<Move> out = new ArrayList<>();
        for (Map.Entry<String, List<Transition>> k : keys.entrySet()) {
            List<Transition> candidates = new ArrayList<>(k.getValue());
            candidates.addAll(anyKeys); // a key whose key triggers all fail goes to anyKey (docs/semantics.md §21)
            out.add(input(config, Kind.KEY, k.getKey(), candidates));
        }
        if (!anyKeys.isEmpty()) {
            out.add(input(config, Kind.ANY_KEY, "", anyKeys));
        }
        for (Map.Entry<String, List<Transition>> b : buttons.entrySet()) {
            out.add(input(config, Kind.BUTTON, b.getKey(), b.getValue()));
        }
        for (Map.Entry<String, List<Transition>> s : signals.entrySet()) {
            out.add(input(config, Kind.SIGNAL, s.getKey(), s.getValue()));
        }
        for (Map.Entry<Long, List<Transition>> t : timers.entrySet()) {
            ChainRun.Outcome outcome = ChainRun.afterTimers(rules, config, t.getValue());
            out.add(move(config, Kind.TIMER, t.getKey(), t.getValue(), outcome, ""));
        }
        if (!timers.isEmpty()) {
            refuseChangesUnderTimers(config, out);
        }
        return out;
    }

    private Move input(Settled config, Kind kind, String name, List<Transition> candidates)
            throws ExportRefusedException {
        ChainRun.Outcome outcome = ChainRun.afterInput(rules, config, candidates);
        return move(config, kind, 0, candidates, outcome, name);
    }

    /**
     * A move that changes only variables leaves head's timers running in the runtime but leads to another
     * state of the machine, whose delays start again: such a graph is refused rather than exported wrong.
     */
    private void refuseChangesUnderTimers(Settled config, List<Move> moves) throws ExportRefusedException {
        for (Move m : moves) {
            if (m.target() != ExpandedMachine.ENDED
                    && !m.stays()
                    && !m.reenters()
                    && configurations.get(m.target()).stack().equals(config.stack())) {
                String changed = configurations.get(m.target()).values().equals(config.values())
                        ? "its spent once transitions"
                        : "variables";
                throw new ExportRefusedException("transition " + String.join(", ", m.transitions()) + " (a "
                        + m.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                        + " move of " + String.join(" > ", config.stack())
                        + ") changes only " + changed + " while a timer of its head runs, which a state machine's"
                        + " delays cannot follow: not exported yet");
            }
        }
    }

    private Move move(
            Settled config, Kind kind, long ticks, List<Transition> candidates, ChainRun.Outcome outcome, String name)
            throws ExportRefusedException {
        int target = outcome.ended() ? ExpandedMachine.ENDED : indexOf(outcome);
        boolean sameStack = outcome.stack().equals(config.stack());
        boolean same = outcome.settled().equals(config);
        return new Move(
                kind,
                name,
                ticks,
                outcome.fired(),
                target,
                same && !outcome.headActivated(),
                sameStack && outcome.headActivated());
    }
}
