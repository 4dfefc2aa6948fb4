package dev.stagestack.player.cli;

/**
 * What a terminal must never receive from a tool: a C0 control other than line feed and tab, DEL, a C1
 * control, or a bidirectional formatting character (which reorders what a reader sees).
 */
final class TerminalSafety {

    private TerminalSafety() {}

    /** Whether {@code codePoint} is one a tool's output must not carry raw. */
    static boolean isUnsafe(int codePoint) {
        boolean control = (codePoint < 0x20 && codePoint != '\n' && codePoint != '\t')
                || (codePoint >= 0x7F && codePoint <= 0x9F);
        boolean bidi = codePoint == 0x061C
                || codePoint == 0x200E
                || codePoint == 0x200F
                || (codePoint >= 0x202A && codePoint <= 0x202E)
                || (codePoint >= 0x2066 && codePoint <= 0x2069);
        boolean lineBreak = codePoint == 0x2028 || codePoint == 0x2029;
        return control || bidi || lineBreak;
    }

    /** Fails naming the first unsafe character of {@code text} and where it is. */
    static void assertSafe(String what, String text) {
        firstUnsafe(what, text).ifPresent(org.junit.jupiter.api.Assertions::fail);
    }

    /** The first unsafe character of {@code text}, where it is and what is around it; empty when there is none. */
    static java.util.Optional<String> firstUnsafe(String what, String text) {
        int[] codePoints = text.codePoints().toArray();
        for (int i = 0; i < codePoints.length; i++) {
            if (isUnsafe(codePoints[i])) {
                int from = Math.max(0, i - 40);
                String around = new String(codePoints, from, Math.min(codePoints.length, i + 20) - from);
                return java.util.Optional.of(what + ": raw U+" + String.format("%04X", codePoints[i])
                        + " at code point "
                        + i + " in: "
                        + around.codePoints()
                                .mapToObj(c -> isUnsafe(c) ? String.format("<U+%04X>", c) : Character.toString(c))
                                .reduce("", String::concat));
            }
        }
        return java.util.Optional.empty();
    }
}
