package dev.stagestack.model.json;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import java.util.Map;

/**
 * Decodes the actions that change a variable: {@code set} ({@code var}, {@code value}: true, false
 * or a whole number), {@code add} ({@code var}, {@code value}: a whole number) and {@code reset}
 * ({@code var}) (docs/format.md "Action"). Whether the value suits the variable is the validator's.
 */
final class VariableActions {

    private VariableActions() {}

    /** The action, or null when its {@code var} or {@code value} is missing or unusable (reported). */
    static Action decode(FieldReader f, ActionOp op) {
        String variable = f.string("var", true);
        Object value = op.carriesValue() ? value(f, op) : null;
        if (variable == null || (op.carriesValue() && value == null)) {
            return null;
        }
        return new Action(op, variable, Map.of(), null, value);
    }

    private static Object value(FieldReader f, ActionOp op) {
        JsonNode node = f.node("value", true);
        if (node == null) {
            return null;
        }
        if (node instanceof JsonNode.JsonBoolean b && op == ActionOp.SET) {
            return b.value();
        }
        if (node instanceof JsonNode.JsonNumber number) {
            return WholeNumbers.of(f, "value", number);
        }
        String expected =
                op == ActionOp.SET ? "true, false or " + RuleTexts.wholeNumberRange() : RuleTexts.wholeNumberRange();
        f.error("value", ProblemCodes.WRONG_TYPE, "expected " + expected + ", found " + node.kind());
        return null;
    }
}
