package dev.stagestack.model;

/**
 * Text from a user's file made safe to print on one terminal line: control characters (C0, DEL, C1),
 * bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069),
 * the line and paragraph separators (U+2028, U+2029) and lone surrogates become visible escapes
 * ({@code \n}, <code>&#92;u001B</code>, <code>&#92;u202E</code>), and long text is cut with a count of what was cut.
 * Every {@link Problem}, trace line and command line output goes through it, so a crafted name can
 * neither forge a second line, send escape sequences to the terminal, nor reorder what a reader sees
 * (docs/semantics.md §16). Backslashes are kept as they are, so text without such characters is unchanged.
 */
public final class DisplayText {

    /** The most characters of a user's value quoted inside a message. */
    public static final int MAX_QUOTED = 80;

    private DisplayText() {}

    /**
     * {@code text} with every control character (C0, DEL, C1) and lone surrogate escaped, cut to at most
     * {@code max} characters of the original followed by {@code …(N more characters)}.
     */
    public static String oneLine(String text, int max) {
        if (isClean(text, max)) {
            return text;
        }
        int end = Math.min(text.length(), max);
        StringBuilder out = new StringBuilder(end + 32);
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (Character.isSurrogate(c) && isPaired(text, i)) {
                out.append(c).append(text.charAt(++i));
            } else {
                appendVisible(out, c);
            }
        }
        int rest = text.length() - end;
        if (rest > 0) {
            out.append("…(").append(rest).append(" more characters)");
        }
        return out.toString();
    }

    /** {@code text} with every character that {@link #needsEscape needs it} escaped, however long it is. */
    public static String visible(String text) {
        return oneLine(text, Integer.MAX_VALUE);
    }

    /** A user's value for a message: {@link #oneLine} with at most {@link #MAX_QUOTED} characters. */
    public static String value(String text) {
        return oneLine(text, MAX_QUOTED);
    }

    /** {@link #value} in double quotes, as messages quote names and ids. */
    public static String quoted(String text) {
        return '"' + value(text) + '"';
    }

    private static boolean isClean(String text, int max) {
        if (text.length() > max) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (needsEscape(c) || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isPaired(String text, int i) {
        return Character.isHighSurrogate(text.charAt(i))
                && i + 1 < text.length()
                && Character.isLowSurrogate(text.charAt(i + 1));
    }

    /**
     * Whether {@code c} must never reach a terminal or a text view raw: a C0 control, DEL, a C1 control,
     * a bidirectional formatting character, or a line or paragraph separator. (Lone surrogates are
     * escaped too; whether a surrogate is lone depends on its neighbour.)
     */
    public static boolean needsEscape(char c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || isBidiControl(c) || c == 0x2028 || c == 0x2029;
    }

    private static boolean isBidiControl(char c) {
        return c == 0x061C
                || c == 0x200E
                || c == 0x200F
                || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }

    /** The visible form of a character that {@link #needsEscape needs escaping} or is a lone surrogate. */
    public static String escape(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> String.format("\\u%04X", (int) c);
        };
    }

    private static void appendVisible(StringBuilder out, char c) {
        if (needsEscape(c) || Character.isSurrogate(c)) {
            out.append(escape(c));
        } else {
            out.append(c);
        }
    }
}
