package dev.stagestack.model.json;

import dev.stagestack.model.JsonData;
import java.math.BigDecimal;
import java.util.List;

/**
 * A parsed JSON value that remembers where it starts in the text (1-based line and column).
 * The codec's own tree, so that every value of a graph file can be located for messages.
 */
sealed interface JsonNode {

    int line();

    int column();

    /** The kind of value as a message says it: "an object", "a string", "null", ... */
    String kind();

    /** A JSON object; members keep file order, duplicates included. */
    record JsonObject(List<Member> members, int line, int column) implements JsonNode {

        /** The value of the first member named {@code key}, or null when there is none. */
        JsonNode get(String key) {
            for (Member m : members) {
                if (m.key().equals(key)) {
                    return m.value();
                }
            }
            return null;
        }

        @Override
        public String kind() {
            return "an object";
        }
    }

    /** One {@code "key": value} pair; line and column are those of the key. */
    record Member(String key, int line, int column, JsonNode value) {}

    /** A JSON array. */
    record JsonArray(List<JsonNode> items, int line, int column) implements JsonNode {

        @Override
        public String kind() {
            return "an array";
        }
    }

    /** A JSON string, unescaped. */
    record JsonString(String value, int line, int column) implements JsonNode {

        @Override
        public String kind() {
            return "a string";
        }
    }

    /** A JSON number, kept as its source text so no precision is lost. */
    record JsonNumber(String text, int line, int column) implements JsonNode {

        /** The longest number text that is read: far more digits than any double needs. */
        static final int MAX_CHARS = 1000;

        /** Why this number cannot be read, e.g. {@code "is too large"}, or null when it fits a double. */
        String unfit() {
            if (text.length() > MAX_CHARS) {
                return "is too long: more than " + MAX_CHARS + " characters";
            }
            return Double.isInfinite(Double.parseDouble(text)) ? "is too large" : null;
        }

        /** The value as a double; call only when {@link #unfit()} is null. */
        double toDouble() {
            return Double.parseDouble(text);
        }

        /**
         * The exact value without trailing zeros ({@code 60.0} and {@code 6e1} both give 60).
         *
         * @throws NumberFormatException when the number is {@link #unfit() unfit} or its exponent does
         *                               not fit an int
         */
        BigDecimal toBigDecimal() {
            if (unfit() != null) {
                throw new NumberFormatException(unfit());
            }
            return JsonData.number(new BigDecimal(text));
        }

        @Override
        public String kind() {
            return "a number";
        }
    }

    /** {@code true} or {@code false}. */
    record JsonBoolean(boolean value, int line, int column) implements JsonNode {

        @Override
        public String kind() {
            return "a boolean";
        }
    }

    /** {@code null}. */
    record JsonNull(int line, int column) implements JsonNode {

        @Override
        public String kind() {
            return "null";
        }
    }
}
