package dev.stagestack.model.json;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Writes a JSON-like value (push data, a pop result, what a save holds: docs/semantics.md §2) as files hold
 * it: keys in their order, numbers in their shortest form ({@link NumberText}).
 */
final class JsonValues {

    private JsonValues() {}

    @SuppressWarnings("unchecked")
    static void write(JsonOut out, Object value) {
        if (value instanceof Map) {
            out.beginObject();
            for (Map.Entry<String, Object> e : ((Map<String, Object>) value).entrySet()) {
                out.name(e.getKey());
                write(out, e.getValue());
            }
            out.endObject();
        } else if (value instanceof List) {
            out.beginArray();
            for (Object item : (List<Object>) value) {
                write(out, item);
            }
            out.endArray();
        } else {
            scalar(out, value);
        }
    }

    private static void scalar(JsonOut out, Object value) {
        if (value instanceof String) {
            out.value((String) value);
        } else if (value instanceof Boolean) {
            out.value((Boolean) value);
        } else if (value instanceof BigDecimal) {
            out.raw(NumberText.of((BigDecimal) value));
        } else {
            out.nullValue();
        }
    }
}
