package dev.stagestack.model;

/**
 * The words of the rules both the file reader and the validator check (the validator also checks
 * graphs built in Java), so that a problem reads the same whichever of them finds it.
 */
public final class RuleTexts {

    /** The longest id, in characters. */
    public static final int MAX_ID_LENGTH = 64;

    private RuleTexts() {}

    /**
     * @param id an id that is not 1..64 characters of {@code A-Z a-z 0-9 _ . -}
     * @return {@code invalid id "main menu": use 1 to 64 characters of A-Z a-z 0-9 _ . -}
     */
    public static String invalidId(String id) {
        return "invalid id " + DisplayText.quoted(id) + ": use 1 to " + MAX_ID_LENGTH
                + " characters of A-Z a-z 0-9 _ . -";
    }

    /**
     * @param rate a tick rate outside 1..1000
     * @return {@code tickRate must be between 1 and 1000 ticks per second, found 0}
     */
    public static String tickRateOutOfRange(double rate) {
        String found =
                rate == Math.rint(rate) && Math.abs(rate) < 1e15 ? Long.toString((long) rate) : Double.toString(rate);
        return "tickRate must be between " + (int) Graph.MIN_TICK_RATE + " and " + (int) Graph.MAX_TICK_RATE
                + " ticks per second, found " + found;
    }
}
