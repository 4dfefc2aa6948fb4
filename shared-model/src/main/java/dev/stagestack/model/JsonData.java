package dev.stagestack.model;

import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Deep, unmodifiable copies of JSON-like values (push data), keeping key order. Values are String,
 * Boolean, null, List, Map with String keys, and numbers, which are always {@link BigDecimal}: an
 * {@code Integer}, {@code Long} or {@code Double} pushed from Java arrives as the same BigDecimal a
 * JSON file gives ({@code 3} as {@code 3}, {@code 2.5} as {@code 2.5}, {@code 10} as {@code 10}):
 * see {@link #number}.
 */
public final class JsonData {

    private JsonData() {}

    /**
     * A deep, unmodifiable copy of {@code map}, so changing the map after a push never changes what the
     * pushed entry sees.
     *
     * @throws IllegalArgumentException for a value that is not JSON-like (or a NaN or infinite number)
     */
    public static Map<String, Object> immutableCopy(Map<String, Object> map) {
        try {
            return copyMap(map);
        } catch (NotJson e) {
            throw e.in("data");
        }
    }

    private static Map<String, Object> copyMap(Map<String, Object> map) {
        if (map.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : map.entrySet()) {
            try {
                copy.put(e.getKey(), copyValue(e.getValue()));
            } catch (NotJson notJson) {
                throw notJson.under("." + e.getKey());
            }
        }
        return new Frozen(copy);
    }

    /** {@code map} itself when it is already such a copy (no second copy per push), else {@link #immutableCopy}. */
    public static Map<String, Object> frozen(Map<String, Object> map) {
        return map instanceof Frozen || map == Map.<String, Object>of() ? map : immutableCopy(map);
    }

    /**
     * A deep, unmodifiable copy of one JSON-like value (a pop result): the same value for a String,
     * Boolean, BigDecimal or null, a BigDecimal for any other number, a frozen copy of a List or Map.
     *
     * @param value the value to copy
     * @return the copy
     * @throws IllegalArgumentException for a value that is not JSON-like (or a NaN or infinite number)
     */
    public static Object immutableValue(Object value) {
        return immutableValue(value, "pop result");
    }

    /**
     * {@link #immutableValue(Object)} for a value that is not a pop result: a refusal names {@code what}
     * ({@code saved level#2.score: ...}).
     *
     * @param value the value to copy
     * @param what  what the value is, as a refusal names it
     * @return the copy
     * @throws IllegalArgumentException for a value that is not JSON-like (or a NaN or infinite number)
     */
    public static Object immutableValue(Object value, String what) {
        try {
            return copyValue(value);
        } catch (NotJson e) {
            throw e.in(what);
        }
    }

    /**
     * A value that is not JSON-like, found while copying; each enclosing map and list adds its key or index,
     * and the public method that started the copy turns it into the message a user sees.
     */
    private static final class NotJson extends RuntimeException {
        private final String reason;
        private final StringBuilder path = new StringBuilder();

        NotJson(String reason) {
            super(reason, null, false, false);
            this.reason = reason;
        }

        NotJson under(String segment) {
            path.insert(0, segment);
            return this;
        }

        IllegalArgumentException in(String what) {
            String at = path.length() > 0 && path.charAt(0) == '.' ? path.substring(1) : path.toString();
            return new IllegalArgumentException(
                    what + (at.isEmpty() ? "" : " " + at) + ": " + reason + " (docs/library.md \"Push data\")");
        }
    }

    /** A map made by {@link #immutableCopy}: unmodifiable, and deeply so. */
    private static final class Frozen extends AbstractMap<String, Object> {
        private final Map<String, Object> entries;

        Frozen(Map<String, Object> entries) {
            this.entries = Collections.unmodifiableMap(entries);
        }

        @Override
        public Set<Map.Entry<String, Object>> entrySet() {
            return entries.entrySet();
        }

        @Override
        public Object get(Object key) {
            return entries.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return entries.containsKey(key);
        }

        @Override
        public int size() {
            return entries.size();
        }
    }

    /**
     * The one form a number of push data takes, from a file or from Java: trailing zeros dropped and
     * no negative scale, so {@code 10}, {@code 10.0} and {@code 1e1} are all {@code 10} (equal, and
     * printed {@code 10}) and {@code 2.50} is {@code 2.5}.
     *
     * @param number any finite number
     * @return its normal form
     */
    public static BigDecimal number(BigDecimal number) {
        BigDecimal stripped = number.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    @SuppressWarnings("unchecked")
    private static Object copyValue(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean) {
            return value;
        }
        if (value instanceof BigDecimal) {
            return number((BigDecimal) value);
        }
        if (value instanceof Number) {
            try {
                return number(new BigDecimal(value.toString()));
            } catch (NumberFormatException notFinite) {
                throw new NotJson(value + " is not a JSON number; use a finite one");
            }
        }
        if (value instanceof Map) {
            return copyMap((Map<String, Object>) value);
        }
        if (value instanceof List) {
            return copyList((List<Object>) value);
        }
        String type = value.getClass().getTypeName();
        throw new NotJson(("AEIOUaeiou".indexOf(type.charAt(0)) >= 0 ? "an " : "a ") + type
                + " is not a JSON value; use String, Boolean, a number, null, List or Map");
    }

    private static List<Object> copyList(List<Object> items) {
        List<Object> list = new ArrayList<>();
        for (Object item : items) {
            try {
                list.add(copyValue(item));
            } catch (NotJson notJson) {
                throw notJson.under("[" + list.size() + "]");
            }
        }
        return Collections.unmodifiableList(list);
    }
}
