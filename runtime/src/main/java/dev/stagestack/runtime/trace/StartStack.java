package dev.stagestack.runtime.trace;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A run that starts from a given stack rather than from the graph's initial state (docs/semantics.md
 * §20.1): the states, bottom first, made into a save of tick 0 whose restore pushes them bottom up and
 * enters them in one commit, each with paired callbacks. A lesson's {@code start:} line and
 * {@code stagestack trace --start} name one.
 *
 * @param states the state ids, bottom first; at least one
 */
public record StartStack(List<String> states) {

    /** Copies the list. */
    public StartStack {
        states = List.copyOf(states);
        if (states.isEmpty()) {
            throw new IllegalArgumentException("a start stack names one state at least");
        }
    }

    /** The states of a {@code start:} line or {@code --start} value: ids between spaces, bottom first. */
    public static List<String> words(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? List.of() : List.of(stripped.split("\\s+"));
    }

    /**
     * Why {@code state} cannot be at place {@code index} of a start stack of {@code graph}, if it cannot:
     * it is no state of the graph ({@code unknown state "levle" (did you mean "level"?)}), or nothing ever
     * puts it on a stack (it is not the initial state and no push or replace of the graph names it).
     * Behaviour code may push any state, so a graph with behaviours is only checked for unknown states.
     */
    public static Optional<String> problem(Graph graph, String state) {
        if (graph.state(state).isEmpty()) {
            List<String> ids = graph.states().stream().map(StateDef::id).toList();
            return Optional.of("unknown state " + DisplayText.quoted(state) + Suggestions.didYouMean(state, ids));
        }
        if (!stackable(graph).contains(state)) {
            return Optional.of("state " + DisplayText.quoted(state)
                    + " cannot be on the stack: it is not the initial state "
                    + DisplayText.quoted(graph.initial()) + " and no transition pushes it or replaces an entry"
                    + " with it");
        }
        return Optional.empty();
    }

    /** The states a run of {@code graph} may have on its stack; every state when behaviour code may push. */
    private static Set<String> stackable(Graph graph) {
        Set<String> states = new HashSet<>();
        states.add(graph.initial());
        for (StateDef s : graph.states()) {
            if (s.behavior() != null) {
                graph.states().forEach(any -> states.add(any.id()));
                return states;
            }
        }
        for (Transition t : graph.transitions()) {
            for (Action a : t.actions()) {
                if (a.op() == ActionOp.PUSH || a.op() == ActionOp.REPLACE) {
                    states.add(a.target());
                }
            }
        }
        return states;
    }

    /** The save a run of {@code graph} restores to start from this stack: tick 0, serials 1, 2, ... bottom up. */
    public SaveGame save(Graph graph) {
        List<SavedEntry> entries = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            entries.add(SavedEntry.of(states.get(i), i + 1, Map.of()));
        }
        return new SaveGame(graph.name(), 0, states.size() + 1, entries);
    }

    /** The states as a {@code start:} line or {@code --start} value writes them: {@code system title world}. */
    public String text() {
        return String.join(" ", states);
    }
}
