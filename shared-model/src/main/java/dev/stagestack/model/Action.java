package dev.stagestack.model;

import java.util.Map;
import java.util.Objects;

/**
 * One request of a transition (docs/format.md "Action").
 *
 * @param op     the request
 * @param target the state it names (PUSH, REPLACE, POP_TO); null for the others
 * @param data   for PUSH and REPLACE, the JSON object handed to the new entry, as a deeply unmodifiable
 *               map whose values are String, Boolean, {@link java.math.BigDecimal}, List, Map or null;
 *               empty for every other op and when the file has none
 * @param result for POP, the JSON value handed to the entry the pop reveals (its
 *               {@code lastPopResult}), deeply unmodifiable; null for every other op and when the
 *               file has none
 * @param value  for SET, the variable's new value ({@link Boolean} or {@link Long}); for ADD, the
 *               amount ({@link Long}); null for every other op. For SET, ADD and RESET the
 *               {@code target} is the variable (docs/format.md "Variables")
 * @param effect for PUSH, POP, REPLACE and POP_TO, how the screen shows the change (docs/semantics.md
 *               §22), or null for none; null for every other op
 */
public record Action(ActionOp op, String target, Map<String, Object> data, Object result, Object value, Effect effect) {

    /** Checks that an op that needs a target has one; drops the target and data of ops that take none. */
    public Action {
        Objects.requireNonNull(op, "op");
        if (op.needsTarget() && target == null) {
            throw new IllegalArgumentException(op.jsonName() + " needs a target");
        }
        if (!op.needsTarget()) {
            target = null;
        }
        data = op.carriesData() && data != null ? JsonData.immutableCopy(data) : Map.of();
        result = op == ActionOp.POP ? JsonData.immutableValue(result) : null;
        value = op.carriesValue() ? variableValue(op, value) : null;
        effect = op.takesEffect() ? effect : null;
    }

    /** An action without an effect. */
    public Action(ActionOp op, String target, Map<String, Object> data, Object result, Object value) {
        this(op, target, data, result, value, null);
    }

    /** An action with a pop result and no variable value. */
    public Action(ActionOp op, String target, Map<String, Object> data, Object result) {
        this(op, target, data, result, null);
    }

    private static Object variableValue(ActionOp op, Object value) {
        if (value instanceof Boolean && op == ActionOp.SET) {
            return value;
        }
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        throw new IllegalArgumentException(op.jsonName() + " needs "
                + (op == ActionOp.SET ? "true, false or a whole number" : "a whole number") + ", not " + value);
    }

    /**
     * An action without a pop result.
     *
     * @param op     the request
     * @param target the state it names, or null
     * @param data   push or replace data, or null for none
     */
    public Action(ActionOp op, String target, Map<String, Object> data) {
        this(op, target, data, null);
    }

    /** A push of {@code target} without data. */
    public static Action push(String target) {
        return new Action(ActionOp.PUSH, target, Map.of());
    }

    /** A push of {@code target} with {@code data} (docs/format.md, "Action"). */
    public static Action push(String target, Map<String, Object> data) {
        return new Action(ActionOp.PUSH, target, data);
    }

    /** Sets the boolean variable {@code variable} (docs/semantics.md §21). */
    public static Action set(String variable, boolean newValue) {
        return new Action(ActionOp.SET, variable, Map.of(), null, newValue);
    }

    /** Sets the integer variable {@code variable}. */
    public static Action set(String variable, long newValue) {
        return new Action(ActionOp.SET, variable, Map.of(), null, newValue);
    }

    /** Adds {@code amount} to the integer variable {@code variable}, staying within its bounds. */
    public static Action add(String variable, long amount) {
        return new Action(ActionOp.ADD, variable, Map.of(), null, amount);
    }

    /** Sets {@code variable} back to its initial value. */
    public static Action reset(String variable) {
        return new Action(ActionOp.RESET, variable, Map.of(), null, null);
    }

    /** A pop without a result. */
    public static Action pop() {
        return new Action(ActionOp.POP, null, Map.of());
    }

    /**
     * A pop that hands {@code result} to the entry it reveals.
     *
     * @param result a JSON-like value: String, Boolean, number, List, Map or null
     * @return the action
     */
    public static Action pop(Object result) {
        return new Action(ActionOp.POP, null, Map.of(), result);
    }

    /**
     * A replace whose new entry carries {@code data}.
     *
     * @param target the state of the new entry
     * @param data   the JSON-like object it reads with {@code Context.data()}
     * @return the action
     */
    public static Action replace(String target, Map<String, Object> data) {
        return new Action(ActionOp.REPLACE, target, data);
    }

    /** A replace of the top entry by {@code target}, without data. */
    public static Action replace(String target) {
        return new Action(ActionOp.REPLACE, target, Map.of());
    }

    /** Pops down to the nearest entry of {@code target}, which stays. */
    public static Action popTo(String target) {
        return new Action(ActionOp.POP_TO, target, Map.of());
    }

    /** Pops every entry. */
    public static Action clear() {
        return new Action(ActionOp.CLEAR, null, Map.of());
    }

    /** Restarts the entry whose transition fires (free, then init). */
    public static Action restart() {
        return new Action(ActionOp.RESTART, null, Map.of());
    }

    /** Ends the run. */
    public static Action quit() {
        return new Action(ActionOp.QUIT, null, Map.of());
    }

    /** A copy naming another target (a state, or a variable for set, add and reset); every other part kept. */
    public Action withTarget(String newTarget) {
        return new Action(op, newTarget, data, result, value, effect);
    }

    /**
     * A copy with {@code newEffect}, or without an effect for null (docs/semantics.md §22).
     *
     * @throws IllegalArgumentException when the op takes no effect (only push, pop, replace and popTo do)
     */
    public Action withEffect(Effect newEffect) {
        if (newEffect != null && !op.takesEffect()) {
            throw new IllegalArgumentException(op.jsonName() + " takes no effect");
        }
        return new Action(op, target, data, result, value, newEffect);
    }

    /** Short human text, e.g. {@code push pause}, {@code pop}, {@code set hasSave true}, {@code add lives -1}. */
    public String describe() {
        String head = target == null ? op.jsonName() : op.jsonName() + " " + target;
        return value == null ? head : head + " " + value;
    }
}
