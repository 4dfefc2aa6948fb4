package dev.stagestack.tools.diagram;

import dev.stagestack.model.Action;
import dev.stagestack.model.check.StackReport;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A transition's actions requested one after the other on a staging stack seen from its state
 * (docs/semantics.md §2): the entries the actions push, on top of the entry of the transition's own
 * state and what the analysis says can lie below it. Tells which pushed entries stay on the stack and
 * where the run lands after the whole list. A refused request changes nothing, as at run time; a
 * {@code quit} refuses everything after it. Pure.
 */
final class StagingWalk {
    /** An entry the actions pushed and that is still on staging. */
    record Pushed(String state, int action, boolean fromGone) {}

    private final String from;
    private final Map<String, Set<String>> reveals;
    private final List<Pushed> pushed = new ArrayList<>();
    /** What the top of the stack below the pushed entries can be: the transition's state until a pop reaches it. */
    private Set<String> below;
    /** How the entries below were last changed: null while untouched, else POP, POP_TO or QUIT. */
    private TransitionKind belowChange;

    private boolean restarts;
    private boolean quitting;

    private StagingWalk(String from, Map<String, Set<String>> reveals) {
        this.from = from;
        this.reveals = reveals;
        this.below = Set.of(from);
    }

    /** Walks {@code actions} from an entry of {@code from}; {@code reveals} is state to what a pop from it can reveal. */
    static StagingWalk of(String from, List<Action> actions, Map<String, Set<String>> reveals) {
        StagingWalk walk = new StagingWalk(from, reveals);
        for (int i = 0; i < actions.size() && !walk.quitting; i++) {
            walk.request(actions.get(i), i);
        }
        return walk;
    }

    private void request(Action a, int index) {
        switch (a.op()) {
            case PUSH -> pushed.add(new Pushed(a.target(), index, belowChange != null));
            case POP -> pop();
            case REPLACE -> {
                if (!emptyForSure()) {
                    pop();
                    pushed.add(new Pushed(a.target(), index, belowChange != null));
                }
            }
            case POP_TO -> popTo(a.target());
            case CLEAR -> clear();
            case QUIT -> {
                clear();
                quitting = true;
            }
            case RESTART -> restarts |= pushed.isEmpty();
            case SET, ADD, RESET -> {} // a variable: the stack stays as it is
            default -> throw new IllegalStateException(a.op().name());
        }
    }

    private void pop() {
        if (!pushed.isEmpty()) {
            pushed.remove(pushed.size() - 1);
            return;
        }
        Set<String> next = new LinkedHashSet<>();
        for (String state : below) {
            if (state.equals(StackReport.EMPTY_STACK) || state.equals(DiagramEdge.UNKNOWN)) {
                next.add(state);
            } else {
                next.addAll(reveals.getOrDefault(state, Set.of(DiagramEdge.UNKNOWN)));
            }
        }
        below = next;
        belowChange = TransitionKind.POP;
    }

    private void popTo(String target) {
        for (int i = pushed.size() - 1; i >= 0; i--) {
            if (pushed.get(i).state().equals(target)) {
                pushed.subList(i + 1, pushed.size()).clear();
                return;
            }
        }
        pushed.clear();
        if (!(belowChange == null && from.equals(target))) {
            below = Set.of(target);
            belowChange = TransitionKind.POP_TO;
        }
    }

    private void clear() {
        pushed.clear();
        below = Set.of(StackReport.EMPTY_STACK);
        belowChange = TransitionKind.QUIT;
    }

    private boolean emptyForSure() {
        return pushed.isEmpty() && below.equals(Set.of(StackReport.EMPTY_STACK));
    }

    /** The pushed entries still on staging after the last action, bottom first. */
    List<Pushed> pushed() {
        return List.copyOf(pushed);
    }

    /** When nothing pushed stays: what the top can be, {@link StackReport#EMPTY_STACK} or {@link DiagramEdge#UNKNOWN} included. */
    Set<String> below() {
        return below;
    }

    /** How the entries below the pushed ones were last changed: null while untouched, else POP, POP_TO or QUIT. */
    TransitionKind belowChange() {
        return belowChange;
    }

    /** Whether a restart flagged the transition's own entry (no pushed entry was on top of it then). */
    boolean restartsItself() {
        return restarts && belowChange == null;
    }
}
