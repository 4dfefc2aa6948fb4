package dev.stagestack.runtime.graph;

import dev.stagestack.model.ActionOp;
import dev.stagestack.runtime.Requests;
import dev.stagestack.runtime.StateType;
import java.util.Map;

/** An action of a transition with its target resolved: requested without any lookup. */
final class CompiledAction {

    private final ActionOp op;
    private final StateType target;
    private final Map<String, Object> data;
    private final Object result;

    CompiledAction(ActionOp op, StateType target, Map<String, Object> data, Object result) {
        this.op = op;
        this.target = target;
        this.data = data;
        this.result = result;
    }

    void requestOn(Requests requests) {
        switch (op) {
            case PUSH -> requests.push(target, data);
            case POP -> requests.pop(result);
            case REPLACE -> requests.replace(target, data);
            case POP_TO -> requests.popTo(target);
            case CLEAR -> requests.clear();
            case RESTART -> requests.restart();
            case QUIT -> requests.quit();
            default -> throw new AssertionError(op);
        }
    }

    /** Requests every action in order; a refused one does not stop the later ones (docs/semantics.md §2). */
    static void requestAll(CompiledAction[] actions, Requests requests) {
        for (CompiledAction action : actions) {
            action.requestOn(requests);
        }
    }
}
