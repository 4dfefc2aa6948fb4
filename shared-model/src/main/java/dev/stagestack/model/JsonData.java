package dev.stagestack.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Deep, unmodifiable copies of JSON-like values (push data). Keeps key order. */
public final class JsonData {

    private JsonData() {
    }

    public static Map<String, Object> immutableCopy(Map<String, Object> map) {
        if (map.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : map.entrySet()) {
            copy.put(e.getKey(), copyValue(e.getValue()));
        }
        return Collections.unmodifiableMap(copy);
    }

    @SuppressWarnings("unchecked")
    private static Object copyValue(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof BigDecimal) {
            return value;
        }
        if (value instanceof Number) {
            return new BigDecimal(value.toString());
        }
        if (value instanceof Map) {
            return immutableCopy((Map<String, Object>) value);
        }
        if (value instanceof List) {
            List<Object> list = new ArrayList<>();
            for (Object item : (List<Object>) value) {
                list.add(copyValue(item));
            }
            return Collections.unmodifiableList(list);
        }
        throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }
}
