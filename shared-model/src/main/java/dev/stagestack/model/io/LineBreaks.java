package dev.stagestack.model.io;

import java.util.ArrayList;
import java.util.List;

/**
 * Text split at its line breaks as the regular expression {@code \R} splits it ({@code \r\n}, or one of
 * {@code \n \u000B \f \r \u0085 \u2028 \u2029}), without a regular expression: the page's class library
 * (TeaVM, docs/web.md) has no {@code \R}.
 */
public final class LineBreaks {

    private LineBreaks() {}

    /** As {@code text.split("\\R", -1)}: every line, the last one after the last break included (maybe empty). */
    public static String[] split(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                lines.add(text.substring(start, i));
                i += 2;
                start = i;
            } else if (isBreak(c)) {
                lines.add(text.substring(start, i));
                i++;
                start = i;
            } else {
                i++;
            }
        }
        lines.add(text.substring(start));
        return lines.toArray(new String[0]);
    }

    /** Whether {@code c} alone is a line break of {@code \R}. */
    public static boolean isBreak(char c) {
        return c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }
}
