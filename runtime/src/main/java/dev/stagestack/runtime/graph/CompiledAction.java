package dev.stagestack.runtime.graph;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Effect;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Requests;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.Variables;
import java.util.Map;

/** An action of a transition with its target resolved: requested without any lookup. */
final class CompiledAction {

    private final ActionOp op;
    private final StateType target;
    private final Map<String, Object> data;
    private final Object result;
    /** For set, add and reset: the variable; null otherwise. */
    private final String variable;
    /** For set: the new value (Boolean or Long); for add: the amount; null otherwise. */
    private final Object value;
    /** For push, pop, replace and popTo: how the host shows the change (docs/semantics.md §22), or null. */
    private final Effect effect;

    CompiledAction(ActionOp op, StateType target, Map<String, Object> data, Object result, Effect effect) {
        this(op, target, data, result, null, null, effect);
    }

    private CompiledAction(
            ActionOp op,
            StateType target,
            Map<String, Object> data,
            Object result,
            String variable,
            Object value,
            Effect effect) {
        this.op = op;
        this.target = target;
        this.data = data;
        this.result = result;
        this.variable = variable;
        this.value = value;
        this.effect = effect;
    }

    /** A set, add or reset of {@code variable} (docs/semantics.md §21). */
    static CompiledAction ofVariable(ActionOp op, String variable, Object value) {
        return new CompiledAction(op, null, Map.of(), null, variable, value, null);
    }

    void requestOn(Context context) {
        switch (op) {
            case SET -> set(context.variables());
            case ADD -> context.variables().add(variable, (Long) value);
            case RESET -> context.variables().reset(variable);
            default -> requestOn((Requests) context);
        }
    }

    private void set(Variables variables) {
        if (value instanceof Boolean b) {
            variables.set(variable, b);
        } else {
            variables.set(variable, (Long) value);
        }
    }

    private void requestOn(Requests requests) {
        if (effect != null) {
            requestWithEffect(requests);
            return;
        }
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

    private void requestWithEffect(Requests requests) {
        switch (op) {
            case PUSH -> requests.push(target, data, effect);
            case POP -> requests.pop(result, effect);
            case REPLACE -> requests.replace(target, data, effect);
            case POP_TO -> requests.popTo(target, effect);
            default -> throw new AssertionError(op);
        }
    }

    /**
     * Requests every action in order; a refused one does not stop the later ones (docs/semantics.md §2). A
     * set, add or reset changes its variable at once, in that order (§21).
     */
    static void requestAll(CompiledAction[] actions, Context context) {
        for (CompiledAction action : actions) {
            action.requestOn(context);
        }
    }
}
