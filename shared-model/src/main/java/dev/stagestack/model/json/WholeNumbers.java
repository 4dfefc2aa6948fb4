package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.Variable;
import java.math.BigDecimal;

/**
 * Reads the numbers of variables (bounds, initial values, set and add values): whole numbers within
 * ±{@link Variable#LIMIT} (docs/format.md "Variables"). Anything else is reported at its field.
 */
final class WholeNumbers {

    private static final BigDecimal LIMIT = BigDecimal.valueOf(Variable.LIMIT);

    private WholeNumbers() {}

    /** The whole number in field {@code key}, or null when it is absent or unusable (reported). */
    static Long read(FieldReader f, String key, boolean required) {
        JsonNode node = f.node(key, required);
        if (node == null) {
            return null;
        }
        if (!(node instanceof JsonNode.JsonNumber number)) {
            f.error(
                    key,
                    ProblemCodes.WRONG_TYPE,
                    "expected " + RuleTexts.wholeNumberRange() + ", found " + node.kind());
            return null;
        }
        return of(f, key, number);
    }

    /** The whole number {@code number} of field {@code key}, or null (reported) when it is not one within range. */
    static Long of(FieldReader f, String key, JsonNode.JsonNumber number) {
        BigDecimal value;
        try {
            value = number.toBigDecimal();
        } catch (NumberFormatException | ArithmeticException unfit) {
            f.numberTooLarge(key);
            return null;
        }
        if (value.scale() > 0 || value.abs().compareTo(LIMIT) > 0) {
            f.error(
                    key,
                    ProblemCodes.VALUE_RANGE,
                    "expected " + RuleTexts.wholeNumberRange() + ", found " + DisplayText.value(number.text()));
            return null;
        }
        return value.longValueExact();
    }
}
