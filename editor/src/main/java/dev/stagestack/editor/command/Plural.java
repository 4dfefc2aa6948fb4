package dev.stagestack.editor.command;

/** Counted nouns for command descriptions: {@code "1 state"}, {@code "3 states"}. */
public final class Plural {
    private Plural() {}

    /** {@code n} and the noun, plural unless n is 1. */
    public static String count(int n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }
}
