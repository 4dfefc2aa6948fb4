package dev.stagestack.model;

import java.util.Map;
import java.util.Objects;

/**
 * One request of a transition (docs/format.md "Action").
 *
 * @param op     the request
 * @param target the state it names (PUSH, REPLACE, POP_TO); null for the others
 * @param data   for PUSH, the JSON object handed to the new entry, as a deeply unmodifiable
 *               map whose values are String, Boolean, {@link java.math.BigDecimal}, List, Map or null;
 *               empty for every other op and when the file has none
 */
public record Action(ActionOp op, String target, Map<String, Object> data) {

    public Action {
        Objects.requireNonNull(op, "op");
        if (op.needsTarget() && target == null) {
            throw new IllegalArgumentException(op.jsonName() + " needs a target");
        }
        if (!op.needsTarget()) {
            target = null;
        }
        data = op == ActionOp.PUSH && data != null ? JsonData.immutableCopy(data) : Map.of();
    }

    public static Action push(String target) {
        return new Action(ActionOp.PUSH, target, Map.of());
    }

    public static Action push(String target, Map<String, Object> data) {
        return new Action(ActionOp.PUSH, target, data);
    }

    public static Action pop() {
        return new Action(ActionOp.POP, null, Map.of());
    }

    public static Action replace(String target) {
        return new Action(ActionOp.REPLACE, target, Map.of());
    }

    public static Action popTo(String target) {
        return new Action(ActionOp.POP_TO, target, Map.of());
    }

    public static Action clear() {
        return new Action(ActionOp.CLEAR, null, Map.of());
    }

    public static Action restart() {
        return new Action(ActionOp.RESTART, null, Map.of());
    }

    public static Action quit() {
        return new Action(ActionOp.QUIT, null, Map.of());
    }

    /** Short human text, e.g. {@code push pause}, {@code pop}. */
    public String describe() {
        return target == null ? op.jsonName() : op.jsonName() + " " + target;
    }
}
