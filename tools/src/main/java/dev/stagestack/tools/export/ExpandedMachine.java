package dev.stagestack.tools.export;

import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
 * @param counted        per configuration, each entry's spent once transitions and the visit counts
 */
public record ExpandedMachine(
        List<Variable> variables,
        List<List<String>> configurations,
        List<List<Long>> valuations,
        int initial,
        List<List<Move>> moves,
        int maxDepth,
        Counted counted) {

    /**
     * What a configuration holds of once and visits (docs/export.md "Once and visits").
     *
     * @param once      whether the graph has once transitions: then each entry's spent ones are shown
     * @param visitCaps per state whose visits a guard reads, in order, the count it is kept up to
     * @param spent     per configuration, per entry bottom first, the once transitions it has spent
     * @param visits    per configuration, the counts as kept, in {@code visitCaps} order
     */
    public record Counted(
            boolean once, Map<String, Long> visitCaps, List<List<List<String>>> spent, List<List<Long>> visits) {
        /** Copies the lists. */
        public Counted {
            visitCaps = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(visitCaps));
            spent = spent.stream()
                    .map(c -> c.stream().map(List::copyOf).toList())
                    .toList();
            visits = visits.stream().map(List::copyOf).toList();
        }
    }

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
     * {@code " > "}, each with the once transitions its entry has spent ({@code title[show-tip]}), then
     * the variables' values and the visit counts when the graph has any:
     * {@code title > world {lives=3, visits(world)=2+}}.
     */
    public String name(int index) {
        if (index == ENDED) {
            return "(ended)";
        }
        List<String> entries = new ArrayList<>();
        List<String> stack = configurations.get(index);
        for (int i = 0; i < stack.size(); i++) {
            List<String> spent = counted.once() ? counted.spent().get(index).get(i) : List.of();
            entries.add(stack.get(i) + (spent.isEmpty() ? "" : "[" + String.join(", ", spent) + "]"));
        }
        List<String> facts = new ArrayList<>();
        if (!variables.isEmpty()) {
            facts.add(values(index));
        }
        if (!counted.visitCaps().isEmpty()) {
            facts.add(visits(index));
        }
        return String.join(" > ", entries) + (facts.isEmpty() ? "" : " {" + String.join(", ", facts) + "}");
    }

    /**
     * The visit counts of configuration {@code index}: {@code visits(intro)=1, visits(world)=3+}, where
     * {@code 3+} is a count kept at its cap: 3 or more, which no guard tells apart.
     */
    public String visits(int index) {
        List<String> pairs = new ArrayList<>();
        int i = 0;
        for (Map.Entry<String, Long> cap : counted.visitCaps().entrySet()) {
            long count = counted.visits().get(index).get(i++);
            pairs.add("visits(" + cap.getKey() + ")=" + count + (count == cap.getValue() ? "+" : ""));
        }
        return String.join(", ", pairs);
    }

    /** The spent once transitions of configuration {@code index}'s entries, bottom first: {@code - show-tip,hint}. */
    public String spent(int index) {
        return String.join(
                " ",
                counted.spent().get(index).stream()
                        .map(s -> s.isEmpty() ? "-" : String.join(",", s))
                        .toList());
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
