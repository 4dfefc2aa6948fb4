package dev.stagestack.model.json;

import java.util.ArrayList;
import java.util.List;

/**
 * A JSON path such as {@code transitions[3].actions[0].target}; {@code $} is the root.
 * Keys that are not plain identifiers are written in brackets: {@code data["two words"]}.
 * Immutable; a child shares its parent, so building paths while walking a file is cheap and
 * the text is only made when a message needs it.
 */
final class JsonPath {

    static final JsonPath ROOT = new JsonPath(null, null, -1);

    private final JsonPath parent;
    private final String key;
    private final int index;

    private JsonPath(JsonPath parent, String key, int index) {
        this.parent = parent;
        this.key = key;
        this.index = index;
    }

    JsonPath key(String name) {
        return new JsonPath(this, name, -1);
    }

    JsonPath index(int position) {
        return new JsonPath(this, null, position);
    }

    /** The segments from the root down: String keys and Integer indexes. */
    List<Object> segments() {
        List<Object> out = new ArrayList<>();
        for (JsonPath p = this; p.parent != null; p = p.parent) {
            out.add(0, p.key != null ? p.key : (Object) p.index);
        }
        return out;
    }

    @Override
    public String toString() {
        return render(segments());
    }

    /** The text of a path made of String keys and Integer indexes. */
    static String render(List<Object> segments) {
        if (segments.isEmpty()) {
            return "$";
        }
        StringBuilder sb = new StringBuilder();
        for (Object segment : segments) {
            appendSegment(sb, segment);
        }
        return sb.toString();
    }

    private static void appendSegment(StringBuilder sb, Object segment) {
        boolean plainKey = segment instanceof String && isIdentifier((String) segment);
        if (sb.length() == 0 && !plainKey) {
            sb.append('$');
        }
        if (plainKey) {
            sb.append(sb.length() == 0 ? "" : ".").append(segment);
        } else if (segment instanceof String) {
            sb.append("[\"").append(escape((String) segment)).append("\"]");
        } else {
            sb.append('[').append(segment).append(']');
        }
    }

    /** Whether a key is written plainly ({@code .name}): ASCII letters, digits and _, not starting with a digit. */
    static boolean isIdentifier(String key) {
        if (key.isEmpty() || isDigit(key.charAt(0))) {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            if (!isIdentifierChar(key.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIdentifierChar(char c) {
        return c == '_' || isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * The segments of a path text (String keys, Integer indexes). Parsing stops at the first part
     * that does not follow the path syntax, so a damaged path yields its longest valid prefix.
     */
    static List<Object> parse(String text) {
        List<Object> out = new ArrayList<>();
        int i = text.startsWith("$") ? 1 : 0;
        while (i < text.length()) {
            int next = parseSegment(text, i, out);
            if (next < 0) {
                break;
            }
            i = next;
        }
        return out;
    }

    /** Parses one segment at {@code i} into {@code out}; returns the index after it, or -1. */
    private static int parseSegment(String text, int i, List<Object> out) {
        char c = text.charAt(i);
        if (c == '.' || (i == 0 && isIdentifierChar(c))) {
            int start = c == '.' ? i + 1 : i;
            int end = start;
            while (end < text.length() && isIdentifierChar(text.charAt(end))) {
                end++;
            }
            out.add(text.substring(start, end));
            return end > start ? end : -1;
        }
        if (c == '[' && i + 1 < text.length()) {
            return text.charAt(i + 1) == '"' ? parseQuotedKey(text, i + 2, out) : parseIndex(text, i + 1, out);
        }
        return -1;
    }

    private static int parseIndex(String text, int start, List<Object> out) {
        int end = start;
        while (end < text.length() && isDigit(text.charAt(end)) && end - start < 9) {
            end++;
        }
        if (end == start || end >= text.length() || text.charAt(end) != ']') {
            return -1;
        }
        out.add(Integer.parseInt(text.substring(start, end)));
        return end + 1;
    }

    private static int parseQuotedKey(String text, int start, List<Object> out) {
        StringBuilder key = new StringBuilder();
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                key.append(text.charAt(++i));
            } else if (c == '"') {
                boolean closed = i + 1 < text.length() && text.charAt(i + 1) == ']';
                if (closed) {
                    out.add(key.toString());
                }
                return closed ? i + 2 : -1;
            } else {
                key.append(c);
            }
        }
        return -1;
    }

    private static String escape(String key) {
        return key.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
