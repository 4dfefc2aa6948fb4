package dev.stagestack.model.json;

import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonBoolean;
import dev.stagestack.model.json.JsonNode.JsonNumber;
import dev.stagestack.model.json.JsonNode.JsonObject;
import dev.stagestack.model.json.JsonNode.JsonString;
import dev.stagestack.model.json.JsonNode.Member;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the {@code data} object of a push into plain Java values: String, Boolean,
 * {@link java.math.BigDecimal} (without trailing zeros), List, Map (file order) or null.
 */
final class PushDataDecoder {

    private final ProblemCollector problems;

    PushDataDecoder(ProblemCollector problems) {
        this.problems = problems;
    }

    /** The message for push or replace data that is not an object. */
    static String notAnObject(String op, JsonNode node) {
        return op + " data must be a JSON object, found " + node.kind();
    }

    Map<String, Object> toMap(JsonObject object, JsonPath path) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (Member m : object.members()) {
            map.put(m.key(), toValue(m.value(), path.key(m.key())));
        }
        return map;
    }

    Object toValue(JsonNode node, JsonPath path) {
        if (node instanceof JsonObject) {
            return toMap((JsonObject) node, path);
        }
        if (node instanceof JsonArray) {
            List<JsonNode> items = ((JsonArray) node).items();
            List<Object> list = new ArrayList<>(items.size());
            for (int i = 0; i < items.size(); i++) {
                list.add(toValue(items.get(i), path.index(i)));
            }
            return list;
        }
        if (node instanceof JsonString) {
            return ((JsonString) node).value();
        }
        if (node instanceof JsonBoolean) {
            return ((JsonBoolean) node).value();
        }
        return node instanceof JsonNumber ? number((JsonNumber) node, path) : null;
    }

    private Object number(JsonNumber number, JsonPath path) {
        try {
            return number.toBigDecimal();
        } catch (NumberFormatException tooLarge) {
            problems.numberTooLarge(path, number);
            return null;
        }
    }
}
