package dev.stagestack.runtime.graph;

import dev.stagestack.model.DisplayText;

/**
 * The one place that knows how a button label or a signal name is written in a headless script
 * (docs/semantics.md §13): bare when reading it back bare gives it again, else in double quotes
 * with {@code \"}, {@code \\}, {@code \n}, {@code \r}, {@code \t} and <code>&#92;uXXXX</code> escapes.
 * The script reader reads quoted tokens here too, so what is written always reads back the same.
 */
public final class ScriptTokens {

    /** What reading a quoted token found: its text and the index after the closing quote, or a problem. */
    public record Quoted(String text, int end, String problem, int problemAt) {
        static Quoted read(String text, int end) {
            return new Quoted(text, end, null, -1);
        }

        static Quoted refused(String problem, int at) {
            return new Quoted(null, -1, problem, at);
        }

        /** Whether the token was read; else {@link #problem()} says why, at index {@link #problemAt()}. */
        public boolean ok() {
            return problem == null;
        }
    }

    private ScriptTokens() {}

    /**
     * {@code text} as a script writes it: bare if the reader gives it back bare, else quoted.
     *
     * @param oneWord whether a bare token must be one word (a signal name; a label takes the rest of the line)
     */
    public static String token(String text, boolean oneWord) {
        return readsBackBare(text, oneWord) ? text : quoted(text);
    }

    /** A comment line: {@code # } and {@code text} on one line, whatever it holds ({@link DisplayText#visible}). */
    public static String comment(String text) {
        return "# " + DisplayText.visible(text);
    }

    private static boolean readsBackBare(String text, boolean oneWord) {
        if (text.isEmpty() || text.charAt(0) == '"' || !text.equals(text.strip())) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '#' || DisplayText.needsEscape(c) || (oneWord && Character.isWhitespace(c))) {
                return false;
            }
            if (Character.isSurrogate(c) && !pairAt(text, i++)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a surrogate pair starts at {@code i}. */
    private static boolean pairAt(String text, int i) {
        return Character.isHighSurrogate(text.charAt(i))
                && i + 1 < text.length()
                && Character.isLowSurrogate(text.charAt(i + 1));
    }

    private static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (pairAt(text, i)) {
                out.append(c).append(text.charAt(++i));
            } else if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (DisplayText.needsEscape(c) || Character.isSurrogate(c)) {
                out.append(DisplayText.escape(c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /**
     * Reads the quoted token that starts at {@code line.charAt(at)}, a {@code "}.
     *
     * @return its text and the index after its closing quote, or what is wrong and where
     */
    public static Quoted readQuoted(String line, int at) {
        StringBuilder text = new StringBuilder();
        int i = at + 1;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '"') {
                return Quoted.read(text.toString(), i + 1);
            }
            if (c != '\\') {
                text.append(c);
                i++;
                continue;
            }
            int escaped = unescape(line, i, text);
            if (escaped < 0) {
                return Quoted.refused(
                        "unknown escape " + DisplayText.quoted(line.substring(i, Math.min(line.length(), i + 2)))
                                + " in quotes: use \\\", \\\\, \\n, \\r, \\t or \\uXXXX",
                        i);
            }
            i = escaped;
        }
        return Quoted.refused("the closing quote is missing", at);
    }

    /** Appends the character the escape at {@code line.charAt(at)} stands for; the index after it, or -1. */
    private static int unescape(String line, int at, StringBuilder text) {
        char kind = at + 1 < line.length() ? line.charAt(at + 1) : 0;
        switch (kind) {
            case '"', '\\' -> text.append(kind);
            case 'n' -> text.append('\n');
            case 'r' -> text.append('\r');
            case 't' -> text.append('\t');
            case 'u' -> {
                if (at + 6 > line.length()
                        || !line.substring(at + 2, at + 6).chars().allMatch(ScriptTokens::isHex)) {
                    return -1;
                }
                text.append((char) Integer.parseInt(line.substring(at + 2, at + 6), 16));
                return at + 6;
            }
            default -> {
                return -1;
            }
        }
        return at + 2;
    }

    private static boolean isHex(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
