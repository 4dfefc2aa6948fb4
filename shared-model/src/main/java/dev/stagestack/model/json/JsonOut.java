package dev.stagestack.model.json;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A small streaming JSON writer for the canonical form (docs/format.md "Canonical form"): with an
 * indent, one member or item per line and {@code "key": value}; without one, compact. Strings
 * escape only what JSON requires ({@code "}, {@code \}, control characters as {@code \n},
 * {@code \t}, {@code \b}, {@code \f}, {@code \r} or {@code \u0001}) plus U+2028 and U+2029.
 * The model's only JSON writer, so the core needs no JSON library; the tools write answers files with it too.
 */
public final class JsonOut {

    /** What the writer is inside: an object or array, and whether it has written a member yet. */
    private static final class Scope {
        final boolean object;
        boolean empty = true;

        Scope(boolean object) {
            this.object = object;
        }
    }

    private final StringBuilder out;
    private final String indent;
    private final Deque<Scope> scopes = new ArrayDeque<>();
    /** A name was written and its value is due. */
    private boolean afterName;

    /** Writes to {@code out}, each nesting level indented by {@code indent} (empty: compact). */
    public JsonOut(StringBuilder out, String indent) {
        this.out = out;
        this.indent = indent;
    }

    /** Opens an object. */
    public JsonOut beginObject() {
        return open('{', true);
    }

    /** Closes the innermost object, on its own line when it has members. */
    public JsonOut endObject() {
        return close('}');
    }

    /** Opens an array. */
    public JsonOut beginArray() {
        return open('[', false);
    }

    /** Closes the innermost array, on its own line when it has items. */
    public JsonOut endArray() {
        return close(']');
    }

    /** Writes a member's name in the current object; its value comes next. */
    public JsonOut name(String name) {
        beforeMember();
        string(name);
        out.append(indent.isEmpty() ? ":" : ": ");
        afterName = true;
        return this;
    }

    /** Writes a string value, escaped as the class comment says. */
    public JsonOut value(String value) {
        beforeValue();
        string(value);
        return this;
    }

    /** Writes {@code true} or {@code false}. */
    public JsonOut value(boolean value) {
        return raw(Boolean.toString(value));
    }

    /** Writes a whole number. */
    public JsonOut value(long value) {
        return raw(Long.toString(value));
    }

    /** Writes {@code null}. */
    public JsonOut nullValue() {
        return raw("null");
    }

    /** Writes {@code json} as it is: a number already in its canonical text. */
    public JsonOut raw(String json) {
        beforeValue();
        out.append(json);
        return this;
    }

    private JsonOut open(char bracket, boolean object) {
        beforeValue();
        out.append(bracket);
        scopes.push(new Scope(object));
        return this;
    }

    private JsonOut close(char bracket) {
        Scope scope = scopes.pop();
        if (!scope.empty) {
            newline();
        }
        out.append(bracket);
        return this;
    }

    /** Before a value: inside an object it follows its name; inside an array it is a new item. */
    private void beforeValue() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (!scopes.isEmpty()) {
            beforeMember();
        }
    }

    private void beforeMember() {
        Scope scope = scopes.peek();
        if (!scope.empty) {
            out.append(',');
        }
        scope.empty = false;
        newline();
    }

    private void newline() {
        if (indent.isEmpty()) {
            return;
        }
        out.append('\n');
        for (int i = 0; i < scopes.size(); i++) {
            out.append(indent);
        }
    }

    private void string(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                case '\u2028', '\u2029' -> out.append(String.format("\\u%04x", (int) c));
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
