package dev.stagestack.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a graph in Java, for tests and for games that make their flow in code: states in the
 * order first named (a state named only as a transition's source or target is added with the
 * defaults of docs/format.md), transitions in call order with ids {@code t1}, {@code t2}, ...
 * The result is a plain {@link Graph}: validate it like a loaded one before running it.
 *
 * <pre>{@code
 * Graph graph = GraphBuilder.startingAt("title")
 *         .on("title", Trigger.button("Play"), Action.push("level"))
 *         .on("level", Trigger.key("ESCAPE"), Action.pop())
 *         .build();
 * }</pre>
 */
public final class GraphBuilder {

    private final String initial;
    private final List<StateDef> states = new ArrayList<>();
    private final List<Transition> transitions = new ArrayList<>();
    private double tickRate = 60;
    private String name = "graph";

    private GraphBuilder(String initial) {
        this.initial = initial;
    }

    /**
     * Starts a graph.
     *
     * @param initial the id of the state the run starts with; added if no call names it
     * @return a builder with no transitions, 60 ticks per second
     */
    public static GraphBuilder startingAt(String initial) {
        return new GraphBuilder(initial);
    }

    /**
     * Adds a state with the defaults of docs/format.md (covered {@code freeze}, no overlay, no code).
     *
     * @param id the state's id
     * @return this builder
     */
    public GraphBuilder state(String id) {
        return state(StateDef.of(id));
    }

    /**
     * Adds a state with a covered policy.
     *
     * @param id      the state's id
     * @param covered what the state does while another entry covers it
     * @return this builder
     */
    public GraphBuilder state(String id, CoveredPolicy covered) {
        return state(StateDef.of(id).withCovered(covered));
    }

    /**
     * Adds a state whose code is the behaviour registered as {@code behaviorId}.
     *
     * @param id         the state's id
     * @param behaviorId the id of its behaviour, e.g. {@code game.level}
     * @return this builder
     */
    public GraphBuilder behavior(String id, String behaviorId) {
        return state(StateDef.of(id).withBehavior(behaviorId));
    }

    /**
     * Adds a state as given, replacing an earlier one with its id.
     *
     * @param def the state
     * @return this builder
     */
    public GraphBuilder state(StateDef def) {
        states.removeIf(s -> s.id().equals(def.id()));
        states.add(def);
        return this;
    }

    /**
     * Adds a transition, with the next id ({@code t1}, {@code t2}, ...).
     *
     * @param from    the state it leaves from; added if not named yet
     * @param trigger what fires it
     * @param actions the requests it makes, in order
     * @return this builder
     */
    public GraphBuilder on(String from, Trigger trigger, Action... actions) {
        if (states.stream().noneMatch(s -> s.id().equals(from))) {
            state(from);
        }
        transitions.add(Transition.of("t" + (transitions.size() + 1), from, trigger, List.of(actions)));
        return this;
    }

    /**
     * Names the graph.
     *
     * @param graphName the name, {@code graph} unless set
     * @return this builder
     */
    public GraphBuilder name(String graphName) {
        name = graphName;
        return this;
    }

    /**
     * Sets the fixed tick rate.
     *
     * @param rate ticks per second, 60 unless set
     * @return this builder
     */
    public GraphBuilder tickRate(double rate) {
        tickRate = rate;
        return this;
    }

    /**
     * The graph: the states named so far, then every transition's target not added yet.
     *
     * @return a new graph; the builder can go on
     */
    public Graph build() {
        List<StateDef> all = new ArrayList<>(states);
        if (all.stream().noneMatch(s -> s.id().equals(initial))) {
            all.add(0, StateDef.of(initial));
        }
        for (Transition t : transitions) {
            for (Action a : t.actions()) {
                if (a.target() != null && all.stream().noneMatch(s -> s.id().equals(a.target()))) {
                    all.add(StateDef.of(a.target()));
                }
            }
        }
        return new Graph(name, initial, tickRate, all, transitions);
    }
}
