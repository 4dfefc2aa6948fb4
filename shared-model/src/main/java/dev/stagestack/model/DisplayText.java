package dev.stagestack.model;

/**
 * Text from a user's file made safe to print on one terminal line: control characters and lone
 * surrogates become visible escapes ({@code \n}, {@code \u001B}), and long text is cut with an
 * ellipsis. Every {@link Problem} goes through it, so a crafted field name can neither forge a
 * second problem line nor send escape sequences to the terminal, and one problem stays one line.
 */
public final class DisplayText {

    /** The most characters of a user's value quoted inside a message. */
    public static final int MAX_QUOTED = 80;

    private DisplayText() {
    }

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
        return Character.isHighSurrogate(text.charAt(i)) && i + 1 < text.length()
                && Character.isLowSurrogate(text.charAt(i + 1));
    }

    private static boolean needsEscape(char c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F);
    }

    private static void appendVisible(StringBuilder out, char c) {
        switch (c) {
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            default -> {
                if (needsEscape(c) || Character.isSurrogate(c)) {
                    out.append(String.format("\\u%04X", (int) c));
                } else {
                    out.append(c);
                }
            }
        }
    }
}
