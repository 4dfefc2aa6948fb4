package dev.stagestack.runtime.graph;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.ApplyingTransitions;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardChecker;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardProblem;
import dev.stagestack.model.guard.GuardSyntaxException;
import dev.stagestack.runtime.StateType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link Graph} turned into per-state tables with int indices, ready to run without any
 * per-tick lookup: state {@code i} of the file is {@link StateType} {@code i}. Immutable;
 * one compiled graph may serve many {@link GraphRun}s.
 */
public final class CompiledGraph {

    private final Graph source;
    private final List<StateType> types;
    private final List<StateRules> rules;
    private final List<Optional<BehaviorProvider>> providers;
    private final StateType initial;

    private CompiledGraph(
            Graph source,
            List<StateType> types,
            List<StateRules> rules,
            List<Optional<BehaviorProvider>> providers,
            StateType initial) {
        this.source = source;
        this.types = List.copyOf(types);
        this.rules = List.copyOf(rules);
        this.providers = List.copyOf(providers);
        this.initial = initial;
    }

    /**
     * Compiles {@code graph}, resolving behaviour ids in {@code registry}. Reports every error the
     * validator finds in a graph file (docs/format.md: ids, dangling state names, key names, sounds,
     * tick rate, ...), for a graph built in Java as for one read from a file, and every unknown
     * behaviour id; compiles nothing then. Warnings are not looked for: they never stop a graph.
     *
     * @throws IllegalArgumentException when {@code graph} is null, as {@code GraphLoader.load} gives for a
     *         file it could not read: take a loaded graph with {@code LoadedGraph.orElseThrow()}
     */
    public static GraphCompilation compile(Graph graph, BehaviorRegistry registry) {
        if (graph == null) {
            throw new IllegalArgumentException("no graph to compile (GraphLoader.load gives none for a file it cannot"
                    + " read): take the graph with LoadedGraph.orElseThrow(), which lists the file's problems");
        }
        List<Problem> problems = new ArrayList<>(GraphChecker.errors(graph));
        problems.addAll(guardProblems(graph, problems));
        List<Optional<BehaviorProvider>> providers = resolveBehaviors(graph, registry, problems);
        if (!problems.isEmpty()) {
            return new GraphCompilation(Optional.empty(), problems);
        }
        Map<String, StateType> byId = indexStates(graph);
        List<StateType> types = new ArrayList<>(byId.values());
        types.sort((a, b) -> Integer.compare(a.index(), b.index()));
        return new GraphCompilation(
                Optional.of(new CompiledGraph(
                        graph, types, compileRules(graph, byId), providers, byId.get(graph.initial()))),
                problems);
    }

    /** The graph this was compiled from. */
    public Graph source() {
        return source;
    }

    /** The states in file order; {@code types().get(i).index() == i}. */
    public List<StateType> types() {
        return types;
    }

    /** The state the run starts with. */
    public StateType initial() {
        return initial;
    }

    /**
     * Whether the graph uses variables, guards or {@code once} (docs/semantics.md §21): only then does a run
     * keep variables and count visits, and its trace may carry {@code set} and {@code skip} lines.
     */
    public boolean usesConditions() {
        return !source.variables().isEmpty() || source.transitions().stream().anyMatch(t -> t.isGuarded() || t.once());
    }

    /** Ticks per second, from the graph. */
    public double tickRate() {
        return source.tickRate();
    }

    StateRules rules(int stateIndex) {
        return rules.get(stateIndex);
    }

    Optional<BehaviorProvider> provider(int stateIndex) {
        return providers.get(stateIndex);
    }

    /** What a graph transition gives as the cause of its requests (docs/library.md, "Explaining a run"). */
    private static String causeOf(Transition transition) {
        return transition.trigger().describe() + FIRES_TRANSITION + transition.id();
    }

    private static final String FIRES_TRANSITION = " fires transition ";

    /**
     * The transition a cause given to {@link dev.stagestack.runtime.StackListener#because} names, if a
     * graph transition made it: {@code esc} for {@code key ESCAPE fires transition esc}.
     *
     * @param cause a cause as listeners receive it; may be null
     * @return the transition id, or empty for behaviour code, the host or the run's start
     */
    public static Optional<String> transitionOf(String cause) {
        if (cause == null) {
            return Optional.empty();
        }
        int at = cause.lastIndexOf(FIRES_TRANSITION);
        return at < 0 ? Optional.empty() : Optional.of(cause.substring(at + FIRES_TRANSITION.length()));
    }

    private static Map<String, StateType> indexStates(Graph graph) {
        Map<String, StateType> byId = new HashMap<>();
        for (int i = 0; i < graph.states().size(); i++) {
            StateDef def = graph.states().get(i);
            byId.put(def.id(), new StateType(i, def.id(), def.covered(), def.overlay()));
        }
        return byId;
    }

    private static List<Optional<BehaviorProvider>> resolveBehaviors(
            Graph graph, BehaviorRegistry registry, List<Problem> problems) {
        List<Optional<BehaviorProvider>> providers = new ArrayList<>();
        for (int i = 0; i < graph.states().size(); i++) {
            String id = graph.states().get(i).behavior();
            Optional<BehaviorProvider> provider = id == null ? Optional.empty() : registry.find(id);
            if (id != null && provider.isEmpty()) {
                problems.add(Problem.error(
                        "states[" + i + "].behavior", ProblemCodes.UNKNOWN_BEHAVIOR, unregistered(id, registry)));
            }
            providers.add(provider);
        }
        return providers;
    }

    /** Why {@code id} has no behaviour, and where behaviours come from when none is registered at all. */
    private static String unregistered(String id, BehaviorRegistry registry) {
        String known = registry.ids().isEmpty()
                ? "none: a BehaviorProvider on the class path registers behaviours (docs/library.md,"
                        + " \"A graph with behaviours bound by id\"; docs/cli.md, \"Your own behaviours\")"
                : String.join(", ", registry.ids());
        return "no behaviour \"" + id + "\" is registered" + Suggestions.didYouMean(id, registry.ids())
                + "; registered: " + known;
    }

    /**
     * The rules of a graph without errors: every state name resolves, every guard parses. Each transition
     * is compiled once, its guard parsed once, and shared by every state it applies to, in the order
     * {@link Graph#transitionsApplyingTo} gives (docs/semantics.md §21).
     */
    private static List<StateRules> compileRules(Graph graph, Map<String, StateType> byId) {
        Map<Transition, StateRules.Rule> compiled = new IdentityHashMap<>();
        int onceCount = 0;
        for (Transition transition : graph.transitions()) {
            Firing firing = new Firing(compileActions(transition, byId), transition.sound(), causeOf(transition));
            TransitionGate gate = gateOf(transition, transition.once() ? onceCount++ : -1);
            compiled.put(transition, new StateRules.Rule(transition.trigger(), firing, gate));
        }
        // one pass over the transitions for every state: asking the graph per state read every
        // transition once per state, minutes for a graph of 5,000 states and 20,000 transitions
        Map<String, List<Transition>> applying = ApplyingTransitions.byState(graph);
        return graph.states().stream()
                .map(s -> new StateRules(
                        applying.get(s.id()).stream().map(compiled::get).toList(), graph.tickRate()))
                .toList();
    }

    /** The transition's guard and once, or null when it has neither and fires as soon as its trigger matches. */
    private static TransitionGate gateOf(Transition transition, int onceIndex) {
        if (!transition.isGuarded() && onceIndex < 0) {
            return null;
        }
        return new TransitionGate(
                transition.id(),
                transition.when(),
                transition.isGuarded() ? parsed(transition.when()) : null,
                onceIndex);
    }

    private static Expr parsed(String guard) {
        try {
            return GuardParser.parse(guard);
        } catch (GuardSyntaxException e) {
            throw new AssertionError("a checked guard parses: " + guard, e);
        }
    }

    /** The problems of the transitions' guards (docs/format.md "Guards"), at {@code transitions[i].when}. */
    private static List<Problem> guardProblems(Graph graph, List<Problem> known) {
        List<Problem> out = new ArrayList<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            String guard = graph.transitions().get(i).when();
            String path = "transitions[" + i + "].when";
            if (guard == null || known.stream().anyMatch(p -> p.path().equals(path))) {
                continue;
            }
            for (GuardProblem p : GuardChecker.check(guard, graph)) {
                out.add(Problem.error(
                        path,
                        ProblemCodes.UNKNOWN_VALUE,
                        p.message() + " (at column " + p.column() + " of the guard)"));
            }
        }
        return out;
    }

    private static CompiledAction[] compileActions(Transition transition, Map<String, StateType> byId) {
        CompiledAction[] actions = new CompiledAction[transition.actions().size()];
        for (int a = 0; a < actions.length; a++) {
            Action action = transition.actions().get(a);
            if (action.op().isVariable()) {
                actions[a] = CompiledAction.ofVariable(action.op(), action.target(), action.value());
                continue;
            }
            StateType target = action.target() == null ? null : byId.get(action.target());
            actions[a] = new CompiledAction(action.op(), target, action.data(), action.result(), action.effect());
        }
        return actions;
    }
}
