package dev.stagestack.model.json;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import java.util.List;

/**
 * Reads the characters of a JSON text for {@link JsonTextParser}: whitespace, punctuation, strings,
 * numbers and literals, keeping the 1-based line and column. Every syntax error becomes a
 * {@link Failure} that says where, what was expected and what was found.
 */
final class JsonScanner {

    /** A syntax error, carrying its located problem; thrown to unwind the parser. */
    static final class Failure extends RuntimeException {
        private final transient Problem problem;

        Failure(Problem problem) {
            super(problem.message(), null, false, false);
            this.problem = problem;
        }

        Problem problem() {
            return problem;
        }
    }

    private static final char END = '\uFFFF';

    private final String text;
    private final List<Object> path;
    private int pos;
    private int line = 1;
    private int lineStart;

    /** @param path the parser's current path stack, read only when an error is reported */
    JsonScanner(String text, List<Object> path) {
        this.text = text;
        this.path = path;
    }

    int line() {
        return line;
    }

    int column() {
        return pos - lineStart + 1;
    }

    boolean atEnd() {
        return pos >= text.length();
    }

    /** The current character, or a sentinel at the end of the text. */
    char peek() {
        return pos < text.length() ? text.charAt(pos) : END;
    }

    void advance() {
        pos++;
    }

    void skipByteOrderMark() {
        if (peek() == '\uFEFF') {
            pos++;
            lineStart = pos;
        }
    }

    void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
                lineStart = pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    boolean skipIf(char c) {
        if (peek() == c) {
            pos++;
            return true;
        }
        return false;
    }

    void expect(char c, String context) {
        if (!skipIf(c)) {
            throw malformed("expected '" + c + "' " + context);
        }
    }

    /** Consumes a comma (true: more follows) or {@code close} (false: the container ends). */
    boolean expectCommaOr(char close, String context) {
        if (skipIf(',')) {
            return true;
        }
        if (skipIf(close)) {
            return false;
        }
        throw malformed("expected ',' or '" + close + "' " + context);
    }

    /** Reads a literal word such as {@code true}; returns whether it was {@code true}. */
    boolean literal(String word) {
        if (!text.startsWith(word, pos)) {
            throw malformed("expected a value");
        }
        pos += word.length();
        return word.equals("true");
    }

    /**
     * Reads a string starting at its opening quote and returns its unescaped content. A lone surrogate
     * (such as {@code "\\ud800"}) is refused: it could not be written back as UTF-8.
     */
    String string() {
        int quoteColumn = column();
        String value = rawString();
        int lone = loneSurrogate(value);
        if (lone >= 0) {
            throw new Failure(Problem.error(
                            JsonPath.render(path),
                            ProblemCodes.MALFORMED_JSON,
                            String.format(
                                    "malformed JSON: a string holds the lone surrogate \\u%04X (character %d of the string), "
                                            + "which UTF-8 cannot hold; write the character itself or a pair of \\u escapes",
                                    (int) value.charAt(lone), lone + 1))
                    .at(null, line, quoteColumn));
        }
        return value;
    }

    /** The index of the first surrogate without its partner in {@code s}, or -1. */
    static int loneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    private String rawString() {
        pos++;
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '"') {
                return text.substring(start, pos++);
            }
            if (c == '\\' || c < 0x20) {
                return escapedString(new StringBuilder(text.substring(start, pos)));
            }
            pos++;
        }
        throw malformed("expected '\"' to close the string");
    }

    private String escapedString(StringBuilder sb) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return sb.toString();
            }
            if (c < 0x20) {
                throw malformed(
                        c == '\n'
                                ? "expected '\"' to close the string before the end of the line"
                                : "expected an escape such as \\t instead of a control character in a string");
            }
            sb.append(c == '\\' ? escape() : c);
            pos++;
        }
        throw malformed("expected '\"' to close the string");
    }

    /** Reads the escape at {@code pos} (a backslash) and leaves {@code pos} on its last character. */
    private char escape() {
        pos++;
        switch (peek()) {
            case '"':
                return '"';
            case '\\':
                return '\\';
            case '/':
                return '/';
            case 'b':
                return '\b';
            case 'f':
                return '\f';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'u':
                return unicodeEscape();
            default:
                throw malformed("expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX");
        }
    }

    private char unicodeEscape() {
        int value = 0;
        for (int i = 0; i < 4; i++) {
            pos++;
            int digit = hexDigit(peek());
            if (digit < 0) {
                throw malformed("expected four hex digits after \\u");
            }
            value = value * 16 + digit;
        }
        return (char) value;
    }

    /** The value of an ASCII hex digit, or -1 for any other character. */
    static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    /** Reads a number (RFC 8259 grammar) and returns its text. */
    String number() {
        int start = pos;
        skipIf('-');
        if (!skipIf('0')) {
            digits("expected a digit");
        } else if (peek() >= '0' && peek() <= '9') {
            throw malformed("expected no more digits after a leading 0");
        }
        if (skipIf('.')) {
            digits("expected a digit after the decimal point");
        }
        if (skipIf('e') || skipIf('E')) {
            if (!skipIf('+')) {
                skipIf('-');
            }
            digits("expected a digit in the exponent");
        }
        return text.substring(start, pos);
    }

    private void digits(String expectation) {
        int start = pos;
        while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            pos++;
        }
        if (pos == start) {
            throw malformed(expectation);
        }
    }

    /** A syntax error at the current position: {@code malformed JSON: <expectation>, found <what>}. */
    Failure malformed(String expectation) {
        String message = "malformed JSON: " + expectation + ", found " + describeCurrent() + hint();
        return new Failure(Problem.error(JsonPath.render(path), ProblemCodes.MALFORMED_JSON, message)
                .at(null, line, column()));
    }

    private String describeCurrent() {
        if (atEnd()) {
            return "the end of the file";
        }
        char c = peek();
        if (c == '\n' || c == '\r') {
            return "the end of the line";
        }
        return c < 0x20 ? String.format("U+%04X", (int) c) : "'" + c + "'";
    }

    private String hint() {
        char c = peek();
        if (c == '\'') {
            return " (JSON strings use double quotes)";
        }
        return c == '/' ? " (JSON has no comments)" : "";
    }
}
