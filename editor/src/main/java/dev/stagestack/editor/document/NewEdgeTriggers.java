package dev.stagestack.editor.document;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The trigger a newly drawn edge starts with: of the kind the designer last gave an edge (a key
 * until they give one a button), so a flow drawn with keys stays keys. A key edge takes the first
 * key its state does not use yet (Escape first for a pop, Enter first otherwise); a button edge is
 * named after the state it leads to.
 */
final class NewEdgeTriggers {
    private static final List<String> KEYS_IN_TURN = keysInTurn();
    private TriggerType lastKind = TriggerType.KEY;

    /** Notes the trigger kinds the designer set between two versions of the graph (any edit, any panel). */
    void noticeEdits(Graph before, Graph after) {
        if (before == null || after == null) {
            return;
        }
        Map<String, Trigger> old = new HashMap<>();
        before.transitions().forEach(t -> old.put(t.id(), t.trigger()));
        for (Transition t : after.transitions()) {
            Trigger was = old.get(t.id());
            TriggerType kind = t.trigger().type();
            if (was != null && !was.equals(t.trigger()) && (kind == TriggerType.KEY || kind == TriggerType.BUTTON)) {
                lastKind = kind;
            }
        }
    }

    /** The trigger for a new edge from {@code from} whose op is {@code op}, to a state named {@code targetName}. */
    Trigger forEdge(Graph graph, String from, ActionOp op, String targetName) {
        if (lastKind == TriggerType.BUTTON && targetName != null) {
            return Trigger.button(targetName);
        }
        return Trigger.key(freeKey(graph, from, op));
    }

    /** The kind new edges take now. */
    TriggerType kind() {
        return lastKind;
    }

    private static String freeKey(Graph graph, String from, ActionOp op) {
        Set<String> used = new HashSet<>();
        graph.transitions().stream()
                .filter(t -> t.from().equals(from) && t.trigger().type() == TriggerType.KEY)
                .forEach(t -> used.add(t.trigger().text()));
        if (op == ActionOp.POP && !used.contains("ESCAPE")) {
            return "ESCAPE";
        }
        return KEYS_IN_TURN.stream().filter(k -> !used.contains(k)).findFirst().orElse("ENTER");
    }

    private static List<String> keysInTurn() {
        List<String> keys = new java.util.ArrayList<>(List.of("ENTER", "SPACE", "ESCAPE"));
        for (char c = 'A'; c <= 'Z'; c++) {
            keys.add(String.valueOf(c));
        }
        return List.copyOf(keys);
    }
}
