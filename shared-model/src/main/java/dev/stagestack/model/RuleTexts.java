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
        return "tickRate must be between " + (int) Graph.MIN_TICK_RATE + " and " + (int) Graph.MAX_TICK_RATE
                + " ticks per second, found " + seconds(rate);
    }

    /**
     * @param seconds an effect's duration that is not more than 0 and at most {@link Effect#MAX_SECONDS}
     * @return {@code effect seconds must be more than 0 and at most 10, found -0.5}
     */
    public static String effectSeconds(double seconds) {
        return "effect seconds must be more than 0 and at most " + seconds(Effect.MAX_SECONDS) + ", found "
                + seconds(seconds);
    }

    /** A number as messages show it: {@code 2}, not {@code 2.0}; {@code 0.25}; {@code NaN}. */
    static String seconds(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : Double.toString(value);
    }

    /**
     * @param what {@code variable} or {@code group}
     * @param name a name that is not 1..64 characters of {@code A-Z a-z 0-9 _} starting with a letter or {@code _}
     * @return {@code invalid variable name "9lives": use 1 to 64 characters of A-Z a-z 0-9 _, not starting with a digit}
     */
    public static String invalidName(String what, String name) {
        return "invalid " + what + " name " + DisplayText.quoted(name) + ": use 1 to " + MAX_ID_LENGTH
                + " characters of A-Z a-z 0-9 _, not starting with a digit";
    }

    /**
     * @return {@code whole number from -1000000000 to 1000000000}, what a variable's numbers must be
     */
    public static String wholeNumberRange() {
        return "a whole number from " + -Variable.LIMIT + " to " + Variable.LIMIT;
    }

    /**
     * @param name a word of the guard language used as a variable's name
     * @return {@code "depth" is reserved: it is a word of the guard language; give the variable another name}
     */
    public static String reservedName(String name) {
        return DisplayText.quoted(name)
                + " is reserved: it is a word of the guard language; give the variable another name";
    }
}
