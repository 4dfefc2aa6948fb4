package dev.stagestack.model.json;

import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.Variable;
import dev.stagestack.model.VariableType;
import dev.stagestack.model.guard.GuardNames;
import java.util.List;

/**
 * Decodes one element of {@code variables} (docs/format.md "Variables"). A number the reader
 * cannot use is reported and replaced by a value within the others, so the variable stays and
 * guards that name it are still checked; bounds and initial values are judged by the validator.
 */
final class VariableDecoder {

    private static final List<String> BOOLEAN_FIELDS = List.of("id", "type", "initial");

    private final ProblemCollector problems;

    VariableDecoder(ProblemCollector problems) {
        this.problems = problems;
    }

    /** The variable, or null when the element is not an object or has no usable id or type. */
    Variable decode(JsonNode node, JsonPath path) {
        FieldReader f = FieldReader.of(node, path, problems);
        if (f == null) {
            return null;
        }
        String id = name(f);
        VariableType type = f.choice("type", true, VariableType::fromJson, FormatFields.VARIABLE_TYPE_NAMES);
        if (type == VariableType.BOOLEAN) {
            f.warnInapplicable(BOOLEAN_FIELDS, FormatFields.VARIABLE, "a boolean variable");
        } else {
            f.warnUnknown(FormatFields.VARIABLE);
        }
        if (id == null || type == null) {
            return null;
        }
        return type == VariableType.BOOLEAN ? bool(f, id) : integer(f, id);
    }

    /** The id, reported (and kept) when it is not a name a guard can use. */
    private static String name(FieldReader f) {
        String id = f.string("id", true);
        if (id != null && !GuardNames.isName(id)) {
            f.error("id", ProblemCodes.INVALID_ID, RuleTexts.invalidName("variable", id));
        } else if (id != null && GuardNames.RESERVED.contains(id)) {
            f.error("id", ProblemCodes.RESERVED_NAME, RuleTexts.reservedName(id));
        }
        return id;
    }

    private static Variable bool(FieldReader f, String id) {
        JsonNode initial = f.node("initial", false);
        if (initial != null && !(initial instanceof JsonNode.JsonBoolean)) {
            f.error(
                    "initial",
                    ProblemCodes.WRONG_VALUE_TYPE,
                    "the initial value of a boolean variable must be true or false, found " + initial.kind());
            return Variable.bool(id, false);
        }
        return Variable.bool(id, initial != null && ((JsonNode.JsonBoolean) initial).value());
    }

    private static Variable integer(FieldReader f, String id) {
        Long min = WholeNumbers.read(f, "min", true);
        Long max = WholeNumbers.read(f, "max", true);
        Long initial = WholeNumbers.read(f, "initial", false);
        long low = min != null ? min : max != null ? Math.min(0, max) : 0;
        long high = max != null ? max : Math.max(low, 0);
        return Variable.integer(id, low, high, initial != null ? initial : low);
    }
}
