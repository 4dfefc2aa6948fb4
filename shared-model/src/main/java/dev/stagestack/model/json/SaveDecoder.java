package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.Variable;
import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonNumber;
import dev.stagestack.model.json.JsonNode.JsonObject;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the JSON tree of a save file into a {@link SaveGame}, collecting every problem (docs/format.md,
 * "Save files"): the header, the tick, the serials (each above the one below it, {@code nextSerial} above
 * them all) and each entry's values. Whether the states exist is the run's check, not the file's.
 */
final class SaveDecoder {

    static final List<String> TOP = List.of("format", "version", "graph", "tick", "nextSerial", "variables", "stack");
    static final List<String> ENTRY = List.of("state", "serial", "data", "store", "saved");

    private final ProblemCollector problems;
    private final PushDataDecoder values;

    SaveDecoder(ProblemCollector problems) {
        this.problems = problems;
        this.values = new PushDataDecoder(problems);
    }

    /** The save, or null when the file is refused or a required part is unusable (reported). */
    SaveGame decode(JsonNode root) {
        FieldReader top = FieldReader.of(root, JsonPath.ROOT, problems);
        if (top == null || !FormatHeader.SAVE.accepts(top)) {
            return null;
        }
        top.warnUnknown(TOP);
        String graph = top.string("graph", false);
        Long tick = whole(top, "tick", 0, SaveGame.MAX_TICK, ProblemCodes.INVALID_TICK);
        Long nextSerial = whole(top, "nextSerial", 1, Integer.MAX_VALUE, ProblemCodes.INVALID_SERIAL);
        Map<String, Object> variables = variables(top);
        List<SavedEntry> stack = stack(top);
        if (tick == null || nextSerial == null || stack == null || variables == null) {
            return null;
        }
        if (!stack.isEmpty() && nextSerial <= stack.get(stack.size() - 1).serial()) {
            top.error(
                    "nextSerial",
                    ProblemCodes.INVALID_SERIAL,
                    "nextSerial must be above every serial of the stack ("
                            + stack.get(stack.size() - 1).serial() + "), found " + nextSerial);
            return null;
        }
        return new SaveGame(graph, tick, nextSerial.intValue(), stack, variables);
    }

    /**
     * The optional {@code variables} object: each value true, false or a whole number (Boolean or Long);
     * empty when absent, null (reported) when unusable. Whether they fit the graph is checked at restore.
     */
    private Map<String, Object> variables(FieldReader top) {
        Map<String, Object> raw = object(top, "variables");
        if (raw == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        boolean whole = true;
        for (Map.Entry<String, Object> e : raw.entrySet()) {
            Object value = e.getValue() instanceof BigDecimal d ? wholeOrNull(d) : e.getValue();
            if (value instanceof Boolean || value instanceof Long) {
                out.put(e.getKey(), value);
            } else {
                top.error(
                        "variables",
                        ProblemCodes.INVALID_DATA,
                        "variable " + DisplayText.quoted(e.getKey()) + " must be true, false or a whole number of at"
                                + " most " + Variable.LIMIT + " either way");
                whole = false;
            }
        }
        return whole ? out : null;
    }

    private static Long wholeOrNull(BigDecimal d) {
        try {
            long v = d.longValueExact();
            return Math.abs(v) <= Variable.LIMIT ? v : null;
        } catch (ArithmeticException e) {
            return null;
        }
    }

    private List<SavedEntry> stack(FieldReader top) {
        JsonArray array = top.array("stack", true);
        if (array == null) {
            return null;
        }
        if (array.items().isEmpty()) {
            top.error("stack", ProblemCodes.EMPTY_STACK, "stack must list at least one entry");
            return null;
        }
        List<SavedEntry> out = new ArrayList<>(array.items().size());
        JsonPath path = top.path("stack");
        long[] below = {0};
        boolean whole = true;
        for (int i = 0; i < array.items().size(); i++) {
            SavedEntry entry = entry(array.items().get(i), path.index(i), below);
            if (entry == null) {
                whole = false;
            } else {
                out.add(entry);
            }
        }
        return whole ? out : null;
    }

    /**
     * One entry, or null (reported). Its serial must be above {@code below[0]}, the last serial read under it,
     * which it then becomes, so that each serial is checked against the one below even when an entry fails.
     */
    private SavedEntry entry(JsonNode node, JsonPath path, long[] below) {
        FieldReader fields = FieldReader.of(node, path, problems);
        if (fields == null) {
            return null;
        }
        fields.warnUnknown(ENTRY);
        String state = fields.string("state", true);
        Long serial = whole(fields, "serial", 1, Integer.MAX_VALUE, ProblemCodes.INVALID_SERIAL);
        Map<String, Object> data = object(fields, "data");
        Map<String, Object> saved = object(fields, "saved");
        List<Object> store = store(fields);
        if (serial != null && serial <= below[0]) {
            fields.error(
                    "serial",
                    ProblemCodes.INVALID_SERIAL,
                    "serial must be above the serial of the entry below (" + below[0] + "), found " + serial);
            return null;
        }
        if (serial != null) {
            below[0] = serial;
        }
        if (state == null || serial == null || data == null || saved == null || store == null) {
            return null;
        }
        return new SavedEntry(state, serial.intValue(), data, store, saved);
    }

    /** An optional object of JSON values; empty when absent, null (reported) when it is not an object. */
    private Map<String, Object> object(FieldReader fields, String key) {
        JsonNode node = fields.node(key, false);
        if (node == null) {
            return Map.of();
        }
        if (!(node instanceof JsonObject)) {
            fields.error(key, ProblemCodes.INVALID_DATA, key + " must be a JSON object, found " + node.kind());
            return null;
        }
        return values.toMap((JsonObject) node, fields.path(key));
    }

    /** The optional {@code store} array of JSON values; empty when absent, null (reported) when unusable. */
    @SuppressWarnings("unchecked")
    private List<Object> store(FieldReader fields) {
        JsonNode node = fields.node("store", false);
        if (node == null) {
            return List.of();
        }
        return fields.array("store", false) == null ? null : (List<Object>) values.toValue(node, fields.path("store"));
    }

    /** A required whole number from {@code min} to {@code max}, or null (reported). */
    private Long whole(FieldReader fields, String key, long min, long max, String code) {
        JsonNode node = fields.node(key, true);
        if (node == null) {
            return null;
        }
        if (!(node instanceof JsonNumber)) {
            fields.error(key, ProblemCodes.WRONG_TYPE, "expected a number, found " + node.kind());
            return null;
        }
        JsonNumber number = (JsonNumber) node;
        BigDecimal value;
        try {
            value = number.toBigDecimal();
        } catch (NumberFormatException tooLarge) {
            fields.numberTooLarge(key);
            return null;
        }
        if (value.scale() > 0
                || value.compareTo(BigDecimal.valueOf(min)) < 0
                || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            fields.error(
                    key,
                    code,
                    key + " must be a whole number from " + min + " to " + max + ", found "
                            + DisplayText.value(number.text()));
            return null;
        }
        return value.longValueExact();
    }
}
