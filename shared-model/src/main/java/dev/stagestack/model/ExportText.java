package dev.stagestack.model;

import java.util.Optional;

/**
 * User text (graph and state names, trigger text) as every export carries it: SVG and PNG, Mermaid
 * and DOT show the same characters. A run of line breaks and tabs is one space (a label is one line);
 * a character that XML 1.0 cannot hold (a C0 control other than tab and line breaks, U+FFFE, U+FFFF, a
 * lone surrogate) is U+FFFD, the replacement character. Every other character, bidi controls included,
 * is carried exactly. {@code validate} warns about text that is not ({@link #loss}). Pure.
 */
public final class ExportText {
    /** What a character no export can carry is shown as. */
    public static final char REPLACEMENT = '\uFFFD';

    private ExportText() {}

    /** {@code raw} as the exports show it. */
    public static String carried(String raw) {
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (isBreak(c)) {
                while (i + 1 < raw.length() && isBreak(raw.charAt(i + 1))) {
                    i++;
                }
                out.append(' ');
            } else if (Character.isHighSurrogate(c)
                    && i + 1 < raw.length()
                    && Character.isLowSurrogate(raw.charAt(i + 1))) {
                out.append(c).append(raw.charAt(++i));
            } else {
                out.append(isCarried(c) ? c : REPLACEMENT);
            }
        }
        return out.toString();
    }

    /**
     * What the exports do instead of showing {@code raw} exactly, in words for a warning; empty when
     * they show it exactly.
     */
    public static Optional<String> loss(String raw) {
        if (carried(raw).equals(raw)) {
            return Optional.empty();
        }
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            boolean paired =
                    Character.isHighSurrogate(c) && i + 1 < raw.length() && Character.isLowSurrogate(raw.charAt(i + 1));
            if (paired) {
                i++;
            } else if (!isBreak(c) && !isCarried(c)) {
                return Optional.of(String.format(
                        "holds %s, which no export (SVG, PNG, Mermaid, DOT) can carry: "
                                + "the exports show U+FFFD in its place",
                        codePoint(c)));
            }
        }
        return Optional.of("holds a line break or tab, which the exports show as one space (a label is one line)");
    }

    private static String codePoint(char c) {
        return Character.isSurrogate(c)
                ? String.format("a lone surrogate U+%04X", (int) c)
                : String.format("U+%04X", (int) c);
    }

    private static boolean isBreak(char c) {
        return c == '\n' || c == '\r' || c == '\t';
    }

    /** Whether XML 1.0 can hold {@code c} as a character of text (surrogates only in pairs). */
    private static boolean isCarried(char c) {
        return c >= 0x20 && !Character.isSurrogate(c) && c != '\uFFFE' && c != '\uFFFF';
    }
}
