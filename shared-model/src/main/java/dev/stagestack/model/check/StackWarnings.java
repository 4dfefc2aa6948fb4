package dev.stagestack.model.check;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Warnings about a graph that runs but does something its author probably did not mean. The ones
 * saying "never" rest on {@link StackAnalysis} with its default event assumption (one input event per
 * tick), so they hold for every run that respects it and in which behaviour code makes no requests.
 */
final class StackWarnings {

    /** The assumption behind the warnings. */
    static final AnalysisOptions ASSUMPTION = AnalysisOptions.DEFAULT;

    private final Graph graph;
    private final GraphIndex index;
    private final AnalysisResult result;
    private final int[] statePosition;
    private final String codeNote;
    private final List<Problem> problems = new ArrayList<>();

    private StackWarnings(Graph graph, GraphIndex index, AnalysisResult result) {
        this.graph = graph;
        this.result = result;
        this.index = index;
        this.statePosition = new int[index.stateCount];
        for (int i = graph.states().size() - 1; i >= 0; i--) {
            statePosition[index.numbers.get(graph.states().get(i).id())] = i;
        }
        this.codeNote = index.anyBehavior() ? " (behaviour code is not analysed and may change this)" : "";
    }

    static List<Problem> check(Graph graph) {
        return check(graph, AnalysisBudgetExceeded.defaultFor(graph));
    }

    /**
     * The warnings; when the analysis runs past {@code budget}, only those that need no analysis
     * (shadowed transitions) and one {@code analysis-incomplete} warning saying what was skipped.
     */
    static List<Problem> check(Graph graph, long budget) {
        try {
            return of(graph, StackAnalysis.run(graph, ASSUMPTION, budget));
        } catch (AnalysisBudgetExceeded stopped) {
            return ofStopped(graph, new GraphIndex(graph), stopped);
        }
    }

    /** The warnings that need no analysis, and one saying which were skipped because it stopped. */
    static List<Problem> ofStopped(Graph graph, GraphIndex index, AnalysisBudgetExceeded stopped) {
        StackWarnings w = new StackWarnings(graph, index, null);
        w.shadowedTransitions();
        w.problems.add(Problem.warning(
                "states",
                "analysis-incomplete",
                stopped.getMessage()
                        + " (its budget for a graph of this size): the warnings about unreachable states, dead ends,"
                        + " overlays never removed and timers never active were not computed"));
        return w.problems;
    }

    /** Every warning, from a finished analysis of {@code graph} under {@link #ASSUMPTION}. */
    static List<Problem> of(Graph graph, AnalysisResult result) {
        StackWarnings w = new StackWarnings(graph, result.index(), result);
        w.shadowedTransitions();
        w.unreachableStates();
        w.deadEnds();
        w.overlaysNeverRemoved();
        w.timersNeverActive();
        return w.problems;
    }

    private void shadowedTransitions() {
        Map<String, Integer> firstByTrigger = new HashMap<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            if (!index.shadowed[i]) {
                if (t.isGuarded() || t.once()) {
                    continue; // it may be skipped, so it shadows nothing
                }
                firstByTrigger.putIfAbsent(t.from() + '\u0000' + GraphIndex.inputKey(t.trigger()), i);
                continue;
            }
            int first = firstByTrigger.get(t.from() + '\u0000' + GraphIndex.inputKey(t.trigger()));
            problems.add(Problem.warning(
                    "transitions[" + i + "].trigger",
                    "shadowed-transition",
                    "transition " + DisplayText.quoted(t.id()) + " never fires: transition \""
                            + graph.transitions().get(first).id()
                            + "\" (transitions[" + first + "]) of state " + DisplayText.quoted(t.from())
                            + " has the same trigger "
                            + t.trigger().describe() + " and comes first"));
        }
    }

    private void unreachableStates() {
        if (index.initial < 0) {
            return;
        }
        for (int s = 0; s < index.stateCount; s++) {
            if (!result.reachable().get(s)) {
                problems.add(stateWarning(
                        s,
                        ".id",
                        "unreachable",
                        "state " + DisplayText.quoted(index.id(s))
                                + " is unreachable: no transition can push it from the initial state \""
                                + graph.initial() + "\"" + codeNote));
            }
        }
    }

    /** A head state where nothing in the graph can ever make a request again. */
    private void deadEnds() {
        BitSet heads = result.headStates();
        for (int s = heads.nextSetBit(0); s >= 0; s = heads.nextSetBit(s + 1)) {
            if (index.input[s].length == 0 && index.timerGroups[s].length == 0 && !codeAtOrBelow(s)) {
                problems.add(
                        stateWarning(
                                s,
                                ".id",
                                "dead-end",
                                "state " + DisplayText.quoted(index.id(s))
                                        + " has no way to leave: it has no key, button, signal or timer transition, and no"
                                        + " behaviour code runs at or below it; once it is head only closing the window ends the run"));
            }
        }
    }

    private boolean codeAtOrBelow(int state) {
        BitSet seen = new BitSet();
        List<Integer> todo = new ArrayList<>(List.of(state));
        seen.set(state);
        while (!todo.isEmpty()) {
            int v = todo.remove(todo.size() - 1);
            if (index.hasBehavior[v]) {
                return true;
            }
            BitSet lower = result.below().below(v);
            for (int w = lower.nextSetBit(0); w >= 0 && w < index.bottom; w = lower.nextSetBit(w + 1)) {
                if (!seen.get(w)) {
                    seen.set(w);
                    todo.add(w);
                }
            }
        }
        return false;
    }

    private void overlaysNeverRemoved() {
        BitSet removable = result.removable();
        BitSet reachable = result.reachable();
        for (int s = reachable.nextSetBit(0); s >= 0; s = reachable.nextSetBit(s + 1)) {
            StateDef def = graph.states().get(statePosition[s]);
            if (def.overlay() && !removable.get(s)) {
                problems.add(stateWarning(
                        s,
                        ".overlay",
                        "overlay-never-popped",
                        "overlay state " + DisplayText.quoted(index.id(s))
                                + " is never removed: no pop, replace, popTo, clear or quit can take it off the stack"
                                + codeNote));
            }
        }
    }

    private void timersNeverActive() {
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            Integer s = index.numbers.get(t.from());
            if (t.trigger().type() == TriggerType.TIMER
                    && s != null
                    && result.reachable().get(s)
                    && !result.headStates().get(s)) {
                problems.add(Problem.warning(
                        "transitions[" + i + "].trigger",
                        "timer-never-active",
                        "timer of transition " + DisplayText.quoted(t.id()) + " never fires: state "
                                + DisplayText.quoted(t.from())
                                + " is never head when timers run (its entries are always covered within the"
                                + " commit that enters or resumes them)" + codeNote));
            }
        }
    }

    private Problem stateWarning(int state, String field, String code, String message) {
        return Problem.warning("states[" + statePosition[state] + "]" + field, code, message);
    }
}
