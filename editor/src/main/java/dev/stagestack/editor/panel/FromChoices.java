package dev.stagestack.editor.panel;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a transition may leave from (docs/format.md "Transition"): each state, any state
 * ({@code *}) and each group ({@code @menus}), shown as "any state" and "group menus".
 */
final class FromChoices {
    private FromChoices() {}

    /** The states' ids, {@code *}, then {@code @group} for every group a state has; {@code from} kept if it is none of them. */
    static List<String> of(Graph graph, String from) {
        List<String> out =
                new ArrayList<>(graph.states().stream().map(StateDef::id).toList());
        out.add(Transition.ANY_STATE);
        graph.groups().forEach(g -> out.add(Transition.GROUP_PREFIX + g));
        if (!out.contains(from)) {
            out.add(from);
        }
        return out;
    }

    /** How a choice reads in the list: a state's id, "any state", "group menus". */
    static String shown(String from) {
        if (Transition.ANY_STATE.equals(from)) {
            return "any state";
        }
        return from.startsWith(Transition.GROUP_PREFIX) ? "group " + from.substring(1) : from;
    }
}
