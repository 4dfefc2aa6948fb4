package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.List;
import java.util.Objects;

/**
 * How much of a graph a set of runs exercised: its states, its transitions and the stack
 * configurations an exploration found reachable, each with what was never exercised (docs/paths.md).
 * What {@code stagestack coverage} prints and the editor's Coverage panel paints.
 */
public final class Coverage {

    private final Graph graph;
    private final ConfigurationGraph reachable;
    private final Exercised exercised;
    private final List<String> missedStates;
    private final List<String> missedTransitions;
    private final List<Configuration> missedConfigurations;
    private final List<Configuration> beyond;
    private final List<ConditionOutcomes> conditions;

    /**
     * @param graph     the graph the runs ran
     * @param reachable its exploration, for the configurations there are
     * @param exercised what the runs exercised
     */
    public Coverage(Graph graph, ConfigurationGraph reachable, Exercised exercised) {
        this.graph = Objects.requireNonNull(graph, "graph");
        this.reachable = Objects.requireNonNull(reachable, "reachable");
        this.exercised = Objects.requireNonNull(exercised, "exercised");
        this.missedStates = graph.states().stream()
                .map(StateDef::id)
                .filter(id -> !exercised.states().contains(id))
                .toList();
        this.missedTransitions = graph.transitions().stream()
                .map(Transition::id)
                .filter(id -> !exercised.transitions().contains(id))
                .toList();
        this.missedConfigurations = reachable.configurations().stream()
                .filter(c -> !exercised.configurations().contains(c))
                .toList();
        this.beyond = exercised.configurations().stream()
                .filter(c -> !reachable.contains(c))
                .toList();
        this.conditions = graph.transitions().stream()
                .filter(Transition::isGuarded)
                .map(t -> new ConditionOutcomes(
                        t.id(),
                        t.when(),
                        exercised.transitions().contains(t.id()),
                        exercised.guardsSeenFalse().contains(t.id())))
                .toList();
    }

    /**
     * Condition coverage of one guarded transition: whether a run saw its guard true (the transition
     * fired) and false (a {@code skip ... when} line).
     *
     * @param transition the transition's id
     * @param guard      its guard, as written
     * @param seenTrue   whether it fired in some run (known only from explained traces and scripts)
     * @param seenFalse  whether some run skipped it because the guard was false
     */
    public record ConditionOutcomes(String transition, String guard, boolean seenTrue, boolean seenFalse) {
        /** @return how many of the two outcomes were seen */
        public int seen() {
            return (seenTrue ? 1 : 0) + (seenFalse ? 1 : 0);
        }
    }

    /** @return each guarded transition's outcomes, in the graph's order; empty when the graph has no guard */
    public List<ConditionOutcomes> conditions() {
        return conditions;
    }

    /** @return how many guard outcomes (true and false, two per guarded transition) runs saw */
    public int exercisedConditionOutcomes() {
        return conditions.stream().mapToInt(ConditionOutcomes::seen).sum();
    }

    /** @return the graph's once transitions, in the graph's order */
    public List<String> onceTransitions() {
        return graph.transitions().stream()
                .filter(Transition::once)
                .map(Transition::id)
                .toList();
    }

    /** @return the once transitions no run fired; meaningful only when {@link #transitionsKnown()} */
    public List<String> missedOnce() {
        return onceTransitions().stream().filter(missedTransitions::contains).toList();
    }

    /** @return the graph measured */
    public Graph graph() {
        return graph;
    }

    /** @return the exploration the configurations are counted from */
    public ConfigurationGraph reachable() {
        return reachable;
    }

    /** @return what the runs exercised */
    public Exercised exercised() {
        return exercised;
    }

    /** @return the graph's states no run entered, in the graph's order */
    public List<String> missedStates() {
        return missedStates;
    }

    /**
     * @return the graph's transitions no run fired, in the graph's order; meaningful only when
     *         {@link #transitionsKnown()}
     */
    public List<String> missedTransitions() {
        return missedTransitions;
    }

    /** @return the reachable configurations no run committed, nearest first */
    public List<Configuration> missedConfigurations() {
        return missedConfigurations;
    }

    /**
     * @return configurations the runs committed that the exploration did not find: reached by
     *         behaviour code, or beyond the exploration's depth or budget
     */
    public List<Configuration> beyond() {
        return beyond;
    }

    /** @return whether any run named the transitions that fired (an explained trace or a script) */
    public boolean transitionsKnown() {
        return exercised.explainedTraces() > 0;
    }

    /** @return how many of the graph's states were entered */
    public int exercisedStates() {
        return graph.states().size() - missedStates.size();
    }

    /** @return how many of the graph's transitions fired */
    public int exercisedTransitions() {
        return graph.transitions().size() - missedTransitions.size();
    }

    /** @return how many of the reachable configurations were committed */
    public int exercisedConfigurations() {
        return reachable.configurationCount() - missedConfigurations.size();
    }

    /**
     * @param done how many were exercised
     * @param of   how many there are
     * @return the share in percent, 100 when there are none
     */
    public static double percent(int done, int of) {
        return of == 0 ? 100 : 100.0 * done / of;
    }
}
