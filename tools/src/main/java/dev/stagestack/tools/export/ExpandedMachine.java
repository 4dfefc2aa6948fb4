package dev.stagestack.tools.export;

import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;

/**
 * A graph's stack semantics made explicit (docs/export.md): every configuration a run can reach (the
 * stack after a commit, bottom first) is a state, and each way a tick can leave it is a move.
 *
 * @param variables      the graph's variables, whose values are part of each configuration
 * @param configurations the reachable stacks, the initial one first; the empty stack stands for the end
 *                       of the run and is never among them
 * @param valuations     per configuration (same index), the variables' values in file order
 * @param initial        the configuration after tick 0, or {@link #ENDED} when tick 0 ends the run
 * @param moves          per configuration (same index), its moves: events first, then timers
 * @param maxDepth       the depth limit the expansion ran with (the runtime's, or the export's bound)
 */
public record ExpandedMachine(
        List<Variable> variables,
        List<List<String>> configurations,
        List<List<Long>> valuations,
        int initial,
        List<List<Move>> moves,
        int maxDepth) {

    /** The target of a move that ends the run. */
    public static final int ENDED = -1;

    /** Copies the lists. */
    public ExpandedMachine {
        variables = List.copyOf(variables);
        configurations = configurations.stream().map(List::copyOf).toList();
        valuations = valuations.stream().map(List::copyOf).toList();
        moves = moves.stream().map(List::copyOf).toList();
    }

    /** What makes a move happen. */
    public enum Kind {
        /** A key press of {@link Move#name()}. */
        KEY,
        /** A key press that no key move of the configuration names (an anyKey transition). */
        ANY_KEY,
        /** A click on the button labelled {@link Move#name()}. */
        BUTTON,
        /** The signal {@link Move#name()}. */
        SIGNAL,
        /** Head's timers of {@link Move#ticks()} ticks. */
        TIMER
    }

    /**
     * One way out of a configuration.
     *
     * @param kind        what makes it happen
     * @param name        the key, button label or signal name; empty for a timer and anyKey
     * @param ticks       for a timer, its threshold in ticks of head's activation; else 0
     * @param transitions the ids of the graph's transitions it fires, in order
     * @param target      the configuration it leads to, or {@link #ENDED}
     * @param stays       true when nothing changes: same stack and head's timers run on (a targetless move)
     * @param reenters    true when it leads to the same stack but head's timers start again
     */
    public record Move(
            Kind kind, String name, long ticks, List<String> transitions, int target, boolean stays, boolean reenters) {
        /** Copies the list. */
        public Move {
            transitions = List.copyOf(transitions);
        }
    }

    /**
     * The configuration {@code index} as the exports name it: its state ids bottom first, joined by
     * {@code " > "}, then the variables' values when the graph has any: {@code title > world {lives=3}}.
     */
    public String name(int index) {
        if (index == ENDED) {
            return "(ended)";
        }
        String stack = String.join(" > ", configurations.get(index));
        return variables.isEmpty() ? stack : stack + " {" + values(index) + "}";
    }

    /** The variables' values of configuration {@code index}: {@code lives=3, hasSave=true}. */
    public String values(int index) {
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i < variables.size(); i++) {
            Variable v = variables.get(i);
            pairs.add(v.id() + "=" + v.format(valuations.get(index).get(i)));
        }
        return String.join(", ", pairs);
    }
}
