package dev.stagestack.editor.document;

import dev.stagestack.editor.command.AddElementsCommand;
import dev.stagestack.editor.command.Plural;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A piece of a graph for copy, cut, paste and duplicate: the selected states, the selected
 * transitions and every transition between selected states; a cut also takes every transition it
 * deletes with the states (those that lead to them from the rest of the graph, or from them to it),
 * so that pasting restores them. It travels as an ordinary graph, so the clipboard holds a valid
 * graph file (a cut's transitions may name states it does not hold).
 */
public final class GraphFragment {
    /** Name of the graph that carries a fragment on the clipboard. */
    public static final String CLIPBOARD_NAME = "Stagestack clipboard";
    /** How far a paste is shifted from the original, in world units. */
    public static final double PASTE_OFFSET = 40;

    private GraphFragment() {}

    /** The fragment of {@code graph} for the selection, or null when nothing is selected. */
    public static Graph copy(Graph graph, Set<String> stateIds, Set<String> transitionIds) {
        List<StateDef> states = new ArrayList<>();
        graph.states().stream().filter(s -> stateIds.contains(s.id())).forEach(states::add);
        List<Transition> transitions = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            if (transitionIds.contains(t.id()) || stateIds.contains(t.from()) && targetsWithin(t, stateIds)) {
                transitions.add(t);
            }
        }
        if (states.isEmpty() && transitions.isEmpty()) {
            return null;
        }
        String initial =
                states.isEmpty() ? transitions.get(0).from() : states.get(0).id();
        return new Graph(CLIPBOARD_NAME, initial, Graph.DEFAULT_TICK_RATE, states, transitions);
    }

    /**
     * The fragment a cut puts on the clipboard: the copy of the selection and every other
     * transition that deleting the selected states deletes (it leaves one of them or names one).
     */
    public static Graph cut(Graph graph, Set<String> stateIds, Set<String> transitionIds) {
        Set<String> taken = new HashSet<>(transitionIds);
        for (Transition t : graph.transitions()) {
            if (stateIds.contains(t.from()) || targets(t).stream().anyMatch(stateIds::contains)) {
                taken.add(t.id());
            }
        }
        Graph copied = copy(graph, stateIds, taken);
        return copied == null
                ? null
                : copied.withTransitions(graph.transitions().stream()
                        .filter(t -> taken.contains(t.id()))
                        .toList());
    }

    private static boolean targetsWithin(Transition t, Set<String> stateIds) {
        return targets(t).stream().allMatch(stateIds::contains);
    }

    /**
     * What a paste adds, and the transitions of the fragment it could not keep, each said in words
     * ({@code "esc (world → pause): no state world here"}).
     */
    public record Pasted(AddElementsCommand command, List<String> notKept) {}

    /**
     * The command that adds {@code fragment} to {@code graph}: ids that are taken get fresh ones
     * (references follow), positions move by {@link #PASTE_OFFSET}. A transition is kept when every
     * state it names (its source and its actions' targets) exists after the paste.
     */
    public static Pasted paste(Graph graph, Graph fragment, String verb) {
        Set<String> stateTaken = GraphEdits.stateIds(graph);
        Set<String> existing = Set.copyOf(stateTaken);
        Set<String> groups = new HashSet<>(graph.groups());
        groups.addAll(fragment.groups());
        Map<String, String> renamed = new HashMap<>();
        List<StateDef> states = new ArrayList<>();
        for (StateDef s : fragment.states()) {
            String id = UniqueIds.next(s.id(), stateTaken);
            stateTaken.add(id);
            renamed.put(s.id(), id);
            states.add(s.withId(id).withPosition(shift(s.x()), shift(s.y())));
        }
        Set<String> transitionTaken = new HashSet<>();
        graph.transitions().forEach(t -> transitionTaken.add(t.id()));
        List<Transition> transitions = new ArrayList<>();
        List<String> notKept = new ArrayList<>();
        for (Transition t : fragment.transitions()) {
            String missing = missingEnd(t, existing, renamed, groups);
            if (missing != null) {
                notKept.add(t.id() + " (" + ends(t) + "): " + missing);
                continue;
            }
            String id = UniqueIds.next(t.id(), transitionTaken);
            transitionTaken.add(id);
            transitions.add(retarget(t.withId(id), renamed));
        }
        String what = states.isEmpty()
                ? Plural.count(transitions.size(), "transition")
                : Plural.count(states.size(), "state");
        return new Pasted(new AddElementsCommand(verb + " " + what, states, transitions), notKept);
    }

    /**
     * Why {@code t} cannot be pasted, or null when both its ends exist after the paste. A transition
     * from any state always has its source; one from a group, when a state after the paste is in it.
     */
    private static String missingEnd(
            Transition t, Set<String> existing, Map<String, String> renamed, Set<String> groups) {
        if (t.fromGroup().isPresent() && !groups.contains(t.fromGroup().get())) {
            return "no state in group " + t.fromGroup().get() + " here";
        }
        List<String> ends = new ArrayList<>();
        if (t.isFromOneState()) {
            ends.add(t.from());
        }
        ends.addAll(targets(t));
        return ends.stream()
                .filter(end -> !renamed.containsKey(end) && !existing.contains(end))
                .findFirst()
                .map(end -> "no state " + end + " here")
                .orElse(null);
    }

    private static String ends(Transition t) {
        List<String> targets = targets(t);
        return targets.isEmpty() ? t.from() : t.from() + " → " + String.join(", ", targets);
    }

    /** The states {@code t}'s actions name (a set, add or reset names a variable, not a state). */
    private static List<String> targets(Transition t) {
        return t.actions().stream()
                .filter(a -> !a.op().isVariable())
                .map(Action::target)
                .filter(java.util.Objects::nonNull)
                .toList();
    }

    private static Transition retarget(Transition t, Map<String, String> renamed) {
        List<Action> actions = new ArrayList<>();
        for (Action a : t.actions()) {
            String target = a.target() == null || a.op().isVariable()
                    ? a.target()
                    : renamed.getOrDefault(a.target(), a.target());
            actions.add(a.withTarget(target));
        }
        return t.withFrom(renamed.getOrDefault(t.from(), t.from())).withActions(actions);
    }

    private static Double shift(Double v) {
        return v == null ? null : v + PASTE_OFFSET;
    }
}
