package dev.stagestack.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The states of a running stack matched to those of its reload (docs/semantics.md §19): each old state's new
 * state, or null when it was deleted; and what the match changes, for the report.
 */
final class StateMapping {

    private final StackStates before;
    private final StackStates after;
    /** By old index: the new state it becomes, or null when deleted. */
    private final StateType[] targets;

    StateMapping(StackStates before, StackStates after, StateRenames renames) {
        this.before = before;
        this.after = after;
        this.targets = new StateType[before.count()];
        for (StateType old : before.types()) {
            String id = renames.target(old.id());
            targets[old.index()] = id == null ? null : after.typeOrNull(id);
        }
    }

    /** What {@code old}, a state of the running stack, becomes; null when it was deleted. */
    StateType target(StateType old) {
        return targets[old.index()];
    }

    /** How many entries from the top of the chain ending at {@code top} must leave: down to its lowest deleted one. */
    int leavingFrom(Entry top) {
        int leaving = 0;
        for (Entry e = top; e != null; e = e.parent) {
            if (target(e.type) == null) {
                leaving = top.depth - e.depth + 1;
            }
        }
        return leaving;
    }

    /** The ids of the deleted states, in the old graph's order. */
    List<String> removed() {
        List<String> removed = new ArrayList<>();
        for (StateType old : before.types()) {
            if (target(old) == null) {
                removed.add(old.id());
            }
        }
        return removed;
    }

    /** What the report says, with {@code otherChanges} after the policy changes. */
    ReloadReport report(List<String> otherChanges, int popped) {
        Map<String, String> renamed = new LinkedHashMap<>();
        List<String> changed = new ArrayList<>();
        boolean[] kept = new boolean[after.count()];
        for (StateType old : before.types()) {
            StateType now = target(old);
            if (now == null) {
                continue;
            }
            kept[now.index()] = true;
            if (!now.id().equals(old.id())) {
                renamed.put(old.id(), now.id());
            }
            if (now.covered() != old.covered()) {
                changed.add(now.id() + " covered " + old.covered().jsonName() + " -> "
                        + now.covered().jsonName());
            }
            if (now.overlay() != old.overlay()) {
                changed.add(now.id() + " overlay " + onOff(old.overlay()) + " -> " + onOff(now.overlay()));
            }
        }
        List<String> added = new ArrayList<>();
        for (StateType now : after.types()) {
            if (!kept[now.index()]) {
                added.add(now.id());
            }
        }
        changed.addAll(otherChanges);
        return new ReloadReport(renamed, removed(), added, changed, popped);
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }
}
