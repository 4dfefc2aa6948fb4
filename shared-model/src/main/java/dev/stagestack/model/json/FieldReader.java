package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonNumber;
import dev.stagestack.model.json.JsonNode.JsonObject;
import dev.stagestack.model.json.JsonNode.JsonString;
import dev.stagestack.model.json.JsonNode.Member;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads the fields of one JSON object of a graph file, reporting wrong types, missing required
 * fields, unknown values and unknown fields. Every getter returns null when the value is absent
 * or unusable; the reason has been reported by then.
 */
final class FieldReader {

    private final JsonObject object;
    private final JsonPath path;
    private final ProblemCollector problems;

    private FieldReader(JsonObject object, JsonPath path, ProblemCollector problems) {
        this.object = object;
        this.path = path;
        this.problems = problems;
    }

    /** A reader for {@code node}, or null (reported) when it is not an object. */
    static FieldReader of(JsonNode node, JsonPath path, ProblemCollector problems) {
        if (node instanceof JsonObject) {
            return new FieldReader((JsonObject) node, path, problems);
        }
        problems.error(path, node, ProblemCodes.WRONG_TYPE, "expected an object, found " + node.kind());
        return null;
    }

    JsonPath path() {
        return path;
    }

    JsonPath path(String key) {
        return path.key(key);
    }

    ProblemCollector problems() {
        return problems;
    }

    JsonObject object() {
        return object;
    }

    /** Warns about every field not in {@code known}, suggesting a close known name. */
    void warnUnknown(Collection<String> known) {
        for (Member m : object.members()) {
            if (!known.contains(m.key())) {
                problems.warning(
                        path.key(m.key()),
                        m.line(),
                        m.column(),
                        ProblemCodes.UNKNOWN_FIELD,
                        "unknown field " + DisplayText.quoted(m.key()) + Suggestions.didYouMean(m.key(), known)
                                + "; it is ignored");
            }
        }
    }

    /**
     * Warns about fields that exist in the format ({@code all}) but do not apply here ({@code applicable}),
     * e.g. a {@code target} on a pop; other unknown fields get the plain unknown-field warning.
     */
    void warnInapplicable(Collection<String> applicable, Collection<String> all, String where) {
        for (Member m : object.members()) {
            if (all.contains(m.key()) && !applicable.contains(m.key())) {
                problems.warning(
                        path.key(m.key()),
                        m.line(),
                        m.column(),
                        ProblemCodes.UNKNOWN_FIELD,
                        "field " + DisplayText.quoted(m.key()) + " does not apply to " + where + "; it is ignored");
            }
        }
        warnUnknown(all);
    }

    /** The raw value, or null when absent; reports a missing required field. */
    JsonNode node(String key, boolean required) {
        JsonNode value = object.get(key);
        if (value == null && required) {
            missing(key);
        }
        return value;
    }

    void missing(String key) {
        errorHere(ProblemCodes.MISSING_FIELD, "missing required field " + DisplayText.quoted(key));
    }

    /** Reports an error at the object itself. */
    void errorHere(String code, String message) {
        problems.error(path, object, code, message);
    }

    /** Reports that the number in field {@code key} does not fit. */
    void numberTooLarge(String key) {
        problems.numberTooLarge(path.key(key), (JsonNumber) object.get(key));
    }

    String string(String key, boolean required) {
        JsonNode value = node(key, required);
        return value == null || !expect(key, value, JsonString.class, "a string") ? null : ((JsonString) value).value();
    }

    Boolean bool(String key) {
        JsonNode value = node(key, false);
        return value == null || !expect(key, value, JsonNode.JsonBoolean.class, "a boolean")
                ? null
                : ((JsonNode.JsonBoolean) value).value();
    }

    /** A number that fits a double, or null (reported) when it does not. */
    Double number(String key, boolean required) {
        JsonNode value = node(key, required);
        if (value == null || !expect(key, value, JsonNumber.class, "a number")) {
            return null;
        }
        JsonNumber number = (JsonNumber) value;
        if (number.unfit() != null) {
            numberTooLarge(key);
            return null;
        }
        return number.toDouble();
    }

    JsonArray array(String key, boolean required) {
        JsonNode value = node(key, required);
        return value == null || !expect(key, value, JsonArray.class, "an array") ? null : (JsonArray) value;
    }

    /** One of an enumeration's JSON names, suggesting the closest name for an unknown one. */
    <E> E choice(String key, boolean required, Function<String, Optional<E>> lookup, List<String> names) {
        String text = string(key, required);
        if (text == null) {
            return null;
        }
        Optional<E> value = lookup.apply(text);
        if (value.isEmpty()) {
            problems.error(path.key(key), object.get(key), ProblemCodes.UNKNOWN_VALUE, unknownValue(text, names));
        }
        return value.orElse(null);
    }

    private static String unknownValue(String text, List<String> names) {
        String hint = Suggestions.didYouMean(text, names);
        if (hint.isEmpty()) {
            hint = " (expected one of \"" + String.join("\", \"", names) + "\")";
        }
        return "unknown value " + DisplayText.quoted(text) + hint;
    }

    /** Reports an error at a field's value. */
    void error(String key, String code, String message) {
        problems.error(path.key(key), object.get(key), code, message);
    }

    private boolean expect(String key, JsonNode value, Class<? extends JsonNode> type, String typeName) {
        if (type.isInstance(value)) {
            return true;
        }
        problems.error(
                path.key(key), value, ProblemCodes.WRONG_TYPE, "expected " + typeName + ", found " + value.kind());
        return false;
    }
}
