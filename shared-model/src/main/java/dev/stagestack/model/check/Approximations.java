package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;

/** The human-readable list of where a {@link StackReport} is approximate, for one result. */
final class Approximations {

    private final AnalysisResult result;
    private final GraphIndex index;

    Approximations(AnalysisResult result) {
        this.result = result;
        this.index = result.index();
    }

    List<String> list() {
        List<String> out = new ArrayList<>();
        AnalysisOptions o = result.options();
        out.add("Event assumption: at most " + o.inputEventsPerTick() + " input event(s) per tick; runs with more"
                + " events per tick (e.g. scripted clicks) may exceed these results.");
        out.add("Every input and timer transition of a head is assumed to be able to fire in any tick, and every"
                + " lifecycle transition whenever its callback runs; conditions that rule a firing out are ignored.");
        out.add("The stack is tracked as which state can lie directly below which; a stack built only of such"
                + " pairs is assumed possible even when no run builds it.");
        List<String> coded = codedStates();
        if (!coded.isEmpty()) {
            out.add("States with behaviour code " + coded + ": requests made by their code are invisible; the"
                    + " results cover only the graph's transitions.");
        }
        if (result.refusalsModelled()) {
            out.add("The stack can reach the depth limit (" + o.depthLimit() + "): every push is treated as possibly"
                    + " refused, and the depth is capped at the limit.");
        }
        if (result.depth().unbounded()) {
            out.add("Unbounded is concluded from a cycle of below pairs; popTo refusals or stack shapes no run"
                    + " builds could make the cycle unreachable in practice.");
        }
        if (result.mayRunAway()) {
            out.add("Some commit may run away (a commit loop, or longer than " + o.stepLimit() + " steps): every"
                    + " state such a commit may stop on is treated as a possible head.");
        }
        if (hasUnknownHeights()) {
            out.add("Some commits move head or staging four or more entries, or clear the stack: there the entries"
                    + " between them are approximated by every state that can lie on the one below.");
        }
        if (index.guards.inUse()) {
            out.add(StackReport.GUARDS_NOTE + index.guards.variablesPrecision());
            out.add("A guard is judged over the reachable valuations of the variables (not per stack); of the"
                    + " stack it knows only whether staging is empty (then exactly) and which state is on top,"
                    + " every other stack fact is taken both ways; visits(S) may be any count; a once transition"
                    + " may always be spent.");
        }
        if (hasDanglingNames()) {
            out.add("The graph has errors (duplicate ids or names of missing states): the duplicates after the first"
                    + " and every action or transition naming a missing state are ignored.");
        }
        return out;
    }

    private List<String> codedStates() {
        List<String> out = new ArrayList<>();
        for (int s = 0; s < index.stateCount; s++) {
            if (index.hasBehavior[s]) {
                out.add(index.id(s));
            }
        }
        return out;
    }

    private boolean hasUnknownHeights() {
        LongSet configs = result.execution().commitConfigs;
        for (int i = 0; i < configs.size(); i++) {
            long c = configs.get(i);
            if (Config.d(c) == Config.SOME || Config.e(c) == Config.SOME) {
                return true;
            }
        }
        return false;
    }

    private boolean hasDanglingNames() {
        if (index.stateCount < index.graph.states().size()) {
            return true;
        }
        for (Transition t : index.graph.transitions()) {
            if (t.isFromOneState() && !index.numbers.containsKey(t.from())) {
                return true;
            }
            for (Action a : t.actions()) {
                if (a.target() != null && !a.op().isVariable() && !index.numbers.containsKey(a.target())) {
                    return true;
                }
            }
        }
        return false;
    }
}
